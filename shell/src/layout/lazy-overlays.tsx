import type { DialogStore, PlatformContract } from '@fairgo/shared/platform';
import { lazy, Suspense, useState } from 'react';
import { useStore } from 'zustand';
import { designSystemEntries } from '../platform/design-system-entries';

// The shell's overlays come from '@fairgo/shared/ui/overlays' only when needed (docs/performance.md):
// Chakra's dialog and menu machinery is ~120 KB gzipped, more than the rest of the landing page.
const LazyPlatformDialogs = lazy(() =>
  designSystemEntries['@fairgo/shared/ui/overlays']().then((module) => ({ default: module.PlatformDialogs })),
);
export const LazyAccountMenu = lazy(() =>
  import(/* webpackChunkName: "lazy-account-menu" */ './account-menu').then((module) => ({
    default: module.AccountMenu,
  })),
);

/** The platform's dialogs, loaded when the first one is asked for and kept from then on. */
export function PlatformDialogsOnDemand({ dialogs, platform }: { dialogs: DialogStore; platform: PlatformContract }) {
  const asked = useStore(dialogs, (state) => state.dialog !== null);
  const [needed, setNeeded] = useState(false);
  if (asked && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <LazyPlatformDialogs dialogs={dialogs} platform={platform} />
    </Suspense>
  ) : null;
}
