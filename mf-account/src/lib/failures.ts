import { failureCodes } from '@fairgo/shared/actions';

/** The account app's failures, each logged once as `[account] ACCOUNT-0nn …` (useAction, a query's `meta.log`). */
export const FAILURES = failureCodes('ACCOUNT', {
  loadPostForm: [1, 'loading the post form'],
  loadOwnPosts: [2, 'loading your posts'],
  updatePost: [3, 'updating a post'],
  deletePost: [4, 'deleting a post'],
  uploadProfileImage: [5, 'uploading a profile image'],
  login: [6, 'logging in'],
  register: [7, 'registering'],
  changePassword: [8, 'changing the password'],
  resetPassword: [9, 'resetting the password'],
  askResetLink: [10, 'asking for a reset link'],
  loadPerson: [11, 'loading a public profile'],
  hideReview: [12, 'hiding a review'],
  loadSavedSearches: [13, 'loading your saved searches'],
  changeSavedSearch: [14, 'changing a saved search'],
  loadCredentials: [15, 'loading your credentials'],
  addCredential: [16, 'adding a credential'],
  deleteCredential: [17, 'deleting a credential'],
  openCredentialDocument: [18, 'opening a credential document'],
  loadJobInterest: [19, "loading the marketplace's list of interested workers"],
  loadMyAnswers: [20, 'loading the jobs you answered'],
  withdrawAnswer: [21, 'withdrawing an answer to a job'],
  loadResume: [22, 'loading your résumé'],
  changeResume: [23, 'uploading or removing your résumé'],
});
