import type { User } from '@fairgo/shared/contract';
import { createPlatform, createSessionStore, PlatformProvider } from '@fairgo/shared/platform';
import { PlatformDialogs } from '@fairgo/shared/overlays';
import { UiProvider } from '@fairgo/shared/ui';
import type { ReactNode } from 'react';

/**
 * The real platform contract (session store, dialogs) for component tests, with navigation
 * recorded instead of performed: `navigations` lists every call in order.
 */
export function createTestPlatform({ user }: { user?: User } = {}) {
  const navigations: { to: string; replace: boolean }[] = [];
  const session = createSessionStore();
  if (user) session.getState().login('test-token', user);
  else session.getState().logout();
  const { contract, dialogs } = createPlatform({
    session,
    navigate: (to, { replace = false } = {}) => navigations.push({ to, replace }),
  });
  const Harness = ({ children }: { children: ReactNode }) => (
    <UiProvider>
      <PlatformProvider platform={contract}>
        {children}
        <PlatformDialogs dialogs={dialogs} navigate={contract.navigate} />
      </PlatformProvider>
    </UiProvider>
  );
  return { platform: contract, dialogs, navigations, Harness };
}
