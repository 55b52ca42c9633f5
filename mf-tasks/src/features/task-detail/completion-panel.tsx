import { markCompletedByAssignee, markCompletedByOwner } from '@fairgo/shared/api';
import type { Task } from '@fairgo/shared/contract';
import { Alert, Button, Link, Stack, Text } from '@fairgo/shared/ui';
import {
  AUTO_COMPLETION_STATEMENT,
  MARK_COMPLETED_FAILED,
  TASK_COMPLETE_FAILED,
  TASK_COMPLETED,
} from '../../lib/task-texts';
import type { Notice } from './api/use-task';

/** A result at the top of the task dialog (spec §8's messages), with a link out when it has one. */
export function NoticeBanner({ notice }: { notice: Notice }) {
  return (
    <Alert.Root status={notice.status} borderRadius="md">
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

/** Runs a change of the task, then shows `ok` (if any) or `failed` at the top of the dialog. */
export type Act = (run: () => Promise<unknown>, ok: string | null, failed: string) => Promise<unknown>;

/** What the viewer can do next to move the task on (spec §4), with the 24-hour statement. */
export function Completion({ task, act }: { task: Task; act: Act }) {
  const statement = (
    <Text fontSize="sm" color="fg.muted">
      {AUTO_COMPLETION_STATEMENT}
    </Text>
  );
  if (task.viewer === 'assignee' && task.status === 'accepted')
    return (
      <Stack gap={2} borderWidth="1px" borderRadius="md" p={3}>
        <Text>Finished the job? Let the owner know.</Text>
        <Button
          colorPalette="brand"
          alignSelf="start"
          onClick={() => void act(() => markCompletedByAssignee(task._id), null, MARK_COMPLETED_FAILED)}
        >
          Complete Task
        </Button>
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
        {task.viewer === 'owner' ? (
          <Button
            colorPalette="brand"
            alignSelf="start"
            onClick={() => void act(() => markCompletedByOwner(task._id), TASK_COMPLETED, TASK_COMPLETE_FAILED)}
          >
            Mark as Completed
          </Button>
        ) : null}
        {statement}
        {task.autoCompletesOn ? (
          <Text fontSize="sm">
            Completes automatically on{' '}
            {new Date(task.autoCompletesOn).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' })}.
          </Text>
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
            {task.payoutExpectedOn
              ? ` (expected by ${new Date(`${task.payoutExpectedOn}T00:00:00`).toLocaleDateString('en-AU', { dateStyle: 'medium' })})`
              : ''}
            .
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  if (task.viewer === 'owner' && task.status === 'accepted')
    return <Text color="fg.muted">Waiting for the tasker to complete the task.</Text>;
  return null;
}
