import { Box, Grid, Heading, Text } from '@fairgo/shared/ui';
import { NavLink } from '../../layout/nav-link';

export const LANDING_TITLE = 'Casual work and small jobs, a fair go for everyone';

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

/** The landing page: a hero of two halves, Find Work and Find Workers (spec §2). */
export function LandingPage() {
  return (
    <Box as="section" maxW="1200px" mx="auto" px={{ base: 4, md: 8 }} py={{ base: 6, md: 12 }}>
      <Heading as="h1" size={{ base: '3xl', md: '5xl' }} fontWeight="semibold" color="brand.700" mb={4} maxW="3xl">
        {LANDING_TITLE}
      </Heading>
      <Text fontSize="lg" color="fg.muted" mb={8} maxW="3xl">
        Workers post their availability, employers post jobs, and anyone can post a small paid task. FairGo is a
        marketplace, not an employer or an agency.
      </Text>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={4}>
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
    </Box>
  );
}
