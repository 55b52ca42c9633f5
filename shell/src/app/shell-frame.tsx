import { Box, Flex } from '@fairgo/shared/ui';
import type { ReactNode } from 'react';
import { Footer } from '../layout/footer';
import { Navbar } from '../layout/navbar';
import { OverrideBadge } from '../layout/override-badge';

/**
 * The frame of every page: navbar, the page's content, footer. Also what `/` is prerendered with.
 * The content fills the first screen under the navbar (its 4rem and 1px border), so the footer starts
 * below it: as the served page streams in, a footer growing at the bottom of a short page would
 * otherwise move up into view (a layout shift, measured on /feedbacklist).
 */
export function ShellFrame({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column">
      <Navbar />
      <Box as="main" minH="calc(100dvh - 4rem - 1px)">
        {children}
      </Box>
      <Footer />
      <OverrideBadge />
    </Flex>
  );
}
