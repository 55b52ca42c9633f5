import type { Question, Task } from '@fairgo/shared/contract';
import { Box, HStack, PersonChip, Stack, Text } from '@fairgo/shared/ui';
import { ReportButton } from '@fairgo/shared/ui/overlays';
import { useAnswerQuestion, useAskQuestion } from './api/use-conversation';
import { Composer } from './composer';

function AnswerComposer({ taskId, questionId }: { taskId: string; questionId: string }) {
  return <Composer label="Your answer" action="Answer" sending={useAnswerQuestion(taskId, questionId)} />;
}

function AskComposer({ taskId }: { taskId: string }) {
  return <Composer label="Ask a question about this task" action="Ask" sending={useAskQuestion(taskId)} />;
}

function QuestionItem({ question, taskId, canAnswer }: { question: Question; taskId: string; canAnswer: boolean }) {
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p={3}>
      <HStack gap={2} mb={1}>
        <PersonChip person={question.askedBy} size="2xs" />
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
          <AnswerComposer taskId={taskId} questionId={question._id} />
        </Box>
      ) : (
        <Text mt={1} fontSize="sm" color="fg.muted">
          Not answered yet.
        </Text>
      )}
    </Box>
  );
}

/** Questions on a task: anyone may ask while it is open; its owner answers (product.md#tasks-pages, product.md#roles). */
export function QuestionList({ task }: { task: Task }) {
  const canAsk = task.viewer === 'public' && task.status === 'open';
  return (
    <Stack gap={3}>
      {canAsk ? <AskComposer taskId={task._id} /> : null}
      {task.questions.length === 0 ? (
        <Text color="fg.muted">No questions yet.</Text>
      ) : (
        <Stack as="ul" gap={2} listStyleType="none">
          {task.questions.map((question) => (
            <QuestionItem
              key={question._id}
              question={question}
              taskId={task._id}
              canAnswer={task.viewer === 'owner'}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
