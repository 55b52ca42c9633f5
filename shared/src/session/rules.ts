export const ROLES = ['worker', 'employer', 'both'] as const;

export type Role = (typeof ROLES)[number];
