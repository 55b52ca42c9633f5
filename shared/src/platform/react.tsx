import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { PlatformContract } from './contract';
import type { SessionState } from '../session/session-store';

const PlatformContext = createContext<PlatformContract | null>(null);

export function PlatformProvider({ platform, children }: { platform: PlatformContract; children: ReactNode }) {
  return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
}

export function usePlatform(): PlatformContract {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform must be used inside <PlatformProvider>');
  return platform;
}

/** Reads the shell's session store, re-rendering when the selected part changes. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(usePlatform().session, selector);
}
