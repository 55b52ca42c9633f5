import { NativeSelect } from './chakra';
import { LabelledField } from './labelled-field';
import type { ComponentProps, ReactNode, Ref } from 'react';

type SelectProps = ComponentProps<typeof NativeSelect.Field>;

export interface SelectFieldProps extends Omit<SelectProps, 'children'> {
  label: string;
  /** The choices; a value and its label may differ. */
  options: readonly (string | { value: string; label: string })[];
  /** A first, empty choice ('Select an option'), for a field that may stay unset. */
  placeholder?: string;
  error?: string | undefined;
  helperText?: ReactNode;
  required?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select with its error text, the sibling of TextField. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  helperText,
  required,
  ref,
  ...select
}: SelectFieldProps) {
  return (
    <LabelledField label={label} error={error} helperText={helperText} required={required}>
      <NativeSelect.Root>
        <NativeSelect.Field ref={ref} {...select}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => {
            const { value, label: text } = typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </LabelledField>
  );
}
