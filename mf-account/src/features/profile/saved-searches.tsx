import { MAX_SAVED_SEARCHES, savedSearchAddress } from '@fairgo/shared/filters';
import type { SavedSearch, User } from '@fairgo/shared/contract';
import { Badge, Box, Button, Heading, HStack, shortDate, Spinner, Stack, Text } from '@fairgo/shared/ui';
import { Link as RouterLink } from 'wouter';
import { useChangeSavedSearch, useSavedSearches } from './api/use-saved-searches';

export const NO_SAVED_SEARCHES =
  "You have no saved searches. Use 'Save this search' on Find Work, Find Workers or Tasks to be told when something new matches.";

const KIND_LABELS: Record<SavedSearch['kind'], string> = { job: 'Jobs', worker: 'Workers', task: 'Tasks' };

/**
 * The profile's saved searches: what each looks for, whether it is paused and whether it
 * e-mails, with Pause/Resume, e-mails on or off, and Delete. New matches reach the bell at once and
 * the daily e-mail when it is on. Each opens as its search page, with its filters.
 */
export function SavedSearches({ user }: { user: User }) {
  const searches = useSavedSearches(user.email);
  const changing = useChangeSavedSearch(user.email);

  return (
    <Stack as="section" id="saved-searches" gap={3} aria-labelledby="saved-searches-heading">
      <Heading as="h2" size="lg" id="saved-searches-heading">
        Saved searches
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        New matches show in the bell at once, and in one email a day when its emails are on. Up to {MAX_SAVED_SEARCHES}{' '}
        searches.
      </Text>
      {searches.isPending ? (
        <Spinner aria-label="Loading saved searches" />
      ) : searches.isError ? (
        <Text role="alert" color="red.600">
          {searches.failure}
        </Text>
      ) : searches.data.length === 0 ? (
        <Text color="fg.muted">{NO_SAVED_SEARCHES}</Text>
      ) : (
        <Stack as="ul" gap={3} listStyleType="none">
          {searches.data.map((search) => (
            <Box
              as="li"
              key={search._id}
              borderWidth="1px"
              borderRadius="lg"
              p={4}
              aria-label={`${KIND_LABELS[search.kind]}: ${search.summary}`}
            >
              <HStack gap={2} wrap="wrap">
                <Badge colorPalette="brand">{KIND_LABELS[search.kind]}</Badge>
                {search.paused ? <Badge colorPalette="orange">Paused</Badge> : null}
                {search.emailDigest ? null : <Badge>No emails</Badge>}
                <Text fontSize="xs" color="fg.muted">
                  Saved {shortDate(search.createdOn)}
                </Text>
              </HStack>
              <Text fontWeight="medium" mt={2}>
                {search.summary}
              </Text>
              <HStack gap={2} mt={3} wrap="wrap">
                <Button asChild size="sm" colorPalette="brand">
                  <RouterLink href={savedSearchAddress(search)}>Open search</RouterLink>
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={changing.busy}
                  onClick={() => void changing.run(search, { paused: !search.paused })}
                >
                  {search.paused ? 'Resume' : 'Pause'}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={changing.busy}
                  onClick={() => void changing.run(search, { emailDigest: !search.emailDigest })}
                >
                  {search.emailDigest ? 'Turn emails off' : 'Turn emails on'}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  disabled={changing.busy}
                  onClick={() => void changing.run(search, 'delete')}
                >
                  Delete
                </Button>
              </HStack>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
