// "I'm interested": a worker tells an employer they want a job, with a short message and one of
// their own availability posts attached.

/** The most a worker may write to the employer. */
export const MAX_INTEREST_MESSAGE = 300;

/** How many jobs a worker may answer in a day (any 24 hours). */
export const MAX_INTEREST_PER_DAY = 30;
