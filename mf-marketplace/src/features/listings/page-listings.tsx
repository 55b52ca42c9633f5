import { listingSearchFilters, SaveSearchButton } from '@fairgo/shared/filters';
import type { ListingFilters, PostKind } from '@fairgo/shared/contract';
import { HStack } from '@fairgo/shared/ui';
import type { ReactNode } from 'react';
import { useListings, type ListingSource } from './api/use-listings';
import { ListingResults } from './listing-results';
import { RefreshButton } from './refresh-button';
import { useFilterSpinner } from './use-filter-spinner';

export interface PageListingsProps {
  kind: PostKind;
  source: ListingSource;
  filters: ListingFilters;
  /** The listing a saved search's alert links to, shown first and marked. */
  first?: string;
  /** The page's own empty message (product.md#listings). */
  emptyMessage: string;
  /** The page's own action (Ask for a job, Post a Job), first in the row with Refresh and Save search. */
  action: ReactNode;
}

/**
 * A listings page below its filters: its actions and its list. The listings are queried here, not in the
 * page, because a query's answer renders whatever subscribes to it at once, in one task: subscribed
 * in the page, each answer rendered the filter panel again too, most of that task's work on a phone.
 */
export function PageListings({ kind, source, filters, first, emptyMessage, action }: PageListingsProps) {
  const results = useListings(source, filters, first);
  const holdSpinner = useFilterSpinner(JSON.stringify(filters));
  return (
    <>
      <HStack gap={3} wrap="wrap">
        {action}
        <RefreshButton results={results} />
        <SaveSearchButton search={{ kind, filters: listingSearchFilters(filters) }} />
      </HStack>
      <ListingResults
        kind={kind}
        results={results}
        holdSpinner={holdSpinner}
        emptyMessage={emptyMessage}
        first={first}
      />
    </>
  );
}
