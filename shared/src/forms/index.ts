// Forms: react-hook-form (one copy for every app, through this shared entry) and a resolver over the
// contract's schemas compiled into validators at build time (the checks the server runs too), which a
// page imports from '@fairgo/shared/forms/validators': an entry no app shares, so each bundles only the
// validators its pages use, beside the page that uses it. The
// fields they drive (TextField, SelectField, FormAlert) are drawn by '@fairgo/shared/ui', so a page
// that only shows a field does not download a form library. The type-ahead fields are
// '@fairgo/shared/ui/type-ahead'; bound to a form, they are FormSuggestionField and FormSuburbField, an
// entry of their own ('@fairgo/shared/forms/type-ahead'), so a form without one (/login) does not load them.
export { Controller, useController, useForm, useWatch } from 'react-hook-form';
export type {
  FieldErrors,
  FieldValues,
  Resolver,
  SubmitHandler,
  UseFormRegisterReturn,
  UseFormReturn,
} from 'react-hook-form';
export { fieldsOf } from './field-props';
export { schemaResolver } from './schema-resolver';
export { useFormDraft } from './form-draft';
