import { Box, Button, Heading, SimpleGrid, Spinner, Stack, Text } from '@fairgo/shared/ui';
import { ListingCard } from '../listing-card';
import { useDismissAnswer, useInterestedWorkers } from './api/use-interested-workers';

export const NO_ONE_INTERESTED = 'No one has answered this job yet.';

/**
 * Under a job on its employer's profile: the workers who said they are interested, newest first, each
 * with their note and their listing card (contact details gated as on /find-worker), and Dismiss.
 * `/profile#interested-<jobId>`, where the bell's entry leads, is this section.
 */
export function InterestedWorkers({ jobId, job }: { jobId: string; job: string }) {
  const interested = useInterestedWorkers(jobId);
  const dismissing = useDismissAnswer(jobId);
  const headingId = `interested-${jobId}-heading`;
  return (
    <Stack as="section" id={`interested-${jobId}`} aria-labelledby={headingId} gap={3}>
      <Heading as="h3" size="md" id={headingId}>
        Interested workers: {job}
        {interested.data?.length ? ` (${interested.data.length})` : ''}
      </Heading>
      {interested.isPending ? (
        <Spinner aria-label={`Loading the workers interested in ${job}`} />
      ) : interested.isError ? (
        <Text color="red.600">{interested.failure}</Text>
      ) : interested.data.length === 0 ? (
        <Text color="fg.muted">{NO_ONE_INTERESTED}</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          {interested.data.map((answer) => (
            <Stack key={answer._id} gap={2}>
              {answer.message ? (
                <Box borderStartWidth="3px" borderColor="brand.500" ps={3} py={1}>
                  <Text fontSize="sm" whiteSpace="pre-line">
                    “{answer.message}”
                  </Text>
                </Box>
              ) : null}
              <ListingCard listing={answer.listing} kind="worker" />
              <Button
                size="sm"
                variant="outline"
                alignSelf="start"
                loading={dismissing.busy}
                onClick={() => void dismissing.run(answer)}
                aria-label={`Dismiss ${answer.listing.name}`}
              >
                Dismiss
              </Button>
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
