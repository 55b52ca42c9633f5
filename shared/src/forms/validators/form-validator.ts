/** One problem a validator found, as Ajv reports it. */
export interface ValidationIssue {
  /** JSON pointer to the value, e.g. `/email`; empty for the object itself (a missing property). */
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** A validator compiled at build time from a contract schema (./generate.ts): a type guard with Ajv's errors. */
export interface FormValidator<T> {
  (data: unknown): data is T;
  errors?: ValidationIssue[] | null;
}
