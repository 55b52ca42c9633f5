import type { Review, Task } from '@fairgo/shared/contract';
import { MAX_REVIEW_COMMENT } from '@fairgo/shared/rules';
import { Button, Field, HStack, shortDate, Stack, Stars, Text, Textarea } from '@fairgo/shared/ui';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { askForReview, REVIEW_BLIND, REVIEW_CLOSED, theyReviewedYou } from '../../lib/task-texts';
import { FAILURES } from '../../lib/failures';
import { taskSteps, type TaskStepRunner } from './api/task-steps';

function ReviewText({ title, review }: { title: string; review: Review }) {
  return (
    <Stack gap={1}>
      <Text fontSize="sm" fontWeight="semibold">
        {title}
      </Text>
      <Stars rating={review.rating} size={16} />
      {review.comment ? <Text whiteSpace="pre-line">{review.comment}</Text> : null}
    </Stack>
  );
}

/** 1 to 5 stars, as a group of radio buttons. */
function StarPicker({ value, onChange }: { value: number; onChange: (rating: number) => void }) {
  return (
    <HStack gap={1} role="radiogroup" aria-label="Rating" color="orange.400">
      {[1, 2, 3, 4, 5].map((rating) => (
        <Button
          key={rating}
          role="radio"
          aria-checked={value === rating}
          aria-label={`${rating} star${rating === 1 ? '' : 's'}`}
          variant="ghost"
          size="sm"
          px={1}
          color="orange.400"
          onClick={() => onChange(rating)}
        >
          <Star size={24} fill={rating <= value ? 'currentColor' : 'none'} aria-hidden />
        </Button>
      ))}
    </HStack>
  );
}

/**
 * Reviews: once the task is complete its owner and its assignee each review the other,
 * once, within 14 days. Neither sees the other's review until both have written or the time is up.
 */
export function ReviewPanel({ task, steps }: { task: Task; steps: TaskStepRunner }) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const reviews = task.reviews;
  if (!reviews) return null;
  const other = reviews.otherName;
  return (
    <Stack gap={3} borderWidth="1px" borderRadius="md" p={3} aria-label="Reviews" as="section">
      <Text fontWeight="semibold">Reviews</Text>
      {reviews.mine ? <ReviewText title={`Your review of ${other}`} review={reviews.mine} /> : null}
      {reviews.theirs ? (
        <ReviewText title={`${other}'s review of you`} review={reviews.theirs} />
      ) : reviews.theirsWritten ? (
        <Text fontSize="sm">{theyReviewedYou(other)}</Text>
      ) : null}
      {reviews.canReview ? (
        <Stack gap={2}>
          <Text fontSize="sm">{askForReview(other, shortDate(reviews.windowEndsOn))}</Text>
          <StarPicker value={rating} onChange={setRating} />
          <Field.Root>
            <Field.Label>Your review (optional)</Field.Label>
            <Textarea
              value={comment}
              rows={3}
              maxLength={MAX_REVIEW_COMMENT}
              onChange={(event) => setComment(event.target.value)}
            />
            <Field.HelperText>
              {comment.length}/{MAX_REVIEW_COMMENT}
            </Field.HelperText>
          </Field.Root>
          <Button
            colorPalette="brand"
            alignSelf="start"
            disabled={rating === 0}
            loading={steps.busy(FAILURES.review)}
            onClick={() => void steps.run(taskSteps.review(task._id, { rating, comment: comment.trim() }))}
          >
            Submit review
          </Button>
          <Text fontSize="xs" color="fg.muted">
            {REVIEW_BLIND} Reviews cannot be changed later.
          </Text>
        </Stack>
      ) : !reviews.mine ? (
        <Text fontSize="sm" color="fg.muted">
          {REVIEW_CLOSED}
        </Text>
      ) : null}
    </Stack>
  );
}
