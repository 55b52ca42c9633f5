import { Input } from './chakra';
import { LabelledField } from './labelled-field';
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
    <LabelledField label={label} error={error} helperText={helperText} required={required}>
      <Input ref={ref} {...input} />
    </LabelledField>
  );
}
