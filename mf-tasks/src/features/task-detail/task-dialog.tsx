import { markCompletedByAssignee, markCompletedByOwner } from '@fairgo/shared/api';
import type { Task, TaskViewer } from '@fairgo/shared/contract';
import { CloseButton, Dialog, Portal, Tabs } from '@fairgo/shared/overlays';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Center,
  HStack,
  Image,
  Link,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@fairgo/shared/ui';
import { CalendarDays, Clock } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import {
  AUTO_COMPLETION_STATEMENT,
  MARK_COMPLETED_FAILED,
  TASK_COMPLETE_FAILED,
  TASK_COMPLETED,
} from '../../lib/task-texts';
import { checkBeforeOffering } from '../payment-gates/payment-gates';
import { dueText, dueTimeText, shownBudget, StatusBadge, TaskPlace } from '../task-list/task-card';
import { MakeOfferForm } from './make-offer-form';
import { MessageThread } from './message-thread';
import { OfferList } from './offer-list';
import { QuestionList } from './question-list';
import { useRefreshTask, useTask, type Notice } from './use-task';

function NoticeBanner({ notice }: { notice: Notice }) {
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

/** The dialog's tabs by viewer (spec §2): public, owner and assignee each see their own set. */
function tabsFor(task: Task): { value: string; label: string }[] {
  if (task.viewer === 'assignee')
    return [
      { value: 'messages', label: 'Messages' },
      { value: 'questions', label: 'Questions by other taskers' },
    ];
  const tabs = [
    { value: 'offers', label: `Offers (${task.offers.length})` },
    { value: 'questions', label: `Questions (${task.questions.length})` },
  ];
  if (task.viewer === 'owner' && task.status !== 'open') tabs.push({ value: 'messages', label: 'Messages' });
  return tabs;
}

/** What the viewer can do next to move the task on (spec §4), with the 24-hour statement. */
function Completion({
  task,
  act,
}: {
  task: Task;
  act: (run: () => Promise<unknown>, ok: string | null, failed: string) => Promise<void>;
}) {
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

function TaskBody({ task }: { task: Task }) {
  const time = dueTimeText(task.dueTime);
  const refresh = useRefreshTask(task._id);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [offering, setOffering] = useState(false);
  const [checking, setChecking] = useState(false);
  const tabs = tabsFor(task);
  const [tab, setTab] = useState(tabs[0]!.value);
  const current = tabs.some((candidate) => candidate.value === tab) ? tab : tabs[0]!.value;
  const myOffer = task.offers.find((offer) => offer.isMine);

  const act = async (run: () => Promise<unknown>, ok: string | null, failed: string) => {
    setNotice(null);
    try {
      await run();
      if (ok) setNotice({ status: 'success', text: ok });
      await refresh();
    } catch (error) {
      console.error('[tasks] a task action failed', error);
      setNotice({ status: 'error', text: failed });
    }
  };

  const startOffer = async () => {
    setChecking(true);
    setNotice(null);
    const gate = await checkBeforeOffering();
    setChecking(false);
    if (gate.kind === 'ready') setOffering(true);
    else if (gate.kind === 'failed') setNotice({ status: 'error', text: gate.text });
    else
      setNotice({
        status: 'warning',
        text: `${gate.title}: ${gate.text}`,
        link: { label: gate.action, href: gate.url },
      });
  };

  const panels: Record<string, ReactNode> = {
    offers: <OfferList task={task} onChanged={refresh} onResult={setNotice} />,
    questions: <QuestionList task={task} onChanged={refresh} />,
    messages: <MessageThread task={task} onChanged={refresh} />,
  };

  return (
    <Stack gap={4}>
      {notice ? <NoticeBanner notice={notice} /> : null}
      <HStack justify="space-between" align="start" wrap="wrap" gap={3}>
        <HStack gap={2}>
          <Avatar.Root size="sm">
            <Avatar.Fallback name={task.createdBy.name} />
            {task.createdBy.profileImage ? <Avatar.Image src={task.createdBy.profileImage} alt="" /> : null}
          </Avatar.Root>
          <Stack gap={0}>
            <Text fontSize="sm">Posted by {task.createdBy.name}</Text>
            <StatusBadge status={task.status} />
          </Stack>
        </HStack>
        <Stack gap={0} align="end">
          <Text fontSize="2xl" fontWeight="bold" color="brand.700">
            {shownBudget(task)}
          </Text>
          {task.agreedBudget !== null ? (
            <Text fontSize="xs" color="fg.muted">
              agreed
            </Text>
          ) : null}
        </Stack>
      </HStack>
      <Text whiteSpace="pre-line">{task.description}</Text>
      {task.images.length > 0 ? (
        <SimpleGrid columns={{ base: 2, sm: 3 }} gap={2}>
          {task.images.map((src) => (
            <a key={src} href={src} target="_blank" rel="noopener noreferrer">
              <Image src={src} alt="Task photo" borderRadius="md" aspectRatio={4 / 3} objectFit="cover" w="full" />
            </a>
          ))}
        </SimpleGrid>
      ) : null}
      <TaskPlace task={task} />
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
      <Completion task={task} act={act} />
      {task.viewer === 'public' && task.status === 'open' ? (
        myOffer ? (
          <Text fontSize="sm" color="fg.muted">
            You have made an offer on this task. The owner will be in touch if they accept it.
          </Text>
        ) : offering ? (
          <MakeOfferForm
            task={task}
            onCancel={() => setOffering(false)}
            onSent={async () => {
              setOffering(false);
              setNotice({ status: 'success', text: 'Your offer was sent to the task owner.' });
              await refresh();
            }}
          />
        ) : (
          <Button colorPalette="brand" alignSelf="start" loading={checking} onClick={() => void startOffer()}>
            Make Offer
          </Button>
        )
      ) : null}
      <Tabs.Root value={current} onValueChange={(details) => setTab(details.value)} colorPalette="brand" lazyMount>
        <Tabs.List>
          {tabs.map((candidate) => (
            <Tabs.Trigger key={candidate.value} value={candidate.value}>
              {candidate.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((candidate) => (
          <Tabs.Content key={candidate.value} value={candidate.value}>
            {panels[candidate.value]}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}

/**
 * The task dialog (spec §2), opened from a card or straight from /tasks/task/:taskId (deep link,
 * also after a reload). What it shows depends on who looks: the public, the owner or the assignee.
 */
export function TaskDialog({
  taskId,
  viewer,
  onClose,
}: {
  taskId: string;
  viewer?: TaskViewer | undefined;
  onClose: () => void;
}) {
  const { data: task, isPending, isError } = useTask(taskId, viewer);
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => !details.open && onClose()}
      size="xl"
      scrollBehavior="inside"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{task?.title ?? 'Task'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb={6}>
              {isPending ? (
                <Center py={10}>
                  <Spinner color="brand.500" aria-label="Loading the task" />
                </Center>
              ) : isError || !task ? (
                <Box role="alert" color="red.600">
                  This task could not be loaded. It may have been removed; please try again later.
                </Box>
              ) : (
                <TaskBody task={task} />
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
