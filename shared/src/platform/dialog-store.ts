import { createStore, type StoreApi } from 'zustand/vanilla';
import type { StatusMessage } from './contract';

export type PlatformDialog =
  | { kind: 'signIn'; message: string }
  | { kind: 'membership'; email?: string | undefined }
  | { kind: 'sessionEnded'; email?: string | undefined; suspended?: string | null }
  | ({ kind: 'status' } & StatusMessage);

export interface DialogState {
  dialog: PlatformDialog | null;
  /** Dialogs asked for while another was open: each shows when the one before it closes. */
  queue: PlatformDialog[];
  open: (dialog: PlatformDialog) => void;
  close: () => void;
}

export type DialogStore = StoreApi<DialogState>;

export const createDialogStore = (): DialogStore =>
  createStore<DialogState>()((set, get) => ({
    dialog: null,
    queue: [],
    open: (dialog) => (get().dialog ? set({ queue: [...get().queue, dialog] }) : set({ dialog })),
    close: () => {
      const [next = null, ...rest] = get().queue;
      set({ dialog: next, queue: rest });
    },
  }));
