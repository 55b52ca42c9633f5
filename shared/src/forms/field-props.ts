import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * What a design-system field (TextField, SelectField) takes from its form: the field's registration
 * and its error's message, so a page writes `<TextField label="Email" {...field('email')} />` and
 * never wires the two by hand.
 */
export function fieldsOf<Values extends FieldValues>(form: UseFormReturn<Values>) {
  return (name: Path<Values>) => ({
    ...form.register(name),
    error: form.getFieldState(name, form.formState).error?.message,
  });
}
