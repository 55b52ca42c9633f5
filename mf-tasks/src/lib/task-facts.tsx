// What a task card and a task's dialog both show of a task: its budget, place, time and status.
import { logFailure } from '@fairgo/shared/actions';
import type { TaskSummary } from '@fairgo/shared/contract';
import { DUE_TIMES, toCents, formatMoney } from '@fairgo/shared/rules';
import { usePlatform } from '@fairgo/shared/platform';
import { Badge, Button, HStack, Link, Stack, Text, longDate } from '@fairgo/shared/ui';
import { CalendarDays, Clock, MapPin, Navigation } from 'lucide-react';
import { ADDRESS_COPIED, STATUS_LABELS } from './task-texts';
import { FAILURES } from './failures';

/** A maps service's directions to an address (opens in a new tab). */
export const directionsUrl = (address: string) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;

/** The budget a task shows: what was agreed once an offer is accepted, else what the owner offered. */
export const shownBudget = (task: Pick<TaskSummary, 'agreedBudget' | 'originalBudget'>) =>
  formatMoney(toCents(task.agreedBudget ?? task.originalBudget));

export const dueText = (task: Pick<TaskSummary, 'dueDate' | 'isFlexible'>) =>
  task.isFlexible || !task.dueDate ? 'Flexible with dates' : `Due ${longDate(`${task.dueDate}T00:00:00`)}`;

export const dueTimeText = (dueTime: TaskSummary['dueTime']) =>
  dueTime ? `${dueTime} (${DUE_TIMES[dueTime].toLowerCase()})` : null;

export function TaskPlace({ task }: { task: Pick<TaskSummary, 'isThisRemoteTask' | 'location' | 'fullAddress'> }) {
  const platform = usePlatform();
  const copy = async (address: string) => {
    try {
      await navigator.clipboard.writeText(address);
      platform.showStatus({ status: 'success', title: ADDRESS_COPIED });
    } catch (error) {
      logFailure(FAILURES.copyAddress, error);
    }
  };
  if (task.isThisRemoteTask) {
    return (
      <HStack gap={1} fontSize="sm" color="fg.muted">
        <MapPin size={14} aria-hidden /> <Text>Remote</Text>
      </HStack>
    );
  }
  return (
    <Stack gap={1} fontSize="sm">
      <HStack gap={1} color="fg.muted">
        <MapPin size={14} aria-hidden /> <Text>{task.location}</Text>
      </HStack>
      {task.fullAddress ? (
        <HStack gap={3} wrap="wrap">
          <Button
            variant="plain"
            size="xs"
            px={0}
            h="auto"
            color="fg"
            textDecoration="underline dotted"
            title="Copy the address"
            onClick={() => void copy(task.fullAddress!)}
          >
            {task.fullAddress}
          </Button>
          <Link href={directionsUrl(task.fullAddress)} target="_blank" rel="noopener noreferrer" color="brand.600">
            <Navigation size={14} aria-hidden /> Directions
          </Link>
        </HStack>
      ) : null}
    </Stack>
  );
}

/** When a task is due: its date or 'Flexible with dates', and its time-of-day window. */
export function TaskWhen({ task }: { task: Pick<TaskSummary, 'dueDate' | 'isFlexible' | 'dueTime'> }) {
  const time = dueTimeText(task.dueTime);
  return (
    <HStack gap={4} fontSize="sm" color="fg.muted" wrap="wrap">
      <HStack gap={1}>
        <CalendarDays size={14} aria-hidden /> <Text>{dueText(task)}</Text>
      </HStack>
      {time ? (
        <HStack gap={1}>
          <Clock size={14} aria-hidden /> <Text>{time}</Text>
        </HStack>
      ) : null}
    </HStack>
  );
}

export function StatusBadge({ status }: { status: TaskSummary['status'] }) {
  const { label, palette } = STATUS_LABELS[status];
  return (
    <Badge colorPalette={palette} variant="subtle">
      {label}
    </Badge>
  );
}
