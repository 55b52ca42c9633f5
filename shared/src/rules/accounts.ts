/** Where the browser keeps the session's token (spec §7: `localStorage`). */
export const TOKEN_KEY = 'token';

export const HOW_DID_YOU_HEAR = ['Facebook', 'Word of Mouth', 'Referral', 'Google'] as const;

/** Uploaded images: checked by their content, at most 5 MB. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
