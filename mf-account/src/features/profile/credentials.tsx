import type { Credential, User } from '@fairgo/shared/contract';
import { CREDENTIAL_TYPES } from '@fairgo/shared/credentials';
import { Badge, Box, Button, Heading, HStack, Spinner, Stack, Text } from '@fairgo/shared/ui';
import { useCredentials, useDeleteCredential, useOpenCredentialDocument } from './api/use-credentials';
import { CredentialForm } from './credential-form';

export const NO_CREDENTIALS = 'You have not added a credential yet.';

/** A credential's state in words, and its colour. */
function credentialState(credential: Credential): { label: string; palette: string } {
  if (credential.status === 'rejected') return { label: 'Not verified', palette: 'red' };
  if (credential.expired) return { label: 'Expired', palette: 'gray' };
  if (credential.status === 'verified') return { label: 'Verified', palette: 'green' };
  return { label: 'Waiting for review', palette: 'orange' };
}

const shownDay = (day: string) => day.split('-').reverse().join('/');

/**
 * The profile's credentials: each with its state (waiting, verified, not verified and why,
 * expired), its document for its owner, and Delete; and the form to add one. Verified ones show as
 * badges on the worker's listings and public profile until they expire.
 */
export function Credentials({ user }: { user: User }) {
  const credentials = useCredentials(user.email);
  const removing = useDeleteCredential(user.email);
  const opening = useOpenCredentialDocument();

  return (
    <Stack as="section" gap={3} aria-labelledby="credentials-heading">
      <Heading as="h2" size="lg" id="credentials-heading">
        Credentials
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        Add a police check, Working With Children Check, White Card, First Aid, RSA or NDIS Worker Screening. Once an
        admin has verified it, employers see its badge on your listings until it expires; we remind you 30 days before.
      </Text>
      {credentials.isPending ? (
        <Spinner aria-label="Loading credentials" />
      ) : credentials.isError ? (
        <Text role="alert" color="red.600">
          {credentials.failure}
        </Text>
      ) : credentials.data.length === 0 ? (
        <Text color="fg.muted">{NO_CREDENTIALS}</Text>
      ) : (
        <Stack as="ul" gap={3} listStyleType="none">
          {credentials.data.map((credential) => {
            const state = credentialState(credential);
            const name = CREDENTIAL_TYPES[credential.type];
            return (
              <Box as="li" key={credential._id} borderWidth="1px" borderRadius="lg" p={4} aria-label={name}>
                <HStack gap={2} wrap="wrap">
                  <Text fontWeight="medium">{name}</Text>
                  <Badge colorPalette={state.palette}>{state.label}</Badge>
                </HStack>
                <Text fontSize="sm" color="fg.muted" mt={1}>
                  No. {credential.number} · {credential.state === 'National' ? 'All of Australia' : credential.state} ·
                  expires {shownDay(credential.expiresOn)}
                </Text>
                {credential.rejectReason ? <Text fontSize="sm">{credential.rejectReason}</Text> : null}
                <HStack gap={2} mt={3}>
                  {credential.hasDocument ? (
                    <Button size="sm" variant="outline" onClick={() => void opening.run(credential)}>
                      View document
                    </Button>
                  ) : null}
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    disabled={removing.busy}
                    onClick={() => void removing.run(credential)}
                  >
                    Delete
                  </Button>
                </HStack>
              </Box>
            );
          })}
        </Stack>
      )}
      <CredentialForm email={user.email} />
    </Stack>
  );
}
