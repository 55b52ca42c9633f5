import type { TaskSummary } from '@fairgo/shared/contract';
import { Avatar, Box, Flex, Heading, HStack, Link, RatingText, Stack, Text } from '@fairgo/shared/ui';
import { MessageCircleQuestion, Tag } from 'lucide-react';
import { shownBudget, StatusBadge, TaskPlace, TaskWhen } from '../../lib/task-facts';

/** A task in a list (spec §2 "Task card"). */
export function TaskCard({ task, onOpen }: { task: TaskSummary; onOpen: (task: TaskSummary) => void }) {
  const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  return (
    <Box as="article" borderWidth="1px" borderRadius="lg" p={4} bg="bg" shadow="xs" aria-label={task.title}>
      <Stack gap={3}>
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
        <TaskPlace task={task} />
        <TaskWhen task={task} />
        <Flex justify="space-between" align="center" gap={3} wrap="wrap">
          <HStack gap={2}>
            <Avatar.Root size="xs">
              <Avatar.Fallback name={task.createdBy.name} />
              {task.createdBy.profileImage ? <Avatar.Image src={task.createdBy.profileImage} alt="" /> : null}
            </Avatar.Root>
            <Stack gap={0}>
              <Text fontSize="sm">{task.createdBy.name}</Text>
              <RatingText rating={task.createdBy.rating} size="xs" />
            </Stack>
          </HStack>
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
    </Box>
  );
}
