import { failureCodes, theirWords } from '@fairgo/shared/actions';

export const POST_FAILED = 'Error submitting data';
export const INTEREST_FAILED = 'Your answer could not be sent. Please try again.';
export const DISMISS_FAILED = 'The answer could not be dismissed. Please try again.';
export const RESUME_FAILED = 'The résumé could not be downloaded. Please try again.';
// And what each load tells when it fails.
export const LISTINGS_LOAD_FAILED = 'The listings could not be loaded. Please press Refresh to try again.';
export const OWN_POSTS_LOAD_FAILED = 'Your availability posts could not be loaded. Please try again.';
export const INTERESTED_LOAD_FAILED =
  'The workers interested in this job could not be loaded. Please refresh the page.';

/**
 * The marketplace's failures, each logged once as `[market] MARKET-0nn …` (a write, a query's `meta.log`),
 * and what its failure tells the person (product.md#messages).
 */
export const FAILURES = failureCodes('MARKET', {
  // product.md#states: 'Error submitting data'; a refusal's reason (a membership is needed) goes under it.
  submitPost: [1, 'submitting a post', POST_FAILED],
  loadListings: [2, 'loading the listings', LISTINGS_LOAD_FAILED],
  copyToClipboard: [3, 'copying to the clipboard'],
  countListings: [4, 'counting the listings'],
  // Why it was refused (already answered, the day's limit), in the server's words.
  answerJob: [5, 'answering a job', { failed: INTEREST_FAILED, refused: theirWords }],
  loadOwnWorkerPosts: [6, 'loading your availability posts', OWN_POSTS_LOAD_FAILED],
  loadInterestedWorkers: [7, 'loading the workers interested in a job', INTERESTED_LOAD_FAILED],
  dismissAnswer: [8, 'dismissing an answer', DISMISS_FAILED],
  downloadResume: [9, 'downloading a résumé', { failed: RESUME_FAILED, refused: theirWords }],
});
