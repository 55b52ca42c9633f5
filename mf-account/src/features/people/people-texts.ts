// The texts of the public profile page, /people/:userId.
export const NO_REVIEWS_TEXT = 'No reviews yet. Reviews appear after completed tasks.';
export const NO_BADGES = 'No verified credentials yet.';
