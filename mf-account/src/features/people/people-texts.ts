// The texts of the public profile page, /people/:userId.
export const PERSON_LOAD_FAILED = 'This profile could not be loaded. The person may no longer be on FairGo.';
export const NO_REVIEWS_TEXT = 'No reviews yet. Reviews appear after completed tasks.';
export const NO_BADGES = 'No verified credentials yet.';
