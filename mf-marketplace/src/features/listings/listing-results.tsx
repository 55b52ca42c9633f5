import type { ListingsTotal, PostKind } from '@fairgo/shared/contract';
import { Box, Button, Center, SimpleGrid, Spinner, Text, wholeNumber } from '@fairgo/shared/ui';
import { useCardsNearScreen, type ByScreenWidth } from '@fairgo/shared/platform';
import { ListingCardNearScreen } from './listing-card';
import type { useListings } from './api/use-listings';

export interface ListingResultsProps {
  kind: PostKind;
  results: ReturnType<typeof useListings>;
  /** product.md#listing-searches: the spinner also stays for 1 s after a filter change (over the list, which stays). */
  holdSpinner: boolean;
  /** The page's own empty message (product.md#listings). */
  emptyMessage: string;
  /** The listing a saved search's alert links to, shown first and marked. */
  first?: string;
}

const NOUNS: Record<PostKind, [one: string, many: string]> = { job: ['job', 'jobs'], worker: ['worker', 'workers'] };

/** "5 workers", or "Showing 24 of 1,000+ jobs" while there are more than the cards shown. */
export function listingsCountText(kind: PostKind, shown: number, total: ListingsTotal | undefined): string {
  const [one, many] = NOUNS[kind];
  if (!total || (shown >= total.total && !total.atLeast)) return `${shown} ${shown === 1 ? one : many}`;
  return `Showing ${shown} of ${wholeNumber(total.total)}${total.atLeast ? '+' : ''} ${many}`;
}

/**
 * The cards drawn in full at once: the grid's first row (a phone's first screen is the filters); each
 * after them when it comes near the screen.
 */
export const CARDS_AT_ONCE = { base: 1, md: 2, xl: 3 } satisfies ByScreenWidth;

/**
 * The list under a page's filters: spinner, empty message, cards, and more on demand. After a filter
 * change the cards stay where they are, dimmed under the spinner, until the new list is drawn; then
 * the spinner stays its second (product.md#states) over the new list, so the page neither empties nor jumps.
 */
export function ListingResults({ kind, results, holdSpinner, emptyMessage, first }: ListingResultsProps) {
  const { listings, total, isPending, isUpdating, failure, hasNextPage, fetchNextPage, isFetchingNextPage } = results;
  const cards = useCardsNearScreen(CARDS_AT_ONCE);
  if (isPending)
    return (
      <Center py={16} role="status" aria-live="polite">
        <Spinner size="xl" color="brand.500" borderWidth="4px" />
        <Box srOnly>Loading listings</Box>
      </Center>
    );
  const updating =
    holdSpinner || isUpdating ? (
      <Center position="sticky" top="4.5rem" zIndex="docked" h="0" overflow="visible" role="status" aria-live="polite">
        <Spinner size="lg" color="brand.500" borderWidth="3px" mt={10} />
        <Box srOnly>Loading listings</Box>
      </Center>
    ) : null;
  if (listings.length === 0 && !isUpdating)
    return (
      <>
        {updating}
        <EmptyList text={failure ?? emptyMessage} />
      </>
    );
  return (
    <Box aria-busy={isUpdating || undefined}>
      {updating}
      <Text role="status" color="fg.muted" fontSize="sm" mb={3}>
        {listingsCountText(kind, listings.length, total)}
      </Text>
      <SimpleGrid
        columns={{ base: 1, md: 2, xl: 3 }}
        gap={5}
        onFocus={cards.onFocus}
        opacity={isUpdating ? 0.5 : 1}
        transition="opacity 0.15s"
      >
        {listings.map((listing, index) => (
          <ListingCardNearScreen
            key={listing._id}
            listing={listing}
            kind={kind}
            alerted={listing._id === first}
            now={cards.now(index)}
          />
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

function EmptyList({ text }: { text: string }) {
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
        {text}
      </Text>
    </Box>
  );
}
