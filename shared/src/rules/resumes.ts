// A worker's résumé: one PDF on their profile, which member employers download from their cards.

export const MAX_RESUME_BYTES = 2 * 1024 * 1024;
export const RESUME_TOO_BIG = 'resume: a résumé can be at most 2 MB.';
export const RESUME_NOT_PDF = 'resume: a résumé must be a PDF.';
