import { count } from '@fairgo/shared/actions';
import type { TaskSearchFilters, TaskViewer } from '@fairgo/shared/contract';
import { activeTaskFilters, taskFiltersFromSearch, taskFiltersToSearch } from '@fairgo/shared/filters';
import { useCardsNearScreen, usePlatform, useSession, type ByScreenWidth } from '@fairgo/shared/platform';
import {
  Alert,
  Button,
  Container,
  Field,
  Flex,
  Heading,
  NativeSelect,
  PageSpinner,
  SimpleGrid,
  Stack,
  Text,
} from '@fairgo/shared/ui';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Redirect, useLocation, useParams, useSearch } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { SIGN_IN_FOR_TASKS } from '../../lib/task-texts';
import { checkBeforePosting } from '../../lib/payment-gates';
import {
  EMPTY_LIST_MESSAGES,
  isTaskFilter,
  NO_OPEN_TASKS,
  NO_TASKS_FOUND,
  TASK_FILTERS,
  type TaskFilter,
} from '../../features/task-list/task-filters';
import { useTasks } from '../../features/task-list/api/use-tasks';
import { TaskCardNearScreen } from '../../features/task-list/task-card';
import { TaskSearchBar } from '../../features/task-list/task-search-bar';
import { useTaskFiltersInUrl } from '../../features/task-list/use-task-filters-in-url';
import { stepAddress, stepInSearch, wizardDepth } from '../../features/post-task/wizard-history';
import type { WizardStep } from '../../features/post-task/wizard-rules';

// The dialogs (and Chakra's dialog machinery) load when first opened.
const TaskDialog = lazy(() =>
  import('../../features/task-detail/task-dialog').then((module) => ({ default: module.TaskDialog })),
);
const PostTaskWizard = lazy(() =>
  import('../../features/post-task/post-task-wizard').then((module) => ({ default: module.PostTaskWizard })),
);

export const TASKS_TITLE = 'Tasks';

/** The cards drawn in full at once: a desktop's first two rows; each after them when it comes near the screen. */
export const TASK_CARDS_AT_ONCE = { base: 4 } satisfies ByScreenWidth;

interface TaskRouteState {
  from?: TaskFilter;
  /** The list's filters (its address's query), for closing the task back to the same search. */
  query?: string;
  viewer?: TaskViewer;
}

function TaskList({
  filter,
  search,
  onOpen,
}: {
  filter: TaskFilter;
  search: TaskSearchFilters;
  onOpen: (taskId: string, viewer: TaskViewer) => void;
}) {
  const { data, isPending, isError, failure } = useTasks(filter, search);
  const drawn = useCardsNearScreen(TASK_CARDS_AT_ONCE);
  const searched = filter === 'allTasks' && activeTaskFilters(search) > 0;
  if (isPending) return <PageSpinner label="Loading tasks" />;
  if (isError)
    return (
      <Text role="alert" color="red.600" textAlign="center" py={10}>
        {failure}
      </Text>
    );
  if (data.length === 0)
    return (
      <Text color="fg.muted" textAlign="center" py={10}>
        {searched ? NO_TASKS_FOUND : EMPTY_LIST_MESSAGES[filter]}
      </Text>
    );
  // `before`: how many cards the page shows above these; the page's first few are drawn at once.
  const cards = (tasks: typeof data, before = 0) => (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={4} onFocus={drawn.onFocus}>
      {tasks.map((task, index) => (
        <TaskCardNearScreen
          key={task._id}
          task={task}
          onOpen={() => onOpen(task._id, task.viewer)}
          now={drawn.now(before + index)}
        />
      ))}
    </SimpleGrid>
  );
  if (filter !== 'allTasks') return cards(data);
  // Browsing is for tasks that take offers: the open ones first, the rest under their own heading.
  const open = data.filter((task) => task.status === 'open');
  const others = data.filter((task) => task.status !== 'open');
  return (
    <Stack gap={6}>
      {open.length > 0 ? cards(open) : <Text color="fg.muted">{NO_OPEN_TASKS}</Text>}
      {others.length > 0 ? (
        <Stack as="section" aria-labelledby="tasks-under-way" gap={3}>
          <Heading as="h2" id="tasks-under-way" size="md" color="fg.muted">
            Already assigned or completed
          </Heading>
          {cards(others, open.length)}
        </Stack>
      ) : null}
    </Stack>
  );
}

/**
 * /tasks/view/:filter and /tasks/task/:taskId (product.md#tasks-pages): the banner, the filter, Post a Task, the
 * list, and the task dialog over it when a task is open (its own address, so it survives a reload).
 */
