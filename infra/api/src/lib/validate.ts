import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { badRequest } from './http-errors';

/**
 * Checks input that does not come through a route schema (multipart fields) against its contract,
 * stripping unknown fields; a failure is a 400 naming the field.
 */
export function parseWith<T extends TSchema>(schema: T) {
  const compiled = Compile(schema);
  const known = new Set(Object.keys((schema as { properties?: object }).properties ?? {}));
  return (input: Record<string, unknown>): Static<T> => {
    const value = Object.fromEntries(Object.entries(input).filter(([key]) => known.has(key)));
    if (compiled.Check(value)) return value as Static<T>;
    const [first] = compiled.Errors(value);
    if (first?.keyword === 'required')
      throw badRequest(`${first.params.requiredProperties[0] ?? 'a field'} is required`);
    const field = first?.instancePath.replace(/^\//, '') || 'body';
    throw badRequest(`${field} ${first?.message ?? 'is invalid'}`);
  };
}
