import { Input } from './chakra';
import { LabelledField } from './labelled-field';
import { useCallback, useRef, type ComponentProps, type ReactNode, type Ref } from 'react';
import { useTypedBeforeAdoption } from './typed-before-adoption';

type InputProps = ComponentProps<typeof Input>;

export interface TextFieldProps extends Omit<InputProps, 'children'> {
  label: string;
  error?: string | undefined;
  helperText?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its error text (the label is tied to the input; the error is announced). */
export function TextField({ label, error, helperText, required, ref, ...input }: TextFieldProps) {
  const own = useRef<HTMLInputElement | null>(null);
  const both = useCallback(
    (element: HTMLInputElement | null) => {
      own.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  useTypedBeforeAdoption(own, input.value);
  return (
    <LabelledField label={label} error={error} helperText={helperText} required={required}>
      <Input ref={both} {...input} />
    </LabelledField>
  );
}
