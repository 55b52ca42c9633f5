import type { CredentialType } from '@fairgo/shared/contract';
import { CREDENTIAL_TYPE_KEYS, CREDENTIAL_TYPES } from '@fairgo/shared/credentials';
import { ShieldCheck } from 'lucide-react';
import { TogglePicker } from './toggle-picker';

const CREDENTIAL_OPTIONS = CREDENTIAL_TYPE_KEYS.map((type) => ({
  value: type,
  label: (
    <>
      <ShieldCheck aria-hidden /> Verified {CREDENTIAL_TYPES[type]}
    </>
  ),
}));

/** /find-worker's 'verified' filter: people whose chosen credentials an admin verified. */
export function VerifiedPicker({
  value,
  onChange,
}: {
  value: CredentialType[];
  onChange: (verified: CredentialType[]) => void;
}) {
  return <TogglePicker legend="Verified credentials" options={CREDENTIAL_OPTIONS} value={value} onChange={onChange} />;
}
