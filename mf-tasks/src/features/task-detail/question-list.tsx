import { askQuestion, submitAnswer } from '@fairgo/shared/api';
import type { Question, Task } from '@fairgo/shared/contract';
import { Avatar, Box, HStack, Stack, Text } from '@fairgo/shared/ui';
import { ReportButton } from '@fairgo/shared/overlays';
import { Composer } from './composer';
import { FAILURES } from '../../lib/failures';

function QuestionItem({
  question,
  canAnswer,
  onChanged,
}: {
  question: Question;
  canAnswer: boolean;
  onChanged: () => Promise<unknown>;
}) {
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p={3}>
      <HStack gap={2} mb={1}>
        <Avatar.Root size="2xs">
          <Avatar.Fallback name={question.askedBy.name} />
          {question.askedBy.profileImage ? <Avatar.Image src={question.askedBy.profileImage} alt="" /> : null}
        </Avatar.Root>
        <Text fontSize="sm" fontWeight="semibold">
          {question.askedBy.name}
        </Text>
        {question.isMine ? null : (
          <Box ms="auto">
            <ReportButton subject="question" subjectId={question._id} />
          </Box>
        )}
      </HStack>
      <Text whiteSpace="pre-line">{question.question}</Text>
      {question.answer ? (
        <Text mt={2} ps={3} borderLeftWidth="3px" borderColor="brand.300" whiteSpace="pre-line">
          {question.answer}
        </Text>
      ) : canAnswer ? (
        <Box mt={2}>
          <Composer
            label="Your answer"
            action="Answer"
            log={FAILURES.answerQuestion}
            send={async (answer) => {
              await submitAnswer(question._id, answer);
              await onChanged();
            }}
          />
        </Box>
      ) : (
        <Text mt={1} fontSize="sm" color="fg.muted">
          Not answered yet.
        </Text>
      )}
    </Box>
  );
}

/** Questions on a task: anyone may ask while it is open; its owner answers (spec §2, §6). */
export function QuestionList({ task, onChanged }: { task: Task; onChanged: () => Promise<unknown> }) {
  const canAsk = task.viewer === 'public' && task.status === 'open';
  return (
    <Stack gap={3}>
      {canAsk ? (
        <Composer
          label="Ask a question about this task"
          action="Ask"
          log={FAILURES.askQuestion}
          send={async (question) => {
            await askQuestion(task._id, question);
            await onChanged();
          }}
        />
      ) : null}
      {task.questions.length === 0 ? (
        <Text color="fg.muted">No questions yet.</Text>
      ) : (
        <Stack as="ul" gap={2} listStyleType="none">
          {task.questions.map((question) => (
            <QuestionItem
              key={question._id}
              question={question}
              canAnswer={task.viewer === 'owner'}
              onChanged={onChanged}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
