import { AdoptNearScreen } from '@fairgo/shared/platform';
import { MEMBERSHIP_PLANS } from '@fairgo/shared/rules';
import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@fairgo/shared/ui';
import type { ReactNode } from 'react';
import { NavLink } from '../../layout/nav-link';

/**
 * A section that rises into view as it scrolls in: a CSS scroll-driven animation, so no script runs
 * for it. Where the browser lacks scroll timelines, or the visitor asks for less motion, it just stands.
 */
const RISE_INTO_VIEW = {
  '@supports (animation-timeline: view())': {
    '@media (prefers-reduced-motion: no-preference)': {
      animationName: 'fade-in, slide-from-bottom',
      animationFillMode: 'both',
      animationTimingFunction: 'ease-out',
      animationTimeline: 'view()',
      animationRange: 'entry 0% entry 40%',
    },
  },
};

/**
 * One of the landing page's sections below the fold: served with the page, and adopted by the shell's
 * React root only once it comes near the screen (AdoptNearScreen), so start-up spends nothing on it.
 */
export function Section({ title, children, label }: { title: string; children: ReactNode; label?: string }) {
  return (
    <AdoptNearScreen>
      <Box as="section" aria-label={label ?? title} css={RISE_INTO_VIEW}>
        <Heading as="h2" size="2xl" mb={5} color="brand.800">
          {title}
        </Heading>
        {children}
      </Box>
    </AdoptNearScreen>
  );
}

const STEPS = {
  workers: [
    ['Post your availability', 'Your role, the days you are free, your suburb and certificates. It is free.'],
    ['Get found', 'Employers search by role, days and distance and contact you directly.'],
    ['Or find a task', 'Make offers on small paid tasks near you; payment is held until the job is done.'],
  ],
  employers: [
    ['Choose a membership', '$25 or $50 a month. No commission on any match.'],
    ['Search workers', 'Filter by role, days, location and certificates; post your jobs for workers to find.'],
    ['Contact them directly', 'See phone numbers and emails, and get the shift filled.'],
  ],
} as const;

export function HowItWorksSection() {
  const column = (title: string, steps: readonly (readonly [string, string])[]) => (
    <Box bg="bg" rounded="l3" shadow="sm" p={6}>
      <Heading as="h3" size="lg" mb={4}>
        {title}
      </Heading>
      <Stack as="ol" gap={4} listStyleType="none">
        {steps.map(([step, text], index) => (
          <Box as="li" key={step}>
            <Text fontWeight="semibold">
              {index + 1}. {step}
            </Text>
            <Text color="fg.muted">{text}</Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
  return (
    <Section title="How it works">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
        {column('For workers', STEPS.workers)}
        {column('For employers', STEPS.employers)}
      </SimpleGrid>
      <NavLink href="/how-it-works" color="brand.700" fontWeight="medium" mt={4} display="inline-block">
        The four steps in detail
      </NavLink>
    </Section>
  );
}

/** Pricing (product.md#limits): the two memberships in AUD, and a sign-up button. */
export function PricingSection() {
  return (
    <Section title="Pricing for employers">
      <Text mb={5} color="fg.muted">
        Workers use FairGo free. Employers pay a monthly membership to post jobs and contact workers, and we take no
        commission on any match.
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
        {MEMBERSHIP_PLANS.map((plan) => (
          <Box key={plan.id} bg="bg" rounded="l3" shadow="sm" p={6} borderTopWidth="4px" borderColor="brand.600">
            <Heading as="h3" size="xl">
              {plan.title}{' '}
              <Text as="span" fontSize="md" color="fg.muted">
                AUD
              </Text>
            </Heading>
            <Text color="fg.muted" mb={3}>
              Suited to {plan.suitedTo.toLowerCase()}
            </Text>
            <Stack as="ul" ps={5} gap={1} mb={4}>
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </Stack>
            <NavLink href="/register" color="brand.700" fontWeight="semibold" aria-label={`Sign up for ${plan.title}`}>
              Get started →
            </NavLink>
          </Box>
        ))}
      </SimpleGrid>
      <Button asChild colorPalette="brand" size="lg" mt={6}>
        <NavLink href="/register" color="white" _hover={{ textDecoration: 'none' }}>
          Sign up now
        </NavLink>
      </Button>
    </Section>
  );
}

export function ReferralSection() {
  return (
    <Section title="Refer an employer, earn up to $50">
      <Text maxW="3xl">
        Tell an employer about FairGo. When they buy a membership and keep it past their first month, you earn up to
        $50, depending on the membership they chose. Claim your reward through the{' '}
        <NavLink href="/feedback" color="brand.700" fontWeight="medium">
          feedback form
        </NavLink>
        , naming the employer you referred.
      </Text>
    </Section>
  );
}

export function ContactSection() {
  return (
    <Section title="Questions? Talk to us">
      <Text mb={4} maxW="3xl">
        Missing a role or a suburb, stuck on a payment, or just want to say hello: we read every message.
      </Text>
      <Button asChild variant="outline" colorPalette="brand">
        <NavLink href="/feedback" _hover={{ textDecoration: 'none' }}>
          Message us
        </NavLink>
      </Button>
    </Section>
  );
}
