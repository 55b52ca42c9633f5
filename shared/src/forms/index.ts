// Forms: react-hook-form (one copy for every app, through this shared entry) and a resolver over the
// contract's schemas compiled into validators at build time (the checks the server runs too). The
// type-ahead fields are '@fairgo/shared/type-ahead'.
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
export { FormAlert, type FormAlertProps } from './form-alert';
export { SelectField, type SelectFieldProps } from './select-field';
export { TextField, type TextFieldProps } from './text-field';
