import type { User } from '@fairgo/shared/contract';
import { Badge, Box, Button, dateFormat, Flex, Heading, Link, Spinner, Stack, Text } from '@fairgo/shared/ui';
import { Link as RouterLink } from 'wouter';
import { useMyAnswers, useWithdrawAnswer } from './api/use-my-answers';

export const NO_ANSWERS = 'You have not answered a job yet. Find one on Find Work and press “I’m interested”.';

const day = dateFormat({ day: 'numeric', month: 'short', timeZone: 'Australia/Sydney' });

/** The jobs a worker answered: each job, their note, whether the employer has seen it, and Withdraw. */
export function MyAnswers({ user }: { user: User }) {
  const answers = useMyAnswers(user.email);
  const withdrawing = useWithdrawAnswer(user.email);
  return (
    <Stack as="section" gap={3} aria-labelledby="my-answers">
      <Heading as="h2" size="lg" id="my-answers">
        Jobs you answered
      </Heading>
      {answers.isPending ? (
        <Spinner aria-label="Loading the jobs you answered" />
      ) : answers.isError ? (
        <Text color="red.600">{answers.failure}</Text>
      ) : answers.data.length === 0 ? (
        <Text color="fg.muted">{NO_ANSWERS}</Text>
      ) : (
        <Stack as="ul" gap={3} listStyleType="none" ps={0}>
          {answers.data.map((answer) => (
            <Box as="li" key={answer._id} borderWidth="1px" borderRadius="lg" p={4} bg="bg.panel">
              <Flex gap={3} wrap="wrap" justify="space-between" align="start">
                <Box minW={0}>
                  <Link asChild fontWeight="semibold" color="brand.700">
                    <RouterLink href={`/find-work?listing=${answer.jobId}`}>
                      {answer.job} at {answer.businessName}
                    </RouterLink>
                  </Link>
                  <Text fontSize="sm" color="fg.muted">
                    {answer.location} · answered {day(answer.createdOn)}
                  </Text>
                </Box>
                <Badge colorPalette={answer.seen ? 'green' : 'gray'} variant="subtle">
                  {answer.seen ? 'Seen by the employer' : 'Not seen yet'}
                </Badge>
              </Flex>
              {answer.message ? (
                <Text fontSize="sm" mt={2} whiteSpace="pre-line">
                  “{answer.message}”
                </Text>
              ) : null}
              <Button
                mt={3}
                size="sm"
                variant="outline"
                loading={withdrawing.busy}
                onClick={() => void withdrawing.run(answer)}
                aria-label={`Withdraw your answer to ${answer.job} at ${answer.businessName}`}
              >
                Withdraw
              </Button>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
