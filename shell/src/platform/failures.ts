import { failureCodes, PLATFORM_FAILURES } from '@fairgo/shared/actions';

export const SUBSCRIBE_FAILED = 'Something went wrong. Please try again.';
export const SUBSCRIBE_ERROR = 'An error occurred. Please try again.';

/** The shell's failures, each logged as `[shell] SHELL-0nn …` (the platform's dialogs have 13 to 16), and what a write's tells. */
export const FAILURES = failureCodes(
  'SHELL',
  {
    registryUnreachable: [1, 'the remote registry could not be reached'],
    remoteLoad: [2, 'a remote failed to load'],
    remoteLifecycle: [3, 'a remote failed'],
    overrideIgnored: [4, 'an override was ignored'],
    pageAhead: [5, 'the page could not be loaded ahead of rendering'],
    webVitals: [6, 'web-vitals could not be loaded'],
    healthToken: [7, 'no health token: this page load reports nothing'],
    start: [8, 'the shell could not start'],
    // product.md#messages: a refused request says 'Something went wrong', an unreachable server 'An error occurred'.
    newsletter: [10, 'signing up for the newsletter', { failed: SUBSCRIBE_FAILED, unreached: SUBSCRIBE_ERROR }],
    newUsers: [11, 'loading the new users'],
    news: [12, 'loading the news'],
    markNotificationsRead: [17, 'marking the notifications read'],
  },
  Object.values(PLATFORM_FAILURES),
);
