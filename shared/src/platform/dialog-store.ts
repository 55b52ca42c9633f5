import { createStore, type StoreApi } from 'zustand/vanilla';
import type { StatusMessage } from './contract';

export type PlatformDialog =
  { kind: 'signIn'; message: string } | { kind: 'membership' } | ({ kind: 'status' } & StatusMessage);

export interface DialogState {
  dialog: PlatformDialog | null;
  open: (dialog: PlatformDialog) => void;
  close: () => void;
}

export type DialogStore = StoreApi<DialogState>;

export const createDialogStore = (): DialogStore =>
  createStore<DialogState>()((set) => ({
    dialog: null,
    open: (dialog) => set({ dialog }),
    close: () => set({ dialog: null }),
  }));
