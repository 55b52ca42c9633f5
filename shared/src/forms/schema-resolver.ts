import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { FormValidator, ValidationIssue } from './validators';

/** What a field shows when its schema fails and the form gave no message of its own. */
function defaultMessage(keyword: string): string {
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

/** The form field an issue is about: the missing property, or the first step of the value's path. */
const fieldOf = (issue: ValidationIssue) =>
  issue.keyword === 'required' ? String(issue.params.missingProperty) : issue.instancePath.split('/')[1];

/**
 * A react-hook-form resolver over a contract schema, compiled at build time into a validator (the
 * same schema the server checks, `./validators`), with the product's own message for each field
 * (product.md#validation) instead of the validator's wording. `toContract` maps the form's values to the
 * contract's shape when the two differ.
 */
export function schemaResolver<T extends object, V extends FieldValues = T & FieldValues>(
  validate: FormValidator<T>,
  messages: Partial<Record<Extract<keyof T, string>, string>> = {},
  toContract: (values: V) => unknown = (values) => values,
): Resolver<V> {
  return async (values) => {
    if (validate(toContract(values))) return { values, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of validate.errors ?? []) {
      const field = fieldOf(issue);
      if (!field || errors[field]) continue;
      const message = (messages as Record<string, string | undefined>)[field] ?? defaultMessage(issue.keyword);
      errors[field] = { type: issue.keyword, message };
    }
    // What no field of the form can show (a property the form does not have) is the server's to refuse.
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}
