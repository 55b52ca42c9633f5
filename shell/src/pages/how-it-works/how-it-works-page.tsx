import { Badge, Box, Heading, PageFrame, SimpleGrid, Text } from '@fairgo/shared/ui';
import { NavLink } from '../../layout/nav-link';

export const HOW_IT_WORKS_TITLE = 'How FairGo works';

const STEPS = [
  {
    title: 'Sign Up',
    text: 'Register as a worker, an employer, or both.',
    link: { href: '/register', label: 'Register now' },
  },
  {
    title: 'Browse Jobs or Workers',
    text: 'Filter by role, days and location.',
    link: { href: '/find-worker', label: 'Find workers' },
  },
  { title: 'Get Instant Matches', text: 'See who fits the days and place you need.' },
  { title: 'Connect via Email or Phone', text: 'Members contact workers directly. No commission on matches.' },
] as const;

export default function HowItWorksPage() {
  return (
    <PageFrame title={HOW_IT_WORKS_TITLE} intro="Four steps from signing up to getting the work done.">
      <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap={4}>
        {STEPS.map((step, index) => (
          <Box key={step.title} bg="white" rounded="l3" shadow="sm" p={5}>
            {/* Wattle gold as the badge's ground: as text on white it is below WCAG's 4.5:1 (axe). */}
            <Badge colorPalette="accent" variant="solid" mb={2}>
              Step {index + 1}
            </Badge>
            <Heading as="h2" size="md" mb={2}>
              {step.title}
            </Heading>
            <Text mb={2}>{step.text}</Text>
            {'link' in step ? (
              <NavLink href={step.link.href} color="brand.700" fontWeight="medium">
                {step.link.label}
              </NavLink>
            ) : null}
          </Box>
        ))}
      </SimpleGrid>
    </PageFrame>
  );
}
