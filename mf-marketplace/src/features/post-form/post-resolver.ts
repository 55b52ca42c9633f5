import type { PostFields, PostKind } from '@fairgo/shared/contract';
import { schemaResolver, type FieldErrors, type Resolver } from '@fairgo/shared/forms';
import * as validators from '@fairgo/shared/forms/validators';
import { MAX_POST_DESCRIPTION, NAME_RULE } from '@fairgo/shared/rules';
import {
  BUSINESS_MESSAGE,
  EMAIL_MESSAGE,
  jobFormErrors,
  PHONE_MESSAGE,
  type PostFormValues,
  TERMS_MESSAGE,
  toPostFields,
} from './post-form-values';

const MESSAGES = {
  name: NAME_RULE,
  job: 'Please choose a role.',
  phone: PHONE_MESSAGE,
  email: EMAIL_MESSAGE,
  location: 'Please enter a location.',
  description: `At most ${MAX_POST_DESCRIPTION} characters.`,
  yearsExperience: 'Years of experience must be 0 or more.',
  termsAccepted: TERMS_MESSAGE,
  businessName: BUSINESS_MESSAGE,
};

/**
 * The contract's checks (the server's), then, on a job post, what the form asks beyond them (a
 * business, pay, a reason for a rate under the floor of `today`).
 */
export function postResolver(kind: PostKind, options: { isNew: boolean; today: string }): Resolver<PostFormValues> {
  const contract = schemaResolver<PostFields, PostFormValues>(validators.PostFields, MESSAGES, (values) =>
    toPostFields(kind, values),
  );
  return async (values, context, resolverOptions) => {
    const checked = await contract(values, context, resolverOptions);
    const more = kind === 'job' ? jobFormErrors(values, options) : {};
    if (Object.keys(more).length === 0) return checked;
    const errors = { ...checked.errors } as Record<string, { type: string; message: string }>;
    for (const [field, message] of Object.entries(more)) errors[field] ??= { type: 'validate', message };
    return { values: {}, errors: errors as FieldErrors<PostFormValues> };
  };
}