export function TasksPage() {
  const { filter, taskId } = useParams<{ filter?: string; taskId?: string }>();
  const [, navigate] = useLocation();
  const state = (useHistoryState<TaskRouteState | null>() ?? {}) as TaskRouteState;
  const platform = usePlatform();
  const signedIn = useSession((session) => session.status === 'loggedIn');
  const wizardStep = stepInSearch(useSearch());
  const [checkingPayment, setCheckingPayment] = useState(false);
  const [filtersInUrl, setSearch] = useTaskFiltersInUrl();

  if (filter !== undefined && !isTaskFilter(filter)) return <Redirect to="/tasks/view/allTasks" replace />;
  const current: TaskFilter = filter ?? state.from ?? 'allTasks';
  // Over a task, the list below keeps the search it was opened from.
  const search = taskId ? taskFiltersFromSearch(state.query ?? '') : filtersInUrl;
  const query = current === 'allTasks' ? taskFiltersToSearch(search) : '';
  const listPath = query ? `/tasks/view/${current}?${query}` : `/tasks/view/${current}`;

  const openTask = (id: string, viewer?: TaskViewer) => {
    if (!signedIn) return platform.requireSignIn(SIGN_IN_FOR_TASKS);
    navigate(`/tasks/task/${id}`, { state: { from: current, query, viewer } satisfies TaskRouteState });
  };

  // The wizard's steps are history entries above the list (wizard-history.ts).
  const toStep = (step: WizardStep) =>
    navigate(stepAddress(listPath, step), { state: { wizardDepth: (wizardDepth() ?? 0) + 1 } });
  const leaveWizard = (then?: () => void) => {
    const depth = wizardDepth();
    if (!depth) {
      navigate(listPath, { replace: true });
      return then?.();
    }
    if (then) window.addEventListener('popstate', then, { once: true });
    window.history.go(-depth);
  };
  const stepBack = () => {
    if (wizardDepth()) window.history.back();
    else if (wizardStep && wizardStep > 1)
      navigate(stepAddress(listPath, (wizardStep - 1) as WizardStep), { replace: true });
  };

  const startPosting = async () => {
    count('GET postTaskCount');
    if (!signedIn) return platform.requireSignIn(SIGN_IN_FOR_TASKS);
    setCheckingPayment(true);
    const gate = await checkBeforePosting();
    setCheckingPayment(false);
    if (gate.kind === 'ready') return toStep(1);
    if (gate.kind === 'failed') return platform.showStatus({ status: 'error', title: gate.text });
    platform.showStatus({
      status: 'warning',
      title: gate.title,
      description: gate.text,
      action: { label: gate.action, href: gate.url },
    });
  };

  return (
    <Container maxW="6xl" py={{ base: 6, md: 10 }}>
      <Stack gap={6}>
        <Alert.Root status="info" borderRadius="md">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Tasks is a new feature!</Alert.Title>
            <Alert.Description>
              Post a small paid job and get offers from people nearby, or make offers on tasks you can do. Payment is
              held safely until the task is done.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Flex justify="space-between" align="end" gap={4} wrap="wrap">
          <Heading as="h1" size="2xl">
            {TASKS_TITLE}
          </Heading>
          <Flex gap={3} align="end" wrap="wrap">
            <Field.Root w="auto">
              <Field.Label>Show</Field.Label>
              <NativeSelect.Root size="md" w="14rem">
                <NativeSelect.Field value={current} onChange={(event) => navigate(`/tasks/view/${event.target.value}`)}>
                  {Object.entries(TASK_FILTERS).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Button colorPalette="brand" loading={checkingPayment} onClick={() => void startPosting()}>
              <Plus aria-hidden /> Post a Task
            </Button>
          </Flex>
        </Flex>
        {current === 'allTasks' ? <TaskSearchBar key={query} filters={search} onSearch={setSearch} /> : null}
        <TaskList filter={current} search={search} onOpen={openTask} />
      </Stack>
      <Suspense fallback={null}>
        {taskId ? <TaskDialog taskId={taskId} viewer={state.viewer} onClose={() => navigate(listPath)} /> : null}
        {wizardStep && !taskId ? (
          <PostTaskWizard
            step={wizardStep}
            onStep={toStep}
            onBack={stepBack}
            onClose={() => leaveWizard()}
            onViewTask={(id) => leaveWizard(() => openTask(id, 'owner'))}
          />
        ) : null}
      </Suspense>
    </Container>
  );
}
