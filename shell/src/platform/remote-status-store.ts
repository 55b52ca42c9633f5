import { createStore } from 'zustand/vanilla';

export type RemoteStatus = { state: 'loading' } | { state: 'mounted' } | { state: 'failed'; error: unknown };

interface RemoteStatusState {
  statuses: Record<string, RemoteStatus>;
  set: (name: string, status: RemoteStatus) => void;
}

/** How each remote is doing, so its slot can show a spinner or a fallback with a retry. */
export const remoteStatusStore = createStore<RemoteStatusState>()((set) => ({
  statuses: {},
  set: (name, status) => set((state) => ({ statuses: { ...state.statuses, [name]: status } })),
}));

/** Resolves once each of these remotes has mounted or failed (at once when there are none). */
export function remotesSettled(names: string[], store = remoteStatusStore): Promise<void> {
  const settled = () =>
    names.every((name) => ['mounted', 'failed'].includes(store.getState().statuses[name]?.state ?? 'loading'));
  return new Promise((resolve) => {
    if (settled()) return resolve();
    const stop = store.subscribe(() => {
      if (!settled()) return;
      stop();
      resolve();
    });
  });
}
