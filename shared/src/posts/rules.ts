/** Monday to Sunday, each available by default (product.md#limits). */
export const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export type Day = (typeof DAYS)[number];

export const GENDERS = ['Male', 'Female', 'Other'] as const;

export type Gender = (typeof GENDERS)[number];

export const MAX_POST_DESCRIPTION = 300;
