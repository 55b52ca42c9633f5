import type { Task } from '@fairgo/shared/contract';
import { formatMoney, toCents } from '@fairgo/shared/rules';
import { Alert, Button, ConfirmStep, dateTime, HStack, Stack, Text } from '@fairgo/shared/ui';
import { useState } from 'react';
import {
  answerDueBy,
  CANCEL_ASKED_BY_ME,
  cancelAskedBy,
  cancelledBy,
  holdReleased,
  CANCELLATION_STANDS,
} from '../../lib/task-texts';
import { FAILURES } from '../../lib/failures';
import { taskSteps, type TaskStepRunner } from './api/task-steps';

/**
 * Cancelling: the owner cancels an open task at once; once accepted, either side asks the
 * other, who accepts or declines (48 hours, after which the request stands for the admins).
 */
export function CancellationPanel({ task, steps }: { task: Task; steps: TaskStepRunner }) {
  const [asking, setAsking] = useState(false);
  if (task.cancelled)
    return (
      <Alert.Root status="info" borderRadius="md">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{cancelledBy(task.cancelled.by, dateTime(task.cancelled.on))}</Alert.Title>
          {task.hold ? (
            <Alert.Description>
              {holdReleased(formatMoney(toCents(task.hold.amount)), task.hold.status === 'released')}
            </Alert.Description>
          ) : null}
        </Alert.Content>
      </Alert.Root>
    );
  if (task.viewer === 'owner' && task.status === 'open')
    return asking ? (
      <ConfirmStep
        reason={{ label: 'Why are you cancelling? (optional, shown to those who made offers)', required: false }}
        confirm="Cancel this task"
        onBack={() => setAsking(false)}
        busy={steps.busy(FAILURES.cancelTask)}
        onConfirm={(reason) => void steps.run(taskSteps.cancelTask(task._id, reason))}
      />
    ) : (
      <Button size="sm" variant="outline" colorPalette="red" alignSelf="start" onClick={() => setAsking(true)}>
        Cancel Task
      </Button>
    );
  if (task.viewer === 'public' || task.status !== 'accepted') return null;

  const request = task.cancellation;
  const answering = steps.busy(FAILURES.answerCancellation);
  if (request) {
    return (
      <Stack gap={2} borderWidth="1px" borderRadius="md" p={3} bg="red.50">
        <Text fontWeight="semibold">{request.byMe ? CANCEL_ASKED_BY_ME : cancelAskedBy(request.requestedBy)}</Text>
        <Text fontSize="sm">Reason: {request.reason}</Text>
        <Text fontSize="sm" color="fg.muted">
          {request.stands ? CANCELLATION_STANDS : answerDueBy(dateTime(request.answerBy))}
        </Text>
        {request.byMe ? null : (
          <HStack>
            <Button
              size="sm"
              colorPalette="red"
              disabled={answering}
              loading={steps.busy(FAILURES.answerCancellation, 'agree')}
              onClick={() => void steps.run(taskSteps.answerCancellation(task._id, true))}
            >
              Agree to cancel
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={answering}
              loading={steps.busy(FAILURES.answerCancellation, 'keep')}
              onClick={() => void steps.run(taskSteps.answerCancellation(task._id, false))}
            >
              Keep the task
            </Button>
          </HStack>
        )}
      </Stack>
    );
  }
  return asking ? (
    <ConfirmStep
      reason={{ label: 'Why do you want to cancel? The other side sees this.', required: true }}
      confirm="Ask to cancel"
      onBack={() => setAsking(false)}
      busy={steps.busy(FAILURES.requestCancellation)}
      onConfirm={(reason) => void steps.run(taskSteps.requestCancellation(task._id, reason))}
    />
  ) : (
    <Button size="sm" variant="ghost" colorPalette="red" alignSelf="start" onClick={() => setAsking(true)}>
      Ask to cancel this task
    </Button>
  );
}
