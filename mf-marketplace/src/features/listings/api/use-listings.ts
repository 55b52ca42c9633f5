import { request } from '@fairgo/shared/api';
import { toldOf } from '@fairgo/shared/actions';
import type { Listing, ListingFilters, PostKind } from '@fairgo/shared/contract';
import { hasFilters, LISTING_PAGE_SIZE, toListingsQuery } from '@fairgo/shared/rules';
import { useSession } from '@fairgo/shared/platform';
import { keepPreviousData, preloadForVisitors, useInfiniteQuery, useQuery } from '@fairgo/shared/queries';
import { LISTINGS_KEY } from '../../../lib/query-keys';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { useSearch } from 'wouter';
import { FAILURES } from '../../../lib/failures';

/** Where a page's list comes from: job posts, worker posts, or the find-worker Search (product.md#api-calls). */
export type ListingSource = PostKind | 'filteredWorkers';
const LISTING_ROUTES = {
  job: 'GET findwork/advisers',
  worker: 'GET findworker/workers',
  filteredWorkers: 'GET findworker/filterworkers',
} as const satisfies Record<ListingSource, string>;

/** The listing a saved search's alert links to (`?listing=<id>`), if the address names one. */
export function useListingFirst(): string | undefined {
  const listing = new URLSearchParams(useSearch()).get('listing') ?? '';
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(listing) ? listing : undefined;
}

export const listingsKey = (source: ListingSource) => [LISTINGS_KEY, source] as const;

/**
 * A page's listings under its filters, a page at a time (product.md#listing-searches: lists load on page open). The
 * viewer is part of the key, as contact details differ by viewer. When the server sends an empty
 * list and no filter is applied, the list is fetched once more, and only once (product.md#listing-searches). `first` is a
 * listing to show first whatever the filters: the one a saved search's alert links to. Beside the
 * pages, the total the filters match ("Showing 24 of 57 workers"); Refresh fetches both again. A new
 * search keeps the last list on screen (`isUpdating`) until its own arrives.
 */
export function useListings(source: ListingSource, filters: ListingFilters, first?: string) {
  const viewer = useSession((state) => state.user?.email ?? null);
  const membership = useSession((state) => state.user?.membershipExpires ?? null);
  const kind: PostKind = source === 'job' ? 'job' : 'worker';
  const totalRoute = kind === 'job' ? 'GET findwork/advisers/total' : 'GET findworker/workers/total';
  const pageQuery = (after?: string) => ({
    ...toListingsQuery(filters, { limit: LISTING_PAGE_SIZE, ...(after ? { after } : {}) }),
    ...(first ? { listing: first } : {}),
  });
  // A visitor's first view asks for both at once: the served page starts them with its own scripts.
  preloadForVisitors(LISTING_ROUTES[source], () => ({ searchParams: pageQuery() }));
  preloadForVisitors(totalRoute, () => ({ searchParams: toListingsQuery(filters) }));
  const total = useQuery({
    queryKey: [...listingsKey(source), 'total', filters],
    meta: { log: FAILURES.countListings },
    queryFn: ({ signal }) => request(totalRoute, { searchParams: toListingsQuery(filters), signal }),
    placeholderData: keepPreviousData,
  });
  const query = useInfiniteQuery({
    queryKey: [...listingsKey(source), filters, viewer, membership, first],
    meta: { log: FAILURES.loadListings },
    // Each next page is the one after the last listing shown (its cursor): read from an index however
    // deep, and never shifted by a listing posted meanwhile.
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => request(LISTING_ROUTES[source], { searchParams: pageQuery(pageParam), signal }),
    getNextPageParam: (lastPage) => (lastPage.length === LISTING_PAGE_SIZE ? lastPage.at(-1)?.cursor : undefined),
    // A new filter keeps the list shown (and the page's place) until the new one arrives.
    placeholderData: keepPreviousData,
  });

  // The cards render as a transition, in slices, not in one block when the data arrives: a query's
  // update is synchronous, and twenty cards kept a phone's main thread for most of a second.
  // Until the deferred render has the data, the list counts as loading.
  const data = useDeferredValue(query.data);
  const listings: Listing[] = useMemo(() => data?.pages.flat() ?? [], [data]);
  const isPending = data === undefined && !query.isError;
  const unfiltered = !hasFilters(filters);
  const reloaded = useRef(false);
  const { refetch } = query;
  const answered = query.isSuccess && !query.isPlaceholderData && data === query.data;
  // The list shown is an earlier search's, or the new one is still being drawn.
  const isUpdating = query.isPlaceholderData || data !== query.data;
  useEffect(() => {
    if (!answered || listings.length > 0 || !unfiltered || reloaded.current) return;
    reloaded.current = true;
    void refetch();
  }, [answered, listings.length, unfiltered, refetch]);

  const refetchBoth = useCallback(() => Promise.all([query.refetch(), total.refetch()]), [query, total]);
  // What the page tells when the list could not be loaded (the table's text).
  const failure = query.isError ? toldOf(FAILURES.loadListings, query.error) : null;
  return { ...query, refetch: refetchBoth, isPending, isUpdating, listings, total: total.data, failure };
}
