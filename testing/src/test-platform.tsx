import type { User } from '@fairgo/shared/contract';
import { createPlatform, createSessionStore, PlatformProvider } from '@fairgo/shared/platform';
import { PlatformDialogs } from '@fairgo/shared/ui/overlays';
import { UiProvider } from '@fairgo/shared/ui';
import type { ReactNode } from 'react';

/**
 * The real platform contract (session store, dialogs) for component tests, with navigation
 * recorded instead of performed: `navigations` lists every call in order.
 */
export function createTestPlatform({
  user,
  remoteModules = {},
}: {
  user?: User;
  /** What `loadRemoteModule(id)` answers in the test, by id; an unknown id rejects. */
  remoteModules?: Record<string, unknown>;
} = {}) {
  const navigations: { to: string; replace: boolean }[] = [];
  const session = createSessionStore();
  if (user) session.getState().login('test-token', user);
  else session.getState().logout();
  const { contract, dialogs } = createPlatform({
    session,
    navigate: (to, { replace = false } = {}) => navigations.push({ to, replace }),
    loadRemoteModule: <T,>(id: string) =>
      id in remoteModules
        ? Promise.resolve(remoteModules[id] as T)
        : Promise.reject(new Error(`${id} is not available in this test`)),
  });
  const Harness = ({ children }: { children: ReactNode }) => (
    <UiProvider>
      <PlatformProvider platform={contract}>
        {children}
        <PlatformDialogs dialogs={dialogs} platform={contract} />
      </PlatformProvider>
    </UiProvider>
  );
  return { platform: contract, dialogs, navigations, Harness };
}
