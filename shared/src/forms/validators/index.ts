// The contract's form schemas as validators compiled at build time (./generate.ts).
export * from './validators.generated.js';
export type { FormValidator, ValidationIssue } from './form-validator';
