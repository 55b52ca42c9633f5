import { QueryRoot } from '@fairgo/shared/queries';
import { FormAlert, Stack, Text } from '@fairgo/shared/ui';
import { useState } from 'react';
import { Loaded } from '../../lib/loaded';
import { CredentialItem } from './credential-item';
import { useCredentialsForReview } from './api/use-credential-review';
import { NO_CREDENTIALS } from './credential-texts';

function CredentialList() {
  const query = useCredentialsForReview();
  const [done, setDone] = useState<string | null>(null);
  return (
    <Loaded query={query} loading="Loading credentials">
      {(data) => (
        <Stack gap={4}>
          <FormAlert status="success">{done}</FormAlert>
          <Text color="fg.muted">
            {data.filter((credential) => credential.status === 'pending').length} waiting for review. Check the number
            and expiry against the document before you verify: employers trust the badge.
          </Text>
          {data.length === 0 ? (
            <Text color="fg.muted">{NO_CREDENTIALS}</Text>
          ) : (
            <Stack as="ul" gap={3} listStyleType="none" aria-label="Credentials">
              {data.map((credential) => (
                <CredentialItem key={credential._id} credential={credential} onReviewed={setDone} />
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Loaded>
  );
}

/** What an administrator sees on Credentials, with the query client its data loads through. */
export function AdminCredentials() {
  return (
    <QueryRoot>
      <CredentialList />
    </QueryRoot>
  );
}
