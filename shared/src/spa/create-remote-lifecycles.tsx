import type { ComponentType, ReactNode } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { PlatformProvider, type PlatformContract } from '@fairgo/shared/platform';
import { AppErrorBoundary, UiProvider } from '@fairgo/shared/ui';

/** The custom props the shell passes to every remote (ARCHITECTURE §2.4). */
export interface RemoteProps {
  platform: PlatformContract;
}

/** The root every remote renders: the design system, the platform contract and an error boundary. */
export function RemoteRoot({ appName, platform, children }: RemoteProps & { appName: string; children: ReactNode }) {
  return (
    <UiProvider>
      <PlatformProvider platform={platform}>
        <AppErrorBoundary appName={appName}>{children}</AppErrorBoundary>
      </PlatformProvider>
    </UiProvider>
  );
}

/**
 * The single-spa lifecycles a remote exposes as `./spa`. Each React root gets its own
 * `identifierPrefix`, so `useId` values (label ↔ input links) never collide across roots
 * (ARCHITECTURE §6); single-spa-react cannot pass createRoot options, so its createRoot is wrapped.
 */
export function createRemoteLifecycles(appName: string, App: ComponentType) {
  return singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient: {
      createRoot: (container: Element) => ReactDOMClient.createRoot(container, { identifierPrefix: `${appName}-` }),
    },
    rootComponent: ({ platform }: RemoteProps) => (
      <RemoteRoot appName={appName} platform={platform}>
        <App />
      </RemoteRoot>
    ),
    suppressComponentDidCatchWarning: true,
  });
}
