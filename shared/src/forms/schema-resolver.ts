import { typeboxResolver } from '@hookform/resolvers/typebox';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { Static, TObject } from 'typebox';

/** What a field shows when its schema fails and the form gave no message of its own. */
function defaultMessage(keyword: string | undefined): string {
  switch (keyword) {
    case 'required':
    case 'minLength':
      return 'This field is required.';
    case 'format':
      return 'Invalid email address';
    case 'maxLength':
      return 'This is too long.';
    default:
      return 'Please check this field.';
  }
}

/**
 * A react-hook-form resolver over a TypeBox contract (the same schema the server checks), with
 * the product's own message for each field (spec §5) instead of the schema library's wording.
 * `toContract` maps the form's values to the contract's shape when the two differ.
 */
export function schemaResolver<S extends TObject, V extends FieldValues = Static<S> & FieldValues>(
  schema: S,
  messages: Partial<Record<Extract<keyof Static<S>, string>, string>> = {},
  toContract: (values: V) => unknown = (values) => values,
): Resolver<V> {
  const resolve = typeboxResolver(schema) as unknown as Resolver<FieldValues>;
  return async (values, context, options) => {
    const result = await resolve(toContract(values) as FieldValues, context, options as never);
    const errors = result.errors as Record<string, { type?: unknown; message?: string } | undefined>;
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    for (const [field, error] of Object.entries(errors)) {
      if (!error) continue;
      error.message = (messages as Record<string, string | undefined>)[field] ?? defaultMessage(String(error.type));
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}
