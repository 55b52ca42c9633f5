import type { TaskSummary } from '@fairgo/shared/contract';
import { useNearScreen } from '@fairgo/shared/platform';
import { Box, Flex, Heading, HStack, Link, PersonChip, RatingText, Stack, Text } from '@fairgo/shared/ui';
import { MessageCircleQuestion, Tag } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { shownBudget, StatusBadge, TaskPlace, TaskWhen } from '../../lib/task-facts';

interface TaskCardProps {
  task: TaskSummary;
  onOpen: (task: TaskSummary) => void;
}

function CardFrame({ task, children, ref }: { task: TaskSummary; children: ReactNode; ref?: Ref<HTMLElement> }) {
  return (
    <Box as="article" ref={ref} borderWidth="1px" borderRadius="lg" p={4} bg="bg" shadow="xs" aria-label={task.title}>
      {children}
    </Box>
  );
}

/** The title, which opens the task, and the budget beside it. */
function TitleAndBudget({ task, onOpen }: TaskCardProps) {
  return (
    <Flex justify="space-between" align="start" gap={3}>
      <Heading as="h2" size="md" lineClamp={2}>
        <Link
          href={`/tasks/task/${task._id}`}
          onClick={(event) => {
            event.preventDefault();
            onOpen(task);
          }}
          color="fg"
        >
          {task.title}
        </Link>
      </Heading>
      <Text fontWeight="bold" fontSize="xl" color="brand.700" whiteSpace="nowrap">
        {shownBudget(task)}
      </Text>
    </Flex>
  );
}

/**
 * A task's card, drawn in full once it comes near the screen (or at once when `now`). Until then it
 * is its box at a card's usual height (measured: 210–290 px on a phone, 180–210 on a desktop) with
 * the title and budget: the list's headings, find in page and the way into the task hold. A full
 * card is some 30 styled elements, and a list holds every task of its kind.
 */
export function TaskCardNearScreen({ now, ...props }: TaskCardProps & { now: boolean }) {
  const [near, ref] = useNearScreen<HTMLElement>(now);
  if (near) return <TaskCard {...props} />;
  return (
    <CardFrame task={props.task} ref={ref}>
      {/* The usual height less the frame's padding and border. */}
      <Box minH={{ base: '206px', md: '148px' }}>
        <TitleAndBudget {...props} />
      </Box>
    </CardFrame>
  );
}

/** A task in a list (product.md#tasks-pages). */
export function TaskCard({ task, onOpen }: TaskCardProps) {
  const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  return (
    <CardFrame task={task}>
      <Stack gap={3}>
        <TitleAndBudget task={task} onOpen={onOpen} />
        <TaskPlace task={task} />
        <TaskWhen task={task} />
        <Flex justify="space-between" align="center" gap={3} wrap="wrap">
          <PersonChip person={task.createdBy}>
            <RatingText rating={task.createdBy.rating} size="xs" />
          </PersonChip>
          <HStack gap={3} fontSize="sm" color="fg.muted">
            <StatusBadge status={task.status} />
            <HStack gap={1}>
              <Tag size={14} aria-hidden /> <Text>{count(task.numberOfOffers, 'offer')}</Text>
            </HStack>
            <HStack gap={1}>
              <MessageCircleQuestion size={14} aria-hidden /> <Text>{count(task.numberOfQuestions, 'question')}</Text>
            </HStack>
          </HStack>
        </Flex>
      </Stack>
    </CardFrame>
  );
}
