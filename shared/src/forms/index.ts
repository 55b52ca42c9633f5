// Forms: react-hook-form (one copy for every app, through this shared entry), a resolver over the
// contract's schemas compiled into validators at build time (the checks the server runs too), and the
// type-ahead fields (spec §4, §5).
export { Controller, useController, useForm, useWatch } from 'react-hook-form';
export type {
  FieldErrors,
  FieldValues,
  Resolver,
  SubmitHandler,
  UseFormRegisterReturn,
  UseFormReturn,
} from 'react-hook-form';
export { schemaResolver } from './schema-resolver';
export * as validators from './validators';
export { TYPE_AHEAD_DELAY_MS, useDebouncedValue } from './use-debounced-value';
export { SuggestionField, type SuggestionFieldProps } from './suggestion-field';
export { FormAlert, type FormAlertProps } from './form-alert';
export { SelectField, type SelectFieldProps } from './select-field';
export { SuburbField } from './suburb-field';
export { TextField, type TextFieldProps } from './text-field';
