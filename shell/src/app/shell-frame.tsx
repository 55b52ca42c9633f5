import { Box, Flex } from '@fairgo/shared/ui';
import type { ReactNode } from 'react';
import { Footer } from '../layout/footer';
import { Navbar } from '../layout/navbar';
import { OverrideBadge } from '../layout/override-badge';

/** The frame of every page: navbar, the page's content, footer. Also what `/` is prerendered with. */
export function ShellFrame({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100vh">
      <Navbar />
      <Box as="main" flex="1">
        {children}
      </Box>
      <Footer />
      <OverrideBadge />
    </Flex>
  );
}
