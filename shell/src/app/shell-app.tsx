import { PlatformProvider, type DialogStore, type PlatformContract } from '@fairgo/shared/platform';
import { AppErrorBoundary } from '@fairgo/shared/spa';
import { Box, Flex, UiProvider } from '@fairgo/shared/ui';
import { Suspense } from 'react';
import { Footer } from '../layout/footer';
import { LazyPlatformDialogs } from '../layout/lazy-overlays';
import { Navbar } from '../layout/navbar';
import { RemoteSlots } from '../layout/remote-slots';
import { ShellRoutes } from './shell-routes';

/** The frame of every page: navbar, the shell's own pages or a remote's slot, footer. */
export function ShellApp({ platform, dialogs }: { platform: PlatformContract; dialogs: DialogStore }) {
  return (
    <UiProvider>
      <PlatformProvider platform={platform}>
        <Flex direction="column" minH="100vh">
          <Navbar />
          <Box as="main" flex="1">
            <AppErrorBoundary appName="shell">
              <ShellRoutes />
            </AppErrorBoundary>
            <RemoteSlots />
          </Box>
          <Footer />
        </Flex>
        <Suspense fallback={null}>
          <LazyPlatformDialogs dialogs={dialogs} navigate={platform.navigate} />
        </Suspense>
      </PlatformProvider>
    </UiProvider>
  );
}
