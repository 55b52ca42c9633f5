// In place of `use-sync-external-store/shim` (wouter imports it): React 18 and later have the hook
// itself, and the shim's copy for older Reacts, never run here, was shipped on every route
// (resolveAliases, ../create-app-config.cjs).
export { useSyncExternalStore } from 'react';
