import { Field, Input } from './chakra';
import type { ComponentProps, ReactNode, Ref } from 'react';

type InputProps = ComponentProps<typeof Input>;

export interface TextFieldProps extends Omit<InputProps, 'children'> {
  label: string;
  error?: string | undefined;
  helperText?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its error text (the label is tied to the input; the error is announced). */
export function TextField({ label, error, helperText, required, ref, ...input }: TextFieldProps) {
  return (
    <Field.Root required={required} invalid={Boolean(error)}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input ref={ref} {...input} />
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
