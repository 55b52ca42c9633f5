import { lazy, Suspense, type ComponentType } from 'react';
import { createConcurrentRoot, createStandalonePlatform, type PlatformContract } from '@fairgo/shared/platform';
import { RemoteRoot } from './create-remote-lifecycles';

// On demand: imported statically, every remote's `./spa` (this entry) would load Chakra's overlays on
// every route it owns, standalone or not (~48 KB gzipped and their evaluation).
const PlatformDialogs = lazy(() =>
  import('@fairgo/shared/ui/overlays').then((overlays) => ({ default: overlays.PlatformDialogs })),
);

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
  void createConcurrentRoot(container, appName).render(
    <RemoteRoot appName={appName} platform={contract}>
      <App />
      <Suspense fallback={null}>
        <PlatformDialogs dialogs={dialogs} platform={contract} />
      </Suspense>
    </RemoteRoot>,
  );
}
