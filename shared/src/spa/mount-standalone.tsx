import type { ComponentType } from 'react';
import { createConcurrentRoot, createStandalonePlatform, type PlatformContract } from '@fairgo/shared/platform';
import { PlatformDialogs } from '@fairgo/shared/overlays';
import { RemoteRoot } from './create-remote-lifecycles';

/**
 * Runs a remote alone (`npm run dev -w <remote>`), with a local implementation of the platform
 * contract, against the real API (the dev server proxies /api).
 */
export function mountStandalone(
  appName: string,
  App: ComponentType,
  container: HTMLElement,
  options: { loadRemoteModule?: PlatformContract['loadRemoteModule'] } = {},
) {
  const { contract, dialogs } = createStandalonePlatform(options);
  void createConcurrentRoot(container, `${appName}-`).render(
    <RemoteRoot appName={appName} platform={contract}>
      <App />
      <PlatformDialogs dialogs={dialogs} platform={contract} />
    </RemoteRoot>,
  );
}
