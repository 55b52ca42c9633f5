import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { badRequest } from './http-errors';

/**
 * Checks input against its contract where a route schema cannot (multipart fields; a part whose
 * shape depends on another, such as a saved search's filters on its kind). A failure is a 400 naming
 * the field as the route schemas do, under `prefix` when the input is part of a body ('filters.near').
 */
export function checkWith<T extends TSchema>(schema: T, prefix = '') {
  const compiled = Compile(schema);
  const named = (field: string) => [prefix, field].filter(Boolean).join('.') || 'body';
  return (value: unknown): Static<T> => {
    if (compiled.Check(value)) return value as Static<T>;
    const [first] = compiled.Errors(value);
    // A field the contract does not name comes as a 'false' schema at its path.
    if (first?.keyword === 'boolean')
      throw badRequest(`${named(first.instancePath.replace(/^\//, '').replaceAll('/', '.'))} is not a field we take`);
    const at = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
    if (first?.keyword === 'required')
      throw badRequest(`${named([at, first.params.requiredProperties[0]].filter(Boolean).join('.'))} is required`);
    throw badRequest(`${named(at)} ${first?.message ?? 'is invalid'}`);
  };
}

/** checkWith for a form's fields (multipart), dropping the fields the contract does not name. */
export function parseWith<T extends TSchema>(schema: T) {
  const check = checkWith(schema);
  const known = new Set(Object.keys((schema as { properties?: object }).properties ?? {}));
  return (input: Record<string, unknown>): Static<T> =>
    check(Object.fromEntries(Object.entries(input).filter(([key]) => known.has(key))));
}
