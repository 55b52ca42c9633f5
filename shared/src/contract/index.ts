// The API contract: request and response schemas (TypeBox, so JSON Schema for the server and
// static types for the client) shared by the browser and the server (product.md#records, product.md#api-calls).
// A concept's schemas live in its folder, beside its rules, calls and UI (`shared/src/<concept>/contract.ts`:
// accounts, the session, posts, listings, job interest, tasks, saved searches, credentials, the
// membership); this entry gathers them with the ones of no concept of their own (./common, ./trust…).
export * from '../accounts/contract';
export * from './common';
export * from './health';
export * from '../membership/contract';
export * from './registry';
export * from '../session/contract';
export * from '../posts/contract';
export * from '../listings/contract';
export * from '../job-interest/contract';
export * from './resumes';
export * from '../tasks/contract';
export * from './trust';
export * from '../saved-searches/contract';
export * from './community';
export * from '../credentials/contract';
export type * from './route';
export * from './routes';
