import { count } from '@fairgo/shared/actions';
import { Box, Grid, Heading, Stack, Text } from '@fairgo/shared/ui';
import { useEffect } from 'react';
import { NavLink } from '../../layout/nav-link';
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
    bg: 'brand.600',
  },
  {
    href: '/find-worker',
    title: 'Find Workers',
    text: 'Find people ready to work the days you need, with the certificates you ask for.',
    bg: 'brand.800',
  },
] as const;

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
    <Stack maxW="1200px" mx="auto" px={{ base: 4, md: 8 }} py={{ base: 6, md: 12 }} gap={{ base: 12, md: 16 }}>
      <Box as="section" aria-label="Welcome">
        <Heading as="h1" size={{ base: '3xl', md: '5xl' }} fontWeight="semibold" color="brand.700" mb={4} maxW="3xl">
          {LANDING_TITLE}
        </Heading>
        <Text fontSize="lg" color="fg.muted" mb={3} maxW="3xl">
          Workers post their availability, employers post jobs, and anyone can post a small paid task.
        </Text>
        <UsersActive />
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={4} mt={5} mb={5}>
          {HALVES.map((half) => (
            <NavLink
              key={half.href}
              href={half.href}
              display="block"
              bg={half.bg}
              color="white"
              rounded="l3"
              p={{ base: 6, md: 10 }}
              shadow="md"
              _hover={{ textDecoration: 'none', transform: 'translateY(-2px)' }}
              transition="transform 200ms"
            >
              <Heading as="h2" size="2xl" mb={2} color="white">
                {half.title}
              </Heading>
              <Text>{half.text}</Text>
            </NavLink>
          ))}
        </Grid>
        <Text mb={5}>
          Need a hand with something small, or up for some paid odd jobs?{' '}
          <NavLink href="/tasks" color="brand.700" fontWeight="semibold">
            Post or find a task
          </NavLink>
        </Text>
        <NewUsers />
      </Box>
      <NewsBanner />
      {/* Below the fold on a phone: each Section is adopted when it comes near the screen. */}
      <HowItWorksSection />
      <PricingSection />
      <ReferralSection />
      <Section title="What people say">
        <Testimonials />
      </Section>
      <ContactSection />
      <Text fontSize="sm" color="fg.muted" maxW="4xl">
        {NOT_AN_AGENCY}
      </Text>
    </Stack>
  );
}
