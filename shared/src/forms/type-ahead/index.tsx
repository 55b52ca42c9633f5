import { SuburbField, SuggestionField, type SuggestionFieldProps } from '@fairgo/shared/ui/type-ahead';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

type Bound<Values extends FieldValues> = Omit<
  SuggestionFieldProps,
  'value' | 'onChange' | 'onBlur' | 'error' | 'name' | 'inputRef'
> & { control: Control<Values>; name: Path<Values> };

/** The field's value, touch, focus target and error, from its form: what a Controller's render wires. */
function useBound<Values extends FieldValues>({ control, name }: { control: Control<Values>; name: Path<Values> }) {
  const { field, fieldState } = useController({ control, name });
  return {
    name: field.name,
    value: (field.value as string | undefined) ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: fieldState.error?.message,
  };
}

/** A type-ahead field of a react-hook-form form (`<FormSuggestionField control={control} name="job" …/>`). */
export function FormSuggestionField<Values extends FieldValues>({ control, name, ...props }: Bound<Values>) {
  return <SuggestionField {...props} {...useBound({ control, name })} />;
}

/** The suburb field of a react-hook-form form: suggestions from GET /api/suburbs, free text allowed. */
export function FormSuburbField<Values extends FieldValues>({
  control,
  name,
  ...props
}: Omit<Bound<Values>, 'suggest'>) {
  return <SuburbField {...props} {...useBound({ control, name })} />;
}
