import { PlatformProvider, type DialogStore, type PlatformContract } from '@fairgo/shared/platform';
import { AppErrorBoundary, UiProvider } from '@fairgo/shared/ui';
import { PlatformDialogsOnDemand } from '../layout/lazy-overlays';
import { RemoteSlots } from '../layout/remote-slots';
import { ShellFrame } from './shell-frame';
import { ShellRoutes } from './shell-routes';

/** The shell: its own pages or a remote's slot inside the frame, and the platform's dialogs. */
export function ShellApp({ platform, dialogs }: { platform: PlatformContract; dialogs: DialogStore }) {
  return (
    <UiProvider>
      <PlatformProvider platform={platform}>
        <ShellFrame>
          <AppErrorBoundary appName="shell">
            <ShellRoutes />
          </AppErrorBoundary>
          <RemoteSlots />
        </ShellFrame>
        <PlatformDialogsOnDemand dialogs={dialogs} platform={platform} />
      </PlatformProvider>
    </UiProvider>
  );
}
