import { useSyncExternalStore } from 'react';

// single-spa patches pushState/replaceState to fire popstate, so every navigation reaches here.
const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};

/**
 * The current path. The shell routes only its own three pages, so it needs no router: single-spa
 * decides which remote is active, and each remote routes inside itself (ARCHITECTURE §2.5).
 */
export const usePathname = () => useSyncExternalStore(subscribe, () => window.location.pathname);
