import type { CredentialForReview } from '@fairgo/shared/contract';
import { CREDENTIAL_TYPES, MAX_REJECT_REASON } from '@fairgo/shared/credentials';
import { Badge, Box, Button, HStack, Image, Stack, Text, TextField } from '@fairgo/shared/ui';
import { useEffect, useState } from 'react';
import { useReviewCredential, useShowCredentialDocument } from './api/use-credential-review';
import { NEEDS_REASON } from './credential-texts';

const STATUS = {
  pending: { label: 'Waiting', palette: 'orange' },
  verified: { label: 'Verified', palette: 'green' },
  rejected: { label: 'Rejected', palette: 'red' },
} as const;

/** The document, on demand: an image shown inline, a PDF saved to the admin's device. */
function CredentialDocument({ credential }: { credential: CredentialForReview }) {
  const [url, setUrl] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const show = useShowCredentialDocument(setUrl, () => setSaved(true));
  if (!credential.hasDocument) return <Text fontSize="sm">No document was sent.</Text>;
  if (show.failure) return <Text role="alert">{show.failure}</Text>;
  if (!url)
    return (
      <HStack gap={3} wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          alignSelf="start"
          loading={show.busy}
          onClick={() => void show.run(credential)}
        >
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
  onReviewed: (message: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [unexplained, setUnexplained] = useState(false);
  const review = useReviewCredential(onReviewed);
  const decide = (verdict: 'verify' | 'reject') => {
    setUnexplained(verdict === 'reject' && !reason.trim());
    if (verdict === 'verify' || reason.trim()) void review.run(credential._id, verdict, reason);
  };
  const problem = unexplained ? NEEDS_REASON : review.failure;
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
              <Button colorPalette="green" size="sm" loading={review.busy} onClick={() => decide('verify')}>
                Verify
              </Button>
              <Button
                colorPalette="red"
                variant="outline"
                size="sm"
                disabled={review.busy}
                onClick={() => decide('reject')}
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
