import { isApiError } from '@fairgo/shared/api';
import type { Offer, Task, TaskViewer } from '@fairgo/shared/contract';
import {
  Box,
  Button,
  Center,
  HStack,
  Image,
  PersonChip,
  RatingText,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@fairgo/shared/ui';
import { ModalDialog, ReportButton, Tabs } from '@fairgo/shared/ui/overlays';
import { useState, type ReactNode } from 'react';
import { checkBeforeOffering } from '../../lib/payment-gates';
import { PersonLink } from '../../lib/person-link';
import { shownBudget, StatusBadge, TaskPlace, TaskWhen } from '../../lib/task-facts';
import { CancellationPanel } from './cancellation-panel';
import { Completion, NoticeBanner } from './completion-panel';
import { MakeOfferForm } from './make-offer-form';
import { MessageThread } from './message-thread';
import { OfferList } from './offer-list';
import { QuestionList } from './question-list';
import { ReviewPanel } from './review-panel';
import { useTaskSteps } from './api/task-steps';
import { useTask, type Notice } from './api/use-task';
import { OFFER_SENT, OFFER_UPDATED } from '../../lib/task-texts';

/** The dialog's tabs by viewer (product.md#tasks-pages): public, owner and assignee each see their own set. */
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

function TaskBody({ task }: { task: Task }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  // The offer form: closed, a new offer, or the viewer's own pending offer being updated.
  const [offerForm, setOfferForm] = useState<null | 'new' | Offer>(null);
  const [checking, setChecking] = useState(false);
  const tabs = tabsFor(task);
  const [tab, setTab] = useState(tabs[0]!.value);
  const current = tabs.some((candidate) => candidate.value === tab) ? tab : tabs[0]!.value;
  const myOffer = task.offers.find((offer) => offer.isMine && (offer.status === 'pending' || offer.isAccepted));

  const steps = useTaskSteps(task._id, setNotice);

  const startOffer = async () => {
    setChecking(true);
    setNotice(null);
    const gate = await checkBeforeOffering();
    setChecking(false);
    if (gate.kind === 'ready') setOfferForm('new');
    else if (gate.kind === 'failed') setNotice({ status: 'error', text: gate.text });
    else
      setNotice({
        status: 'warning',
        text: `${gate.title}: ${gate.text}`,
        link: { label: gate.action, href: gate.url },
      });
  };

  const panels: Record<string, ReactNode> = {
    offers: <OfferList task={task} steps={steps} onEdit={setOfferForm} />,
    questions: <QuestionList task={task} />,
    messages: <MessageThread task={task} />,
  };

  return (
    <Stack gap={4}>
      {notice ? <NoticeBanner notice={notice} /> : null}
      <HStack justify="space-between" align="start" wrap="wrap" gap={3}>
        <PersonChip
          person={task.createdBy}
          size="sm"
          name={
            <Text fontSize="sm">
              Posted by <PersonLink person={task.createdBy} />
            </Text>
          }
        >
          <RatingText rating={task.createdBy.rating} size="xs" />
          <StatusBadge status={task.status} />
        </PersonChip>
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
      <TaskWhen task={task} />
      <Completion task={task} steps={steps} />
      <CancellationPanel task={task} steps={steps} />
      <ReviewPanel task={task} steps={steps} />
      {task.viewer === 'public' && task.status === 'open' ? (
        offerForm ? (
          <MakeOfferForm
            key={offerForm === 'new' ? 'new' : offerForm._id}
            task={task}
            editing={offerForm === 'new' ? undefined : offerForm}
            onCancel={() => setOfferForm(null)}
            onSent={() => {
              setNotice({ status: 'success', text: offerForm === 'new' ? OFFER_SENT : OFFER_UPDATED });
              setOfferForm(null);
            }}
          />
        ) : myOffer ? (
          <Text fontSize="sm" color="fg.muted">
            You have made an offer on this task. The owner will be in touch if they accept it.
          </Text>
        ) : (
          <Button colorPalette="brand" alignSelf="start" loading={checking} onClick={() => void startOffer()}>
            Make Offer
          </Button>
        )
      ) : null}
      {task.viewer === 'public' ? (
        <Box alignSelf="end">
          <ReportButton subject="task" subjectId={task._id} />
        </Box>
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
 * The task dialog (product.md#tasks-pages), opened from a card or straight from /tasks/task/:taskId (deep link,
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
  const { data: task, isPending, isError, error, failure } = useTask(taskId, viewer);
  const missing = isApiError(error, 404);
  return (
    <ModalDialog
      title={task?.title ?? (missing ? 'Task not found' : 'Task')}
      onClose={onClose}
      size="xl"
      scrolls
      bodyProps={{ pb: 6 }}
    >
      {isPending ? (
        <Center py={10}>
          <Spinner color="brand.500" aria-label="Loading the task" />
        </Center>
      ) : isError || !task ? (
        <Box role="alert" color={missing ? 'fg' : 'red.600'}>
          {failure}
        </Box>
      ) : (
        <TaskBody task={task} />
      )}
    </ModalDialog>
  );
}
