import {
  CREDENTIAL_DOCUMENT_TYPES,
  CREDENTIAL_STATES,
  CREDENTIAL_TYPES,
  MAX_CREDENTIAL_DOCUMENT_BYTES,
  type CredentialState,
  type CredentialType,
} from '@fairgo/shared/credentials';
import { Button, Field, FormAlert, Input, SelectField, SimpleGrid, Stack, TextField } from '@fairgo/shared/ui';
import { useState, type FormEvent } from 'react';
import { useAddCredential } from './api/use-credentials';

export const CREDENTIAL_ADDED = 'Credential added. An admin will check it soon.';
export const DOCUMENT_PROBLEM = 'Choose a photo or scan (PNG, JPEG or WebP) or a PDF of at most 5 MB.';

/** Today in the person's own time zone, as a date input writes days. */
const todayHere = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

const NO_FIELDS = { type: '' as CredentialType | '', number: '', state: '' as CredentialState | '', expiresOn: '' };

/**
 * Adding a credential: its type, number, where it applies, its expiry and, if the worker
 * has one, a photo or PDF of it. The server checks each field and the document's bytes; its message
 * shows above the form, and what was typed stays.
 */
export function CredentialForm({ email }: { email: string }) {
  const [fields, setFields] = useState(NO_FIELDS);
  const [document, setDocument] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [added, setAdded] = useState(false);
  const [documentTooBig, setDocumentTooBig] = useState(false);
  const change = (changes: Partial<typeof NO_FIELDS>) => setFields((current) => ({ ...current, ...changes }));
  const adding = useAddCredential(email);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAdded(false);
    const { type, state } = fields;
    if (!type || !state || !(await adding.run({ ...fields, type, state }, document))) return;
    setFields(NO_FIELDS);
    setDocument(null);
    setFileKey((key) => key + 1);
    setAdded(true);
  };

  return (
    <Stack
      as="form"
      aria-label="Add a credential"
      onSubmit={(event) => void submit(event)}
      gap={4}
      borderWidth="1px"
      borderRadius="lg"
      p={4}
    >
      {adding.failure ? <FormAlert status="error">{adding.failure}</FormAlert> : null}
      {added ? <FormAlert status="success">{CREDENTIAL_ADDED}</FormAlert> : null}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        <SelectField
          label="Credential"
          required
          value={fields.type}
          placeholder="Choose one"
          options={Object.entries(CREDENTIAL_TYPES).map(([value, label]) => ({ value, label }))}
          onChange={(event) => change({ type: event.target.value as CredentialType })}
        />
        <TextField
          label="Number"
          required
          maxLength={40}
          value={fields.number}
          onChange={(event) => change({ number: event.target.value })}
        />
        <SelectField
          label="Where it applies"
          required
          value={fields.state}
          placeholder="Choose one"
          options={CREDENTIAL_STATES.map((state) => ({
            value: state,
            label: state === 'National' ? 'All of Australia' : state,
          }))}
          onChange={(event) => change({ state: event.target.value as CredentialState })}
        />
        <TextField
          label="Expires on"
          type="date"
          required
          min={todayHere()}
          value={fields.expiresOn}
          onChange={(event) => change({ expiresOn: event.target.value })}
        />
      </SimpleGrid>
      <Field.Root invalid={documentTooBig}>
        <Field.Label>Document (optional)</Field.Label>
        <Input
          key={fileKey}
          type="file"
          p={1.5}
          accept={CREDENTIAL_DOCUMENT_TYPES.join(',')}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0] ?? null;
            const bad = file !== null && file.size > MAX_CREDENTIAL_DOCUMENT_BYTES;
            if (bad) event.currentTarget.value = '';
            setDocumentTooBig(bad);
            setDocument(bad ? null : file);
          }}
        />
        <Field.HelperText>Only you and FairGo's admins can see it.</Field.HelperText>
        <Field.ErrorText>{DOCUMENT_PROBLEM}</Field.ErrorText>
      </Field.Root>
      <Button type="submit" colorPalette="brand" alignSelf="start" loading={adding.busy}>
        Add credential
      </Button>
    </Stack>
  );
}
