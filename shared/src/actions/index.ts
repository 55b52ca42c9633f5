// How the apps act and fail (issue 17): one hook for a person's actions, one log line for a failure.
export { logFailure, type FailureCode } from './log-failure';
export { useAction, type ActionOptions } from './use-action';
export {
  SaveSearchButton,
  SAVE_SEARCH_FAILED,
  SEARCH_SAVED,
  SEARCH_SAVED_DETAIL,
  SIGN_IN_TO_SAVE,
} from './save-search-button';
