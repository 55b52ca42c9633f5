import { useAction } from '@fairgo/shared/actions';
import { hideReview } from '@fairgo/shared/api';
import type { Review } from '@fairgo/shared/contract';
import { useSession } from '@fairgo/shared/platform';
import { MAX_REASON } from '@fairgo/shared/rules';
import { Avatar, Box, Button, FormAlert, HStack, Input, shortDate, Stack, Stars, Text } from '@fairgo/shared/ui';
import { useState } from 'react';
import { NO_REVIEWS_TEXT, REVIEW_HIDE_FAILED } from './people-texts';
import { FAILURES } from '../../lib/failures';

/** An administrator hides a review, giving the reason. */
function HideReview({ review, onHidden }: { review: Review; onHidden: () => Promise<unknown> }) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const hiding = useAction({
    log: FAILURES.hideReview,
    run: async () => {
      setFailure(null);
      await hideReview(review._id, reason.trim());
      await onHidden();
    },
    failed: () => setFailure(REVIEW_HIDE_FAILED),
  });
  if (!asking)
    return (
      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setAsking(true)}>
        Hide review
      </Button>
    );
  return (
    <Stack gap={2}>
      <Input
        size="sm"
        aria-label="Reason for hiding"
        placeholder="Reason for hiding"
        value={reason}
        maxLength={MAX_REASON}
        onChange={(event) => setReason(event.target.value)}
      />
      <FormAlert>{failure}</FormAlert>
      <HStack>
        <Button
          size="xs"
          colorPalette="red"
          disabled={reason.trim() === ''}
          loading={hiding.busy}
          onClick={() => void hiding.run()}
        >
          Hide
        </Button>
        <Button size="xs" variant="ghost" onClick={() => setAsking(false)}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}

/** A person's reviews, newest first; administrators may hide one. */
export function ReviewList({ reviews, onChanged }: { reviews: Review[]; onChanged: () => Promise<unknown> }) {
  const isAdmin = useSession((state) => state.user?.isAdmin === true);
  if (reviews.length === 0) return <Text color="fg.muted">{NO_REVIEWS_TEXT}</Text>;
  return (
    <Stack as="ul" gap={3} listStyleType="none" aria-label="Reviews">
      {reviews.map((review) => (
        <Box as="li" key={review._id} borderWidth="1px" borderRadius="md" p={3}>
          <Stack gap={1}>
            <HStack justify="space-between" wrap="wrap">
              <HStack gap={2}>
                <Avatar.Root size="2xs">
                  <Avatar.Fallback name={review.reviewer.name} />
                  {review.reviewer.profileImage ? <Avatar.Image src={review.reviewer.profileImage} alt="" /> : null}
                </Avatar.Root>
                <Text fontSize="sm" fontWeight="semibold">
                  {review.reviewer.name}
                </Text>
              </HStack>
              <Stars rating={review.rating} />
            </HStack>
            <Text fontSize="xs" color="fg.muted">
              {review.taskTitle} · {shortDate(review.createdOn)}
            </Text>
            {review.comment ? <Text whiteSpace="pre-line">{review.comment}</Text> : null}
            {isAdmin ? <HideReview review={review} onHidden={onChanged} /> : null}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
