import { count } from '@fairgo/shared/actions';
import { fixed, PAGE_TITLE } from '@fairgo/shared/ui';
import { useEffect } from 'react';
import { routeLink } from '../../layout/nav-link';
import { NewUsers } from './new-users';
import { NewsBanner } from './news-banner';
import { ContactSection, HowItWorksSection, PricingSection, ReferralSection, Section } from './sections';
import { Testimonials } from './testimonials';
import { UsersActive } from './users-active';

export const LANDING_TITLE = 'Casual work and small jobs, a fair go for everyone';
export const NOT_AN_AGENCY =
  'FairGo is a marketplace, not an employer or an agency. Users are responsible for complying with the law and for the accuracy of what they post.';

const HALVES = [
  {
    href: '/find-work',
    title: 'Find Work',
    text: 'Browse casual and temporary jobs from employers near you, and post when you are free.',
    tone: 'light',
  },
  {
    href: '/find-worker',
    title: 'Find Workers',
    text: 'Find people ready to work the days you need, with the certificates you ask for.',
    tone: 'dark',
  },
] as const;

// The page's elements, styled once per page (`fixed`): the hero is hydrated at the page's start.
const Page = fixed('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: { base: 12, md: 16 },
  maxW: '1200px',
  mx: 'auto',
  px: { base: 4, md: 8 },
  py: { base: 6, md: 12 },
});
/** Chakra's heading at size 3xl, 5xl from `md` up. */
const Title = fixed('h1', { ...PAGE_TITLE, textStyle: { base: '3xl', md: '5xl' }, mb: 4, maxW: '3xl' });
const Lead = fixed('p', { fontSize: 'lg', color: 'fg.muted', mb: 3, maxW: '3xl' });
const Halves = fixed('div', { display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: 4, my: 5 });
const HalfLink = routeLink(
  fixed(
    'a',
    {
      display: 'block',
      bg: 'brand.600',
      '&[data-tone=dark]': { bg: 'brand.800' },
      color: 'white',
      rounded: 'l3',
      p: { base: 6, md: 10 },
      shadow: 'md',
      _hover: { textDecoration: 'none', transform: 'translateY(-2px)' },
      transition: 'transform 200ms',
    },
    { key: 'link' },
  ),
);
const HalfTitle = fixed('h2', { mb: 2, color: 'white' }, { key: 'heading', variants: { size: '2xl' } });
const TasksLine = fixed('p', { mb: 5 });
const TasksLink = routeLink(fixed('a', { color: 'brand.700', fontWeight: 'semibold' }, { key: 'link' }));
const SmallPrint = fixed('p', { fontSize: 'sm', color: 'fg.muted', maxW: '4xl' });

// The visitor count is fired once per page load, however often the page mounts.
let visitCounted = false;

/**
 * The landing page (product.md#what-fairgo-is, product.md#pages): the hero of two halves, the news, how it works for workers and
 * employers, new users, pricing, the referral programme, testimonials and contact links.
 */
export function LandingPage() {
  useEffect(() => {
    if (visitCounted) return;
    visitCounted = true;
    count('GET visitorcount');
  }, []);

  return (
    <Page>
      <section aria-label="Welcome">
        <Title className="chakra-heading">{LANDING_TITLE}</Title>
        <Lead>Workers post their availability, employers post jobs, and anyone can post a small paid task.</Lead>
        <UsersActive />
        <Halves>
          {HALVES.map((half) => (
            <HalfLink key={half.href} href={half.href} data-tone={half.tone}>
              <HalfTitle>{half.title}</HalfTitle>
              <p>{half.text}</p>
            </HalfLink>
          ))}
        </Halves>
        <TasksLine>
          Need a hand with something small, or up for some paid odd jobs?{' '}
          <TasksLink href="/tasks">Post or find a task</TasksLink>
        </TasksLine>
        <NewUsers />
      </section>
      <NewsBanner />
      {/* Below the fold on a phone: each Section is adopted when it comes near the screen. */}
      <HowItWorksSection />
      <PricingSection />
      <ReferralSection />
      <Section title="What people say">
        <Testimonials />
      </Section>
      <ContactSection />
      <SmallPrint>{NOT_AN_AGENCY}</SmallPrint>
    </Page>
  );
}
