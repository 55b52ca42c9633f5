import { GENDERS, MAX_POST_DESCRIPTION } from '@fairgo/shared/rules';
import { Controller, fieldsOf, useForm, useFormDraft, useWatch } from '@fairgo/shared/forms';
import { FormSuburbField, FormSuggestionField } from '@fairgo/shared/forms/type-ahead';
import {
  Button,
  DraftNotice,
  Field,
  FormAlert,
  Link,
  SelectField,
  TextField,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@fairgo/shared/ui';
import { Checkbox, Switch, TermsCheckbox } from '@fairgo/shared/ui/choices';
import { ModalDialog } from '@fairgo/shared/ui/overlays';
import { useSession, type PostFormProps } from '@fairgo/shared/platform';
import { useId, useMemo, useState } from 'react';
import { suggestRoles } from '../../lib/suggestions';
import { AvailabilityField } from './availability-field';
import { CertificatesField } from './certificates-field';
import { PayFields } from './pay-fields';
import { postResolver } from './post-resolver';
import { initialValues, type PostFormValues, sydneyToday, toPostFields } from './post-form-values';

/** Every field but the terms, which are agreed to afresh on each submit. */
const DRAFTED_FIELDS = [
  'name',
  'businessName',
  'job',
  'gender',
  'phone',
  'email',
  'location',
  'badges',
  'certificates',
  'availability',
  'sharePhone',
  'description',
  'policeCheck',
  'yearsExperience',
  'payKind',
  'payAmount',
  'hoursPerWeek',
  'shiftStart',
  'shiftEnd',
  'payBelowFloorReason',
] as const satisfies readonly (keyof PostFormValues)[];

/** product.md#validation: the three alerts, in this order. */
const ALERT_ORDER = ['phone', 'email', 'termsAccepted'] as const;

export const postFormTitle = (kind: PostFormProps['kind'], editing: boolean) =>
  editing ? 'Update the data' : kind === 'job' ? 'Post a job' : 'Please fill the details';

/**
 * The posting form (product.md#posting-form), one form for both kinds of post, as a modal. It
 * checks its fields against the contract the server checks, hands the cleaned data to its parent
 * (which saves it) and closes.
 */
export function PostForm({ kind, open, onClose, post, onSubmit }: PostFormProps) {
  const user = useSession((state) => state.user);
  const [alert, setAlert] = useState<string | null>(null);
  const today = sydneyToday();
  const resolver = useMemo(() => postResolver(kind, { isNew: !post, today }), [kind, post, today]);
  const form = useForm<PostFormValues>({
    defaultValues: initialValues(user, post),
    resolver,
  });
  const formId = useId();
  // What is typed is kept until the post is saved (the terms are ticked afresh each time).
  const draft = useFormDraft(post ? `post:${post._id}` : `new-post:${kind}`, form, DRAFTED_FIELDS);
  const { register, control, handleSubmit, formState } = form;
  const field = fieldsOf(form);
  const { errors } = formState;
  const description = useWatch({ control, name: 'description' });

  const submit = handleSubmit(
    async (values) => {
      setAlert(null);
      // product.md#states: the form closes whatever the outcome; the parent then saves and shows the result.
      onClose();
      if ((await onSubmit(toPostFields(kind, values))) !== false) draft.sent();
    },
    (invalid) => setAlert(ALERT_ORDER.map((field) => invalid[field]?.message).find(Boolean) ?? null),
  );

  return (
    <ModalDialog
      title={postFormTitle(kind, Boolean(post))}
      open={open}
      onClose={onClose}
      size="lg"
      scrolls
      footer={
        <>
          <Button variant="outline" colorPalette="brand" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} colorPalette="brand" loading={formState.isSubmitting}>
            {post ? 'Update' : 'Submit'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap={4}>
          <DraftNotice restored={draft.restored} onDiscard={draft.discard} />
          <FormAlert>{alert}</FormAlert>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
            {kind === 'job' ? (
              <TextField
                label="Business name"
                required
                {...field('businessName')}
                autoComplete="organization"
                helperText="Shown on the job's card."
              />
            ) : null}
            <TextField
              label={kind === 'job' ? 'Contact name' : 'Name'}
              required
              {...field('name')}
              autoComplete="name"
            />
            <FormSuggestionField
              control={control}
              name="job"
              label="Role"
              required
              suggest={suggestRoles}
              placeholder="Start typing a role..."
            />
            <TextField label="Phone" required {...field('phone')} inputMode="numeric" autoComplete="tel" />
            <TextField label="Email" required {...field('email')} type="email" autoComplete="email" />
            <FormSuburbField control={control} name="location" label="Location" required />
            {kind === 'worker' ? (
              <>
                <SelectField
                  label="Gender (optional)"
                  placeholder="Prefer not to say"
                  options={GENDERS}
                  {...register('gender')}
                  helperText="Shown on your card only if you choose one."
                />
                <TextField
                  label="Years of experience"
                  required
                  {...register('yearsExperience', { valueAsNumber: true })}
                  type="number"
                  min={0}
                  error={errors.yearsExperience?.message}
                />
              </>
            ) : null}
            <TextField
              label="Badges"
              {...register('badges')}
              placeholder="e.g. Forklift licence, First aid"
              helperText="Separate badges with commas."
            />
          </SimpleGrid>
          <Text fontSize="sm" color="fg.muted">
            Missing a role or a location?{' '}
            <Link href="/feedback" target="_blank" rel="noopener" color="brand.600">
              Ask us to add it
            </Link>
            .
          </Text>
          {kind === 'job' ? <PayFields form={form} today={today} /> : null}
          <Controller
            control={control}
            name="certificates"
            render={({ field }) => <CertificatesField value={field.value} onChange={field.onChange} />}
          />
          <Controller
            control={control}
            name="availability"
            render={({ field }) => <AvailabilityField kind={kind} value={field.value} onChange={field.onChange} />}
          />
          <Field.Root invalid={Boolean(errors.description)}>
            <Field.Label>Notes</Field.Label>
            <Textarea {...register('description')} rows={4} maxLength={MAX_POST_DESCRIPTION} />
            <Field.HelperText>
              {description.length}/{MAX_POST_DESCRIPTION}
            </Field.HelperText>
            <Field.ErrorText>{errors.description?.message}</Field.ErrorText>
          </Field.Root>
          <Controller
            control={control}
            name="sharePhone"
            render={({ field }) => (
              <Switch.Root
                checked={field.value}
                onCheckedChange={(details) => field.onChange(details.checked)}
                colorPalette="brand"
              >
                <Switch.HiddenInput />
                <Switch.Control />
                <Switch.Label>Share my phone number with members</Switch.Label>
              </Switch.Root>
            )}
          />
          <Controller
            control={control}
            name="policeCheck"
            render={({ field }) => (
              <Checkbox.Root
                checked={field.value}
                onCheckedChange={(details) => field.onChange(details.checked === true)}
                colorPalette="brand"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{kind === 'job' ? 'Police check required' : 'I have a police check'}</Checkbox.Label>
              </Checkbox.Root>
            )}
          />
          <Controller
            control={control}
            name="termsAccepted"
            render={({ field }) => (
              <TermsCheckbox
                checked={field.value}
                onCheckedChange={field.onChange}
                invalid={Boolean(errors.termsAccepted)}
              />
            )}
          />
        </Stack>
      </form>
    </ModalDialog>
  );
}
