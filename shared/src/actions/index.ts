// How the apps act and fail: one hook for a person's actions, one log line for a failure.
export { failureCodes, logFailure, type FailureCode } from './log-failure';
export { useAction, type Action, type ActionOptions } from './use-action';
export { useSignIn } from './use-sign-in';
export { API_FAILURES, APP_FAILURES, PLATFORM_FAILURES, QUERY_FAILURES } from './failures';
