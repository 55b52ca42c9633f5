// The platform contract between the shell and the remotes (architecture.md#the-platform-contract).
export type { PlatformContract, StatusMessage } from './contract';
export {
  JOB_INTEREST_MODULE,
  type JobInterestModule,
  POST_FORM_MODULE,
  type PostFormModule,
  type PostFormProps,
} from './exposed';
export type { SessionState, SessionStore } from '../session/session-store';
export type { DialogStore, PlatformDialog } from './dialog-store';
export { createSessionStore, USER_KEY } from '../session/session-store';
export { createPlatform, DEFAULT_SIGN_IN_MESSAGE } from './create-platform';
export { createStandalonePlatform } from './standalone';
export { subscriptionRequired } from './membership';
export { PlatformProvider, usePlatform, useSession } from './react';
export { createConcurrentRoot, type ConcurrentRoot } from './concurrent-root';
export { AdoptNearScreen, AdoptWhenShown, forScreenWidth, useCardsNearScreen, useNearScreen } from './near-screen';
export type { ByScreenWidth } from './near-screen';
export { returnPathAfterSignIn, signInPath } from '../session/sign-in';
export { keepSessionTrue } from '../session/session-watch';
export {
  discardDraft,
  draftKey,
  draftOver,
  loadDraft,
  sameValues,
  saveDraft,
  useDraftKey,
  useDraftState,
} from './drafts';
export type { DraftState } from './drafts';
