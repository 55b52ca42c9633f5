import type { ComponentType, ReactNode } from 'react';
import * as React from 'react';
import singleSpaReact from 'single-spa-react';
import { createConcurrentRoot, PlatformProvider, type PlatformContract } from '@fairgo/shared/platform';
import { AppErrorBoundary, UiProvider } from '@fairgo/shared/ui';

/** The custom props the shell passes to every remote (architecture.md#the-platform-contract). */
export interface RemoteProps {
  platform: PlatformContract;
}

/** The root every remote renders: the design system, the platform contract and an error boundary. */
export function RemoteRoot({ appName, platform, children }: RemoteProps & { appName: string; children: ReactNode }) {
  return (
    <UiProvider>
      <PlatformProvider platform={platform}>
        <AppErrorBoundary appName={appName} onError={platform.reportRenderError}>
          {children}
        </AppErrorBoundary>
      </PlatformProvider>
    </UiProvider>
  );
}

/**
 * The single-spa lifecycles a remote exposes as `./spa`, rendering into the site's kind of root
 * (a transition, with its own `useId` prefix, hydrating the frame the page was served with):
 * single-spa-react cannot pass root options, so its createRoot is replaced. `preloadPage` (from
 * `pagesOnDemand`) loads the page of the path before the first render, so the prerendered frame in the
 * slot is adopted by the same page, with no lazy fallback in between.
 */
export function createRemoteLifecycles(
  appName: string,
  App: ComponentType,
  preloadPage?: (pathname: string) => Promise<void>,
) {
  // The platform of the current mount, which hears of a served frame its first render did not match.
  let platform: PlatformContract | null = null;
  const lifecycles = singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient: {
      createRoot: (container: Element) =>
        createConcurrentRoot(container, appName, { onMismatch: (error) => platform?.reportRenderError?.(error) }),
    },
    rootComponent: ({ platform }: RemoteProps) => (
      <RemoteRoot appName={appName} platform={platform}>
        <App />
      </RemoteRoot>
    ),
    suppressComponentDidCatchWarning: true,
  });
  return {
    ...lifecycles,
    mount: async (props: Parameters<typeof lifecycles.mount>[0]) => {
      platform = props.platform;
      await preloadPage?.(window.location.pathname);
      return lifecycles.mount(props);
    },
  };
}
