import type { Task } from '@fairgo/shared/contract';
import { MAX_TASK_MESSAGE } from '@fairgo/shared/rules';
import { Box, Stack, Text } from '@fairgo/shared/ui';
import { ReportButton } from '@fairgo/shared/ui/overlays';
import { useSendMessage } from './api/use-conversation';
import { Composer } from './composer';

function MessageComposer({ taskId }: { taskId: string }) {
  return <Composer label="Write a message" action="Send" sending={useSendMessage(taskId)} max={MAX_TASK_MESSAGE} />;
}

/** Messages between the owner and the assignee; sending stops once the task is complete or cancelled (product.md#task-states). */
export function MessageThread({ task }: { task: Task }) {
  return (
    <Stack gap={3}>
      {task.messages.length === 0 ? (
        <Text color="fg.muted">No messages yet.</Text>
      ) : (
        <Stack as="ol" gap={2} listStyleType="none" aria-label="Messages">
          {task.messages.map((message) => (
            <Box
              as="li"
              key={message._id}
              alignSelf={message.isMine ? 'end' : 'start'}
              maxW="80%"
              bg={message.isMine ? 'brand.50' : 'bg.muted'}
              borderRadius="lg"
              px={3}
              py={2}
            >
              <Text fontSize="xs" color="fg.muted">
                {message.isMine ? 'You' : message.sender.name}
              </Text>
              <Text whiteSpace="pre-line">{message.message}</Text>
              {message.isMine ? null : <ReportButton subject="message" subjectId={message._id} />}
            </Box>
          ))}
        </Stack>
      )}
      {task.status !== 'accepted' && task.status !== 'completedByAssignee' ? null : (
        <MessageComposer taskId={task._id} />
      )}
    </Stack>
  );
}
