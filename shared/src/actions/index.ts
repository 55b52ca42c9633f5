// How the apps fail: each app's one table of failures (its codes and what each tells the person), one
// log line for a failure. Writes themselves are `useWrite` (@fairgo/shared/queries), on TanStack Query.
export { failureCodes, logFailure, theirWords, toldOf, type Failure, type Said } from './log-failure';
export {
  API_FAILURES,
  APP_FAILURES,
  CHECKOUT_FAILED,
  PLATFORM_FAILURES,
  QUERY_FAILURES,
  REPORT_FAILED,
  SAVE_SEARCH_FAILED,
  SIGN_IN_SAID,
} from './failures';
export { count } from './count';
