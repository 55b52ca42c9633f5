import { failureCodes } from '@fairgo/shared/actions';

/** The marketplace's failures, each logged once as `[market] MARKET-0nn …` (useAction, a query's `meta.log`). */
export const FAILURES = failureCodes('MARKET', {
  submitPost: [1, 'submitting a post'],
  loadListings: [2, 'loading the listings'],
  copyToClipboard: [3, 'copying to the clipboard'],
  countListings: [4, 'counting the listings'],
});
