import type { RegistryEntry } from '@fairgo/shared/contract';

/** A released remote as the registry answers it; the tasks remote unless told otherwise. */
export const testRegistryEntry = (changes: Partial<RegistryEntry> = {}): RegistryEntry => ({
  name: 'mf_tasks',
  title: 'Tasks',
  version: '1.0.0',
  manifestUrl: 'http://localhost:3002/mf-manifest.json',
  routes: ['/tasks'],
  ...changes,
});
