import { failureCodes } from '@fairgo/shared/actions';

/** The marketplace's failures, each logged once as `[market] MARKET-0nn …` (useAction, a query's `meta.log`). */
export const FAILURES = failureCodes('MARKET', {
  submitPost: [1, 'submitting a post'],
  loadListings: [2, 'loading the listings'],
  copyToClipboard: [3, 'copying to the clipboard'],
  countListings: [4, 'counting the listings'],
  answerJob: [5, 'answering a job'],
  loadOwnWorkerPosts: [6, 'loading your availability posts'],
  loadInterestedWorkers: [7, 'loading the workers interested in a job'],
  dismissAnswer: [8, 'dismissing an answer'],
  downloadResume: [9, 'downloading a résumé'],
});
