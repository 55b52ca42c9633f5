import type { Task } from '@fairgo/shared/contract';
import { formatMoney, splitOffer, toCents } from '@fairgo/shared/rules';
import { Alert, Button, ConfirmStep, dateTime, HStack, Link, shortDate, Stack, Text } from '@fairgo/shared/ui';
import { useEffect, useRef, useState } from 'react';
import {
  AUTO_COMPLETION_STATEMENT,
  completeConfirmText,
  confirmCompletionText,
  NOT_DONE_LABEL,
} from '../../lib/task-texts';
import { FAILURES } from '../../lib/failures';
import { taskSteps, type TaskStepRunner } from './api/task-steps';
import type { Notice } from './api/use-task';

/**
 * A result at the top of the task dialog (product.md#messages's messages), with a link out when it has one. The
 * dialog may be scrolled down to the button that caused it: each new result is brought into view.
 */
export function NoticeBanner({ notice }: { notice: Notice }) {
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => banner.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }), [notice]);
  return (
    <Alert.Root ref={banner} status={notice.status} borderRadius="md" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{notice.text}</Alert.Title>
        {notice.link ? (
          <Alert.Description>
            <Link
              href={notice.link.href}
              target="_blank"
              rel="noopener noreferrer"
              color="brand.700"
              fontWeight="semibold"
            >
              {notice.link.label}
            </Link>
          </Alert.Description>
        ) : null}
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * What the viewer can do next to move the task on (product.md#task-states), with the 24-hour statement. Each step
 * that releases money is confirmed first, saying what happens to it; within the 24 hours the owner
 * may answer "Not done yet", which stops the automatic completion.
 */
export function Completion({ task, steps }: { task: Task; steps: TaskStepRunner }) {
  // The step chosen belongs to the status it was chosen in: a new status (this step done, or the
  // other side's answer) starts from its own first step.
  const [chosen, choose] = useState<{ in: Task['status']; step: 'complete' | 'confirm' | 'notDone' } | null>(null);
  const step = chosen?.in === task.status ? chosen.step : null;
  const setStep = (next: 'complete' | 'confirm' | 'notDone' | null) =>
    choose(next ? { in: task.status, step: next } : null);
  const agreedCents = toCents(task.agreedBudget ?? 0);
  const agreed = formatMoney(agreedCents);
  const statement = (
    <Text fontSize="sm" color="fg.muted">
      {AUTO_COMPLETION_STATEMENT}
    </Text>
  );
  const back = () => setStep(null);
  const notDone = task.notDoneYet ? <NotDoneYet said={task.notDoneYet} byMe={task.viewer === 'owner'} /> : null;
  if (task.viewer === 'assignee' && task.status === 'accepted')
    return (
      <Stack gap={2} borderWidth="1px" borderRadius="md" p={3}>
        {notDone}
        <Text>{notDone ? 'Once it is done, let the owner know again.' : 'Finished the job? Let the owner know.'}</Text>
        {step === 'complete' ? (
          <ConfirmStep
            text={completeConfirmText(agreed, formatMoney(splitOffer(agreedCents, task.feePercent).payoutCents))}
            confirm="Yes, the work is done"
            palette="brand"
            onBack={back}
            busy={steps.busy(FAILURES.markCompleted)}
            onConfirm={() => void steps.run(taskSteps.markCompleted(task._id))}
          />
        ) : (
          <Button colorPalette="brand" alignSelf="start" onClick={() => setStep('complete')}>
            Complete Task
          </Button>
        )}
        {statement}
      </Stack>
    );
  if (task.status === 'completedByAssignee')
    return (
      <Stack gap={2} borderWidth="1px" borderRadius="md" p={3} bg="orange.50">
        <Text fontWeight="semibold">
          {task.viewer === 'owner'
            ? 'The tasker has marked this task as completed.'
            : 'You marked this task as completed.'}
        </Text>
        {task.viewer !== 'owner' ? null : step === 'confirm' ? (
          <ConfirmStep
            text={confirmCompletionText(agreed)}
            confirm="Confirm and release the money"
            palette="brand"
            onBack={back}
            busy={steps.busy(FAILURES.confirmCompletion)}
            onConfirm={() => void steps.run(taskSteps.confirmCompletion(task._id))}
          />
        ) : step === 'notDone' ? (
          <ConfirmStep
            reason={{ label: NOT_DONE_LABEL, required: true }}
            confirm="Send: not done yet"
            palette="brand"
            onBack={back}
            busy={steps.busy(FAILURES.notDoneYet)}
            onConfirm={(reason) => void steps.run(taskSteps.notDoneYet(task._id, reason))}
          />
        ) : (
          <HStack wrap="wrap">
            <Button colorPalette="brand" onClick={() => setStep('confirm')}>
              Mark as Completed
            </Button>
            <Button variant="outline" colorPalette="brand" onClick={() => setStep('notDone')}>
              Not done yet
            </Button>
          </HStack>
        )}
        {statement}
        {task.autoCompletesOn ? (
          <Text fontSize="sm">Completes automatically on {dateTime(task.autoCompletesOn)}.</Text>
        ) : null}
      </Stack>
    );
  if (task.status === 'completedByOwner' && task.viewer !== 'public')
    return (
      <Alert.Root status="success" borderRadius="md">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>This task is complete.</Alert.Title>
          <Alert.Description>
            The tasker is paid in 2-3 business days
            {task.payoutExpectedOn ? ` (expected by ${shortDate(`${task.payoutExpectedOn}T00:00:00`)})` : ''}.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  if (task.viewer === 'owner' && task.status === 'accepted')
    return (
      <Stack gap={2}>
        {notDone}
        <Text color="fg.muted">Waiting for the tasker to complete the task.</Text>
      </Stack>
    );
  return null;
}

/** The owner's "not done yet", on the task itself: what is left to do, and when it was said. */
function NotDoneYet({ said, byMe }: { said: NonNullable<Task['notDoneYet']>; byMe: boolean }) {
  return (
    <Alert.Root status="warning" borderRadius="md">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {byMe ? 'You said this task is not done yet' : 'The owner says this task is not done yet'} (
          {dateTime(said.on)})
        </Alert.Title>
        {said.reason ? <Alert.Description whiteSpace="pre-wrap">{said.reason}</Alert.Description> : null}
      </Alert.Content>
    </Alert.Root>
  );
}
