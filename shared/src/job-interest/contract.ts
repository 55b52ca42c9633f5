import { Type, type Static } from 'typebox';
import { MAX_INTEREST_MESSAGE } from './rules';
import { Listing } from '../listings/contract';

export * from './rules';

/** POST /api/jobInterest/jobs/:jobId: a note to the employer and the worker's post they see. */
export const InterestBody = Type.Object(
  {
    message: Type.String({ maxLength: MAX_INTEREST_MESSAGE }),
    workerPostId: Type.String({ format: 'uuid' }),
  },
  { additionalProperties: false },
);
export type InterestBody = Static<typeof InterestBody>;

export const JobParams = Type.Object({ jobId: Type.String({ format: 'uuid' }) });
export const AnswerParams = Type.Object({ answerId: Type.String({ format: 'uuid' }) });

/** A job a worker answered, as they see it on their profile: whether the employer has seen it yet. */
export const MyInterest = Type.Object({
  _id: Type.String(),
  jobId: Type.String(),
  job: Type.String(),
  businessName: Type.String(),
  location: Type.String(),
  message: Type.String(),
  createdOn: Type.String(),
  seen: Type.Boolean(),
});
export type MyInterest = Static<typeof MyInterest>;

/** A worker interested in a job, as its employer sees them: their note and their listing card (contact details gated). */
export const InterestedWorker = Type.Object({
  _id: Type.String(),
  message: Type.String(),
  createdOn: Type.String(),
  listing: Listing,
});
export type InterestedWorker = Static<typeof InterestedWorker>;
