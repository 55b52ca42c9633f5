import type { RegistryEntry } from '@fairgo/shared/contract';
import { createStore } from 'zustand/vanilla';
import type { Overrides } from './overrides';

interface RegistryState {
  status: 'loading' | 'ready';
  entries: RegistryEntry[];
  /** Remotes a developer pointed at a local build (shown in the override badge). */
  overrides: Overrides;
  /** The remotes whose prerendered frame the page was served with (set once, at start-up). */
  servedFrames: string[];
  ready: (entries: RegistryEntry[], overrides?: Overrides) => void;
}

/** The remotes the registry released, once it has answered (or its last-known-good copy has). */
export const registryStore = createStore<RegistryState>()((set) => ({
  status: 'loading',
  entries: [],
  overrides: {},
  servedFrames: [],
  ready: (entries, overrides = {}) => set({ status: 'ready', entries, overrides }),
}));
