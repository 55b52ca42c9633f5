import type { Feedback, FeedbackStatus } from '@fairgo/shared/contract';
import { Badge, Box, HStack, NativeSelect, shortDate, Stack, Text } from '@fairgo/shared/ui';
import { useState } from 'react';
import { useChangeFeedbackStatus } from './api/use-feedback';

/** One feedback, with its status to change. */
export function FeedbackItem({ feedback }: { feedback: Feedback }) {
  const [status, setStatus] = useState<FeedbackStatus>(feedback.status);
  const changing = useChangeFeedbackStatus();
  // Shown at once; put back if the change did not go.
  const change = async (next: FeedbackStatus) => {
    const before = status;
    setStatus(next);
    if (!(await changing.run(feedback._id, next))) setStatus(before);
  };
  return (
    <Box as="li" borderWidth="1px" borderRadius="lg" p={4} bg="bg" aria-label={`Feedback from ${feedback.name}`}>
      <HStack justify="space-between" align="start" wrap="wrap" gap={3}>
        <Stack gap={0}>
          <Text fontWeight="semibold">{feedback.name}</Text>
          <Text fontSize="sm" color="fg.muted">
            {feedback.email}
            {feedback.phone ? ` · ${feedback.phone}` : ''} · {shortDate(feedback.createdOn)}
          </Text>
        </Stack>
        <HStack>
          <Badge colorPalette={status === 'new' ? 'orange' : 'green'}>{status}</Badge>
          <NativeSelect.Root size="sm" w="9rem">
            <NativeSelect.Field
              aria-label={`Status of the feedback from ${feedback.name}`}
              value={status}
              onChange={(event) => void change(event.target.value as FeedbackStatus)}
            >
              <option value="new">New</option>
              <option value="reviewed">Reviewed</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      </HStack>
      <Text mt={2} whiteSpace="pre-line">
        {feedback.message}
      </Text>
      {changing.failure ? (
        <Text role="alert" color="red.600" fontSize="sm" mt={1}>
          {changing.failure}
        </Text>
      ) : null}
    </Box>
  );
}
