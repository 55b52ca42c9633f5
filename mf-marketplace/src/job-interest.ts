// Exposed as `mf_marketplace/job-interest` (ARCHITECTURE §1 (c)): the workers interested in a job, as
// listing cards with their contact details gated, which mf-account shows under each job on the
// employer's profile. mf-account compiles against this module's types (tsconfig `paths`).
export { InterestedWorkers } from './features/listings/interest/interested-workers';
