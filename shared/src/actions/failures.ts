import { failureCodes } from './log-failure';

/** Failures of what every app runs: a render that throws, a served page its first render did not match. */
export const APP_FAILURES = failureCodes('APP', {
  render: [1, 'unhandled render error'],
  servedPageMismatch: [2, 'the served page did not match the first render; rendered anew'],
});

/** The API client's own: a counter's call failed (product.md#api-calls's counters are fire-and-forget). */
export const API_FAILURES = failureCodes('API', { count: [1, 'counting a visit or a post'] });

/** A query that names no failure of its own (`meta.log`). */
export const QUERY_FAILURES = failureCodes('QUERY', { load: [1, 'loading data'] });

/**
 * The platform's own dialogs and buttons, which any app opens and the shell shows: their codes are the
 * shell's, numbered after the shell's own table (shell/src/platform/failures.ts takes them as taken).
 */
export const PLATFORM_FAILURES = failureCodes('SHELL', {
  membershipCheckout: [13, 'opening the membership checkout'],
  report: [14, 'reporting content'],
  saveSearch: [15, 'saving a search'],
  signInAgain: [16, 'signing in again'],
});
