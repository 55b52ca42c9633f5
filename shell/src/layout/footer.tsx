import { partOnDemand } from '@fairgo/shared/page';
import { AdoptNearScreen } from '@fairgo/shared/platform';
import { Box, Flex, HStack, Link, Text } from '@fairgo/shared/ui';
import { memo, Suspense } from 'react';
import { NavLink } from './nav-link';

/**
 * The newsletter signup, the one write of the shell's own pages, in a chunk of its own: its write is a
 * TanStack Query mutation, and the query client (~11 KB gzipped) then comes with it, once the footer is
 * near the screen, not with the shell's start on every page (`/`'s JS budget). The prerender preloads it.
 */
const newsletter = partOnDemand(() => import('./newsletter-signup').then((module) => module.NewsletterSignup));
export const preloadFooter = newsletter.preload;

/**
 * The footer of every page (product.md#navbar-and-footer): the newsletter signup, the copyright and the links. Below the fold
 * on most pages, it is adopted when near the screen; memoised, so the frame's renders never reach it
 * before then.
 */
export const Footer = memo(function Footer() {
  return (
    <AdoptNearScreen>
      <FooterContent />
    </AdoptNearScreen>
  );
});

function FooterContent() {
  return (
    <Box as="footer" bg="brand.900" color="brand.50" mt={12}>
      <Flex
        maxW="1200px"
        mx="auto"
        px={{ base: 4, md: 8 }}
        py={8}
        gap={4}
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
      >
        <Box>
          <Suspense fallback={null}>
            <newsletter.Part />
          </Suspense>
          <Text mt={4}>© {new Date().getFullYear()} FairGo. Casual work and small jobs, a fair go for everyone.</Text>
        </Box>
        <HStack as="nav" aria-label="Footer" gap={5}>
          <Link href="/terms-and-conditions" target="_blank" rel="noopener" color="inherit">
            Terms
          </Link>
          <NavLink href="/feedback" color="inherit">
            Feedback
          </NavLink>
          <NavLink href="/feedback" color="inherit">
            Contact us
          </NavLink>
        </HStack>
      </Flex>
    </Box>
  );
}
