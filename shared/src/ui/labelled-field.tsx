import type { ReactNode } from 'react';
import { Field } from './chakra';

export interface LabelledFieldProps {
  label: string;
  error?: string | undefined;
  helperText?: ReactNode;
  required?: boolean | undefined;
  /** The control: an input, a select… */
  children: ReactNode;
}

/**
 * A form control with its label (tied to the control, marked when required), its helper text and its
 * error text (announced): what TextField and SelectField draw around their control.
 */
export function LabelledField({ label, error, helperText, required, children }: LabelledFieldProps) {
  return (
    <Field.Root required={required} invalid={Boolean(error)}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
