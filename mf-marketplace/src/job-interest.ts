// Exposed as `mf_marketplace/job-interest`: the workers interested in a job, as listing cards with their
// contact details gated, which mf-account shows under each job on the employer's profile. Its shape is
// `JobInterestModule` (@fairgo/shared/platform), which mf-account is typed by.
import type * as ThisModule from './job-interest';
import type { JobInterestModule } from '@fairgo/shared/platform';

export { InterestedWorkers } from './features/listings/interest/interested-workers';

/** Fails the typecheck when this module no longer has the shape mf-account loads it by. */
export type Provides = Satisfies<JobInterestModule, typeof ThisModule>;
type Satisfies<Shape, Module extends Shape> = Module;
