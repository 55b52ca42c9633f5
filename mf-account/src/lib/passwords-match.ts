import type { FieldErrors, FieldValues, Resolver } from '@fairgo/shared/forms';

export const PASSWORDS_DIFFER = 'New password and confirmation do not match.';

/** product.md#validation: the new password and its confirmation must match; checked after the contract's own rules. */
export function passwordsMatch<V extends FieldValues & { newPassword: string; confirmPassword: string }>(
  resolver: Resolver<V>,
): Resolver<V> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (values.newPassword === values.confirmPassword) return result;
    return {
      values: {},
      errors: {
        ...result.errors,
        confirmPassword: { type: 'validate', message: PASSWORDS_DIFFER },
      } as FieldErrors<V>,
    };
  };
}
