import type { PostKind } from '@fairgo/shared/contract';
import { Box, Button, Center, SimpleGrid, Spinner, Text } from '@fairgo/shared/ui';
import { ListingCard } from './listing-card';
import type { useListings } from './api/use-listings';

export interface ListingResultsProps {
  kind: PostKind;
  results: ReturnType<typeof useListings>;
  /** Spec §4: the spinner also stays for 1 s after a filter change. */
  holdSpinner: boolean;
  /** The page's own empty message (spec §2). */
  emptyMessage: string;
  /** The listing a saved search's alert links to, shown first and marked (issue 20). */
  first?: string;
}

/** The list under a page's filters: spinner, empty message, cards, and more on demand. */
export function ListingResults({ kind, results, holdSpinner, emptyMessage, first }: ListingResultsProps) {
  const { listings, isPending, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = results;
  if (isPending || holdSpinner)
    return (
      <Center py={16} role="status" aria-live="polite">
        <Spinner size="xl" color="brand.500" borderWidth="4px" />
        <Box srOnly>Loading listings</Box>
      </Center>
    );
  if (listings.length === 0)
    return (
      <Box
        py={10}
        px={6}
        textAlign="center"
        borderWidth="1px"
        borderStyle="dashed"
        borderRadius="xl"
        color="fg.muted"
        role="status"
      >
        <Text maxW="2xl" mx="auto">
          {isError ? 'The listings could not be loaded. Please press Refresh to try again.' : emptyMessage}
        </Text>
      </Box>
    );
  return (
    <Box>
      <Text srOnly role="status">
        {listings.length} listings shown
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap={5}>
        {listings.map((listing) => (
          <ListingCard key={listing._id} listing={listing} kind={kind} alerted={listing._id === first} />
        ))}
      </SimpleGrid>
      {hasNextPage ? (
        <Center mt={8}>
          <Button
            variant="outline"
            colorPalette="brand"
            loading={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            Show more listings
          </Button>
        </Center>
      ) : null}
    </Box>
  );
}
