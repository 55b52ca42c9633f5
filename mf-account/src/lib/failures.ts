import { failureCodes, SIGN_IN_SAID, theirWords } from '@fairgo/shared/actions';

// product.md#messages: what each write of the account pages tells when it fails.
export const POST_UPDATE_FAILED = 'Error updated the data';
export const JOB_POST_DELETE_FAILED = 'Error deleting adviser data';
export const WORKER_POST_DELETE_FAILED = 'Error deleting worker data';
export const IMAGE_UPLOAD_FAILED = 'Error uploading profile image';
export const REGISTER_FAILED = 'An error occurred during registration. Please try again.';
export const ALREADY_REGISTERED = 'You are already registered, please log in.';
export const CHANGE_REFUSED = 'Failed to change password. Please check your details.';
export const USER_NOT_FOUND = 'User not found.';
/** product.md#messages's words for any other failure of a password form. */
export const PASSWORD_ERROR = 'An error occurred. Please try again.';
export const REVIEW_HIDE_FAILED = 'The review could not be hidden. Please try again.';
export const SEARCH_CHANGE_FAILED = 'Your saved search could not be changed. Please try again.';
export const CREDENTIAL_ADD_FAILED = 'Your credential could not be added. Please try again.';
export const CREDENTIAL_CHANGE_FAILED = 'Your credential could not be changed. Please try again.';
export const WITHDRAW_FAILED = 'Your answer could not be withdrawn. Please try again.';
export const RESUME_CHANGE_FAILED = 'Your résumé could not be saved. Please try again.';
export const EXPORT_FAILED = 'Your data could not be downloaded. Please try again.';
export const DELETE_FAILED = 'Your account could not be deleted. Please try again.';
// And what each load tells when it fails.
export const OWN_POSTS_LOAD_FAILED = 'Your posts could not be loaded. Please refresh the page.';
export const PERSON_LOAD_FAILED = 'This profile could not be loaded. The person may no longer be on FairGo.';
export const SAVED_SEARCHES_FAILED = 'Your saved searches could not be loaded. Please reload the page.';
export const CREDENTIALS_FAILED = 'Your credentials could not be loaded. Please reload the page.';
export const RESUME_LOAD_FAILED = 'Your résumé could not be loaded. Please reload the page.';
export const MY_ANSWERS_LOAD_FAILED = 'The jobs you answered could not be loaded. Please refresh the page.';

/** The form's own name for each field the server may name in a refusal ('expiresOn: …', 'resume: …'). */
const FIELD_LABELS: Record<string, string> = {
  type: 'Credential',
  number: 'Number',
  state: 'Where it applies',
  expiresOn: 'Expires on',
  document: 'Document',
};
/** A refusal in the form's words: a field the form labels keeps its label, one it shows alone (password, résumé) loses its name. */
const inFormWords = (words: string) =>
  words.replace(/^(\w+): /, (prefix, field: string) => (FIELD_LABELS[field] ? `${FIELD_LABELS[field]}: ` : ''));

/**
 * The account app's failures, each logged once as `[account] ACCOUNT-0nn …` (a write, a query's `meta.log`),
 * and what its failure tells the person (product.md#messages).
 */
export const FAILURES = failureCodes('ACCOUNT', {
  loadPostForm: [1, 'loading the post form'],
  loadOwnPosts: [2, 'loading your posts', OWN_POSTS_LOAD_FAILED],
  updatePost: [3, 'updating a post', POST_UPDATE_FAILED],
  deleteJobPost: [4, 'deleting a job post', JOB_POST_DELETE_FAILED],
  uploadProfileImage: [5, 'uploading a profile image', IMAGE_UPLOAD_FAILED],
  login: [6, 'logging in', SIGN_IN_SAID],
  register: [7, 'registering', { failed: REGISTER_FAILED, answers: { alreadyRegistered: ALREADY_REGISTERED } }],
  // A wrong e-mail or old password is refused (400).
  changePassword: [8, 'changing the password', { failed: PASSWORD_ERROR, answers: { 400: CHANGE_REFUSED } }],
  // An expired or used link (400) says which, in the server's words.
  resetPassword: [9, 'resetting the password', { failed: PASSWORD_ERROR, answers: { 400: theirWords } }],
  askResetLink: [10, 'asking for a reset link', { failed: PASSWORD_ERROR, answers: { 404: USER_NOT_FOUND } }],
  loadPerson: [11, 'loading a public profile', PERSON_LOAD_FAILED],
  hideReview: [12, 'hiding a review', REVIEW_HIDE_FAILED],
  loadSavedSearches: [13, 'loading your saved searches', SAVED_SEARCHES_FAILED],
  changeSavedSearch: [14, 'changing a saved search', SEARCH_CHANGE_FAILED],
  loadCredentials: [15, 'loading your credentials', CREDENTIALS_FAILED],
  // The server checks each field and the document's bytes: its refusal, in the form's words.
  addCredential: [16, 'adding a credential', { failed: CREDENTIAL_ADD_FAILED, answers: { 400: inFormWords } }],
  deleteCredential: [17, 'deleting a credential', CREDENTIAL_CHANGE_FAILED],
  openCredentialDocument: [18, 'opening a credential document', CREDENTIAL_CHANGE_FAILED],
  loadJobInterest: [19, "loading the marketplace's list of interested workers"],
  loadMyAnswers: [20, 'loading the jobs you answered', MY_ANSWERS_LOAD_FAILED],
  withdrawAnswer: [21, 'withdrawing an answer to a job', WITHDRAW_FAILED],
  loadResume: [22, 'loading your résumé', RESUME_LOAD_FAILED],
  changeResume: [23, 'uploading or removing your résumé', { failed: RESUME_CHANGE_FAILED, refused: inFormWords }],
  exportData: [24, 'downloading your data', EXPORT_FAILED],
  // A refusal (a wrong password, money held) is shown in the dialog.
  deleteAccount: [25, 'deleting your account', { failed: DELETE_FAILED, refused: inFormWords }],
  checkResetLink: [26, 'checking a reset link', PASSWORD_ERROR],
  deleteWorkerPost: [27, 'deleting an availability post', WORKER_POST_DELETE_FAILED],
});
