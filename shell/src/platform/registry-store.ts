import type { RegistryEntry } from '@fairgo/shared/contract';
import { createStore } from 'zustand/vanilla';

interface RegistryState {
  status: 'loading' | 'ready';
  entries: RegistryEntry[];
  ready: (entries: RegistryEntry[]) => void;
}

/** The remotes the registry released, once it has answered (or its last-known-good copy has). */
export const registryStore = createStore<RegistryState>()((set) => ({
  status: 'loading',
  entries: [],
  ready: (entries) => set({ status: 'ready', entries }),
}));
