import type { Review } from '@fairgo/shared/contract';
import { useSession } from '@fairgo/shared/platform';
import { MAX_REASON } from '@fairgo/shared/rules';
import { Box, Button, FormAlert, HStack, Input, PersonChip, shortDate, Stack, Stars, Text } from '@fairgo/shared/ui';
import { useState } from 'react';
import { useHideReview } from './api/use-person';
import { NO_REVIEWS_TEXT } from './people-texts';

/** An administrator hides a review, giving the reason. */
function HideReview({ review, userId }: { review: Review; userId: string }) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const hiding = useHideReview(userId);
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
      <FormAlert>{hiding.failure}</FormAlert>
      <HStack>
        <Button
          size="xs"
          colorPalette="red"
          disabled={reason.trim() === ''}
          loading={hiding.busy}
          onClick={() => void hiding.run(review._id, reason)}
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
export function ReviewList({ reviews, userId }: { reviews: Review[]; userId: string }) {
  const isAdmin = useSession((state) => state.user?.isAdmin === true);
  if (reviews.length === 0) return <Text color="fg.muted">{NO_REVIEWS_TEXT}</Text>;
  return (
    <Stack as="ul" gap={3} listStyleType="none" aria-label="Reviews">
      {reviews.map((review) => (
        <Box as="li" key={review._id} borderWidth="1px" borderRadius="md" p={3}>
          <Stack gap={1}>
            <HStack justify="space-between" wrap="wrap">
              <PersonChip person={review.reviewer} size="2xs" />
              <Stars rating={review.rating} />
            </HStack>
            <Text fontSize="xs" color="fg.muted">
              {review.taskTitle} · {shortDate(review.createdOn)}
            </Text>
            {review.comment ? <Text whiteSpace="pre-line">{review.comment}</Text> : null}
            {isAdmin ? <HideReview review={review} userId={userId} /> : null}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
