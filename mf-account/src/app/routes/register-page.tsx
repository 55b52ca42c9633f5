import type { Role, RegisterFields } from '@fairgo/shared/contract';
import { HOW_DID_YOU_HEAR, NAME_RULE, normalPhone, PASSWORD_RULE, PHONE_RULE } from '@fairgo/shared/rules';
import { Controller, fieldsOf, schemaResolver, useForm, useFormDraft, useWatch } from '@fairgo/shared/forms';
import * as validators from '@fairgo/shared/forms/validators';
import { FormSuburbField } from '@fairgo/shared/forms/type-ahead';
import {
  Box,
  Button,
  DraftNotice,
  Link,
  PageFrame,
  SelectField,
  SimpleGrid,
  Stack,
  Text,
  TextField,
} from '@fairgo/shared/ui';
import { useState } from 'react';
import { Link as RouterLink } from 'wouter';
import { ProfileImagePicker } from '../../lib/profile-image-picker';
import { RoleField } from '../../features/register/role-field';
import { useRegister, type RegisterValues } from '../../features/register/api/use-register';

export const REGISTER_TITLE = 'Sign Up in Easy Steps';
/** The spec's title names steps: the one page holds them, in order. */
export const REGISTER_INTRO =
  'Three easy steps on this page: your details, a profile picture if you like, and how you will use FairGo. Your free account is ready in a minute.';

const resolver = schemaResolver<RegisterFields, RegisterValues>(
  validators.RegisterFields,
  {
    name: NAME_RULE,
    email: 'Invalid email address',
    password: PASSWORD_RULE,
    phone: PHONE_RULE,
    location: 'Please enter your location.',
  },
  (values) => ({
    ...values,
    name: values.name.trim(),
    email: values.email.trim(),
    phone: normalPhone(values.phone),
    location: values.location.trim(),
  }),
);

const REQUIRED = ['name', 'email', 'password', 'phone', 'location'] as const;
const DRAFTED_FIELDS = ['name', 'email', 'phone', 'company', 'location', 'role', 'howDidYouHearAboutUs'] as const;

/** Registration (product.md#account-pages, product.md#states, product.md#validation, product.md#messages), which also signs the person in. */
export function RegisterPage() {
  const [image, setImage] = useState<File | null>(null);
  const form = useForm<RegisterValues>({
    resolver,
    defaultValues: {
      name: '',
      email: '',
      password: '',
      phone: '',
      company: '',
      location: '',
      role: 'both',
      howDidYouHearAboutUs: '',
    },
  });
  // Kept until the account is made (the password and the picture never are): leaving for the login
  // page and coming Back loses nothing.
  const draft = useFormDraft('register', form, DRAFTED_FIELDS);
  const { register, control, handleSubmit, formState } = form;
  const field = fieldsOf(form);
  const { isSubmitting } = formState;
  const required = useWatch({ control, name: REQUIRED });
  const filled = required.every((value) => value.trim() !== '');

  const registering = useRegister();
  const submit = handleSubmit(async (values) => {
    if (await registering.run(values, image)) draft.sent();
  });

  return (
    <PageFrame title={REGISTER_TITLE} intro={REGISTER_INTRO}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap={5} maxW="720px">
          <DraftNotice restored={draft.restored} onDiscard={draft.discard} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
            <TextField label="Name" required autoComplete="name" {...field('name')} />
            <TextField label="Email" required type="email" autoComplete="email" {...field('email')} />
            <TextField
              label="Password"
              required
              type="password"
              autoComplete="new-password"
              helperText={PASSWORD_RULE}
              {...field('password')}
            />
            <TextField label="Phone" required inputMode="numeric" autoComplete="tel" {...field('phone')} />
            <TextField label="Company (optional)" autoComplete="organization" {...register('company')} />
            <FormSuburbField control={control} name="location" label="Location" required />
          </SimpleGrid>
          <ProfileImagePicker value={image} onChange={setImage} />
          <Controller
            control={control}
            name="role"
            render={({ field }) => <RoleField value={field.value} onChange={(role: Role) => field.onChange(role)} />}
          />
          <Text color="fg.muted" fontSize="sm">
            Jobs can only be posted as an employer or both, but tasks can be posted whatever your role.
          </Text>
          <Box maxW="sm">
            <SelectField
              label="How did you hear about us?"
              placeholder="Select an option"
              options={HOW_DID_YOU_HEAR}
              {...register('howDidYouHearAboutUs')}
            />
          </Box>
          <Stack direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }} gap={4}>
            <Button type="submit" colorPalette="brand" size="lg" disabled={!filled || isSubmitting}>
              {isSubmitting ? 'Registering...' : 'Register'}
            </Button>
            <Text>
              Already have an account?{' '}
              <Link asChild color="brand.600" fontWeight="medium">
                <RouterLink href="/login">Login here</RouterLink>
              </Link>
            </Text>
          </Stack>
        </Stack>
      </form>
    </PageFrame>
  );
}
