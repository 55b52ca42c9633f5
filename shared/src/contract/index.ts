// The API contract: request and response schemas (TypeBox, so JSON Schema for the server and
// static types for the client) shared by the browser and the server (product.md#records, product.md#api-calls).
export * from './accounts';
export * from './common';
export * from './health';
export * from './payments';
export * from './registry';
export * from './user';
export * from './posts';
export * from './listings';
export * from './job-interest';
export * from './resumes';
export * from './tasks';
export * from './trust';
export * from './saved-searches';
export * from './community';
export * from './credentials';
export type * from './route';
export * from './routes';
