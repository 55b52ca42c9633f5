import { ACCOUNT_SUSPENDED, INVALID_LOGIN, LOGIN_FAILED } from '@fairgo/shared/rules';
import { failureCodes, theirWords, type Said } from './log-failure';

export const CHECKOUT_FAILED = 'The payment page could not be opened. Please try again.';
export const REPORT_FAILED = 'Your report could not be sent. Please try again.';
export const SAVE_SEARCH_FAILED = 'Your search could not be saved. Please try again.';

/**
 * What a refused sign-in tells the person (product.md#messages), from the login page or over a page whose
 * session ended: wrong e-mail or password, a suspended account (with the admin's reason, as the server
 * words it), or a failure.
 */
export const SIGN_IN_SAID: Said = {
  failed: LOGIN_FAILED,
  answers: { suspended: theirWords, 400: INVALID_LOGIN, 403: ACCOUNT_SUSPENDED },
};

/** Failures of what every app runs: a render that throws, a served page its first render did not match. */
export const APP_FAILURES = failureCodes('APP', {
  render: [1, 'unhandled render error'],
  servedPageMismatch: [2, 'the served page did not match the first render; rendered anew'],
});

/** The API client's own: a counter's call failed (product.md#api-calls's counters are fire-and-forget). */
export const API_FAILURES = failureCodes('API', { count: [1, 'counting a visit or a post'] });

/** A query or a write that names no failure of its own (`meta.log`). */
export const QUERY_FAILURES = failureCodes('QUERY', { load: [1, 'loading data'], write: [2, 'saving a change'] });

/**
 * The platform's own dialogs and buttons, which any app opens and the shell shows: their codes are the
 * shell's, numbered after the shell's own table (shell/src/platform/failures.ts takes them as taken).
 */
export const PLATFORM_FAILURES = failureCodes('SHELL', {
  membershipCheckout: [13, 'opening the membership checkout', CHECKOUT_FAILED],
  // The server's words when they apply: reported already (409), one's own (403), gone (404).
  report: [
    14,
    'reporting content',
    { failed: REPORT_FAILED, answers: { 403: theirWords, 404: theirWords, 409: theirWords } },
  ],
  // The server's reason it refused: already saved, 20 already, a filter it cannot keep.
  saveSearch: [15, 'saving a search', { failed: SAVE_SEARCH_FAILED, answers: { 400: theirWords, 409: theirWords } }],
  signInAgain: [16, 'signing in again', SIGN_IN_SAID],
});
