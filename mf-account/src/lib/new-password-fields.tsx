import { PASSWORD_RULE } from '@fairgo/shared/rules';
import { TextField } from '@fairgo/shared/ui';
import { type UseFormRegisterReturn } from '@fairgo/shared/forms';

export interface NewPasswordFieldsProps {
  newPassword: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  errors: { newPassword?: string | undefined; confirmPassword?: string | undefined };
}

/** A new password typed twice, with the password rule (change password, reset password). */
export function NewPasswordFields({ newPassword, confirmPassword, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label="New password"
        type="password"
        required
        autoComplete="new-password"
        helperText={PASSWORD_RULE}
        {...newPassword}
        error={errors.newPassword}
      />
      <TextField
        label="Confirm new password"
        type="password"
        required
        autoComplete="new-password"
        {...confirmPassword}
        error={errors.confirmPassword}
      />
    </>
  );
}
