import { useAction } from '@fairgo/shared/actions';
import {
  getCredentialDocument,
  isPdf,
  rejectCredential,
  saveDocument,
  verifyCredential,
} from '@fairgo/shared/credentials';
import type { CredentialForReview } from '@fairgo/shared/contract';
import { CREDENTIAL_TYPES, MAX_REJECT_REASON } from '@fairgo/shared/credentials';
import { Badge, Box, Button, HStack, Image, Stack, Text, TextField } from '@fairgo/shared/ui';
import { useEffect, useState } from 'react';
import { CREDENTIAL_ACTION_FAILED, NEEDS_REASON } from './credential-texts';
import { FAILURES } from '../../lib/failures';

const STATUS = {
  pending: { label: 'Waiting', palette: 'orange' },
  verified: { label: 'Verified', palette: 'green' },
  rejected: { label: 'Rejected', palette: 'red' },
} as const;

/**
 * The document, fetched with the admin's session (it is never public): an image shown inline, a PDF
 * saved to the admin's device (never opened on the site's origin: shared/src/credentials/document-file.ts).
 */
function CredentialDocument({ credential }: { credential: CredentialForReview }) {
  const [url, setUrl] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const show = useAction({
    log: FAILURES.showCredentialDocument,
    run: async () => {
      const document = await getCredentialDocument(credential._id);
      if (isPdf(document)) {
        saveDocument(document, `${credential.owner.name} - ${CREDENTIAL_TYPES[credential.type]}.pdf`);
        setSaved(true);
      } else setUrl(URL.createObjectURL(document));
    },
    failed: () => setFailed(true),
  });
  if (!credential.hasDocument) return <Text fontSize="sm">No document was sent.</Text>;
  if (failed) return <Text role="alert">{CREDENTIAL_ACTION_FAILED}</Text>;
  if (!url)
    return (
      <HStack gap={3} wrap="wrap">
        <Button size="sm" variant="outline" alignSelf="start" loading={show.busy} onClick={() => void show.run()}>
          Show document
        </Button>
        {saved ? (
          <Text fontSize="sm" role="status">
            The PDF was saved to your downloads.
          </Text>
        ) : null}
      </HStack>
    );
  return (
    <Image
      src={url}
      alt={`Document of ${credential.owner.name}'s ${CREDENTIAL_TYPES[credential.type]}`}
      maxH="md"
      objectFit="contain"
      alignSelf="start"
    />
  );
}

/** One credential to review: who, what, the document, and Verify or Reject with a reason. */
export function CredentialItem({
  credential,
  onReviewed,
}: {
  credential: CredentialForReview;
  onReviewed: (message: string) => Promise<unknown>;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const review = useAction({
    log: FAILURES.reviewCredential,
    run: async (verdict: 'verify' | 'reject') => {
      setProblem(null);
      if (verdict === 'reject' && !reason.trim()) return setProblem(NEEDS_REASON);
      const { message } =
        verdict === 'verify'
          ? await verifyCredential(credential._id)
          : await rejectCredential(credential._id, reason.trim());
      await onReviewed(message);
    },
    failed: () => setProblem(CREDENTIAL_ACTION_FAILED),
  });
  const name = CREDENTIAL_TYPES[credential.type];
  const status = STATUS[credential.status];
  return (
    <Box as="li" borderWidth="1px" borderRadius="lg" p={4} bg="bg" aria-label={`${credential.owner.name}: ${name}`}>
      <Stack gap={3}>
        <HStack gap={2} wrap="wrap">
          <Text fontWeight="semibold">{name}</Text>
          <Badge colorPalette={status.palette}>{status.label}</Badge>
          {credential.expired ? <Badge>Expired</Badge> : null}
        </HStack>
        <Text fontSize="sm">
          {credential.owner.name} ({credential.owner.email}) · No. {credential.number} · {credential.state} · expires{' '}
          {credential.expiresOn.split('-').reverse().join('/')}
        </Text>
        {credential.rejectReason ? <Text fontSize="sm">Rejected: {credential.rejectReason}</Text> : null}
        <CredentialDocument credential={credential} />
        {credential.status === 'pending' ? (
          <Stack gap={2}>
            <TextField
              label="Reason, if you reject it"
              value={reason}
              maxLength={MAX_REJECT_REASON}
              error={problem ?? undefined}
              onChange={(event) => setReason(event.target.value)}
            />
            <HStack gap={2}>
              <Button colorPalette="green" size="sm" loading={review.busy} onClick={() => void review.run('verify')}>
                Verify
              </Button>
              <Button
                colorPalette="red"
                variant="outline"
                size="sm"
                disabled={review.busy}
                onClick={() => void review.run('reject')}
              >
                Reject
              </Button>
            </HStack>
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}
