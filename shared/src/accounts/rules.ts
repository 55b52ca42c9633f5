/** Where the browser keeps the session's token (product.md#api-calls: `localStorage`). */
export const TOKEN_KEY = 'token';

/** A person's or a post's name: 1 to 100 characters; the forms say so when it is missing or too long. */
export const MAX_NAME = 100;
export const NAME_RULE = `Please enter a name of at most ${MAX_NAME} characters.`;

export const INVALID_LOGIN = 'Invalid email or password.';
export const LOGIN_FAILED = 'An error occurred during login. Please try again.';
/** What the site says when the server has ended a session while a page of it was open. */
export const SESSION_ENDED = 'Your session has ended. Sign in again to carry on: what you typed is still here.';

export const HOW_DID_YOU_HEAR = ['Facebook', 'Word of Mouth', 'Referral', 'Google'] as const;

/** Uploaded images: checked by their content, at most 5 MB. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/**
 * …and at most 40 megapixels (a phone camera takes 12 to 50): a few bytes of PNG can declare a picture
 * of 16,000 × 16,000, which would take a gigabyte to decode and show.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** The largest request the API reads: a JSON or URL-encoded form, and a multipart form with its files. */
export const REQUEST_LIMITS = {
  formBytes: 1024 * 1024,
  files: 6,
  fields: 30,
  fieldBytes: 10_000,
  /** Every file at its largest and every field at its longest, with room for the parts' headers. */
  get multipartBytes() {
    return this.files * MAX_IMAGE_BYTES + this.fields * this.fieldBytes + 64 * 1024;
  },
} as const;

export const TOO_LARGE_MESSAGE = 'That is too large to send (files at most 5 MB, forms at most 1 MB).';
