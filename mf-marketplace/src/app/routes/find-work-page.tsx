import { FilterPanel } from '@fairgo/shared/filters';
import { count } from '@fairgo/shared/actions';
import type { ListingFilters } from '@fairgo/shared/contract';
import { NO_FILTERS, activeListingFilters } from '@fairgo/shared/rules';
import { usePlatform, useSession } from '@fairgo/shared/platform';
import { Button, PageFrame, ScrollToTop, SimpleGrid, Stack } from '@fairgo/shared/ui';
import { useState } from 'react';
import { DayPicker } from '../../features/listings/filters/day-picker';
import { DistanceAndSort } from '../../features/listings/filters/distance-and-sort';
import { MinPayField } from '../../features/listings/filters/min-pay-field';
import { useFiltersInUrl } from '../../features/listings/filters/use-filters-in-url';
import { MultiSuggestionField } from '../../features/listings/filters/multi-suggestion-field';
import { PageListings } from '../../features/listings/page-listings';
import { AskForJobContext } from '../../features/listings/interest/ask-for-job-context';
import { useListingFirst } from '../../features/listings/api/use-listings';
import { usePostCreation } from '../../features/post-form/use-post-creation';
import { suggestCertificates, suggestLocations, suggestRoles } from '../../lib/suggestions';

export const FIND_WORK_TITLE = 'Find a job that fits you';
export const FIND_WORK_EMPTY =
  "We're onboarding more employers, so new jobs will be available soon. If you don't find a match now, let us know what you're looking for, and employers can reach out when your role is needed.";
export const ASK_FOR_JOB_SIGN_IN = 'Please sign in or register to ask for a job.';

/**
 * /find-work (product.md#listings): employers' job listings, filtered as one chooses (jobs any, certificates
 * all, days all, locations any; product.md#listing-searches), with Ask for a job, Refresh and scroll-to-top. The filters
 * are in the address (a search can be shared and comes back with Back); Reset clears them.
 */
export function FindWorkPage() {
  const platform = usePlatform();
  const signedIn = useSession((state) => state.user !== null);
  const [filters, setFilters] = useFiltersInUrl();
  const [resets, setResets] = useState(0);
  const change = (changes: Partial<ListingFilters>) => setFilters({ ...filters, ...changes });
  const reset = () => {
    setFilters(NO_FILTERS);
    setResets((count) => count + 1);
  };
  const first = useListingFirst();
  const { form, openForm } = usePostCreation('worker', { feedbackOnFailure: true });

  const askForJob = () => {
    count('GET askforjobcount');
    if (!signedIn) platform.requireSignIn(ASK_FOR_JOB_SIGN_IN);
    else openForm();
  };

  return (
    <PageFrame
      title={FIND_WORK_TITLE}
      intro="Casual and temporary jobs posted by employers across Australia. Filter by role, day, location and pay."
    >
      <Stack gap={6}>
        <FilterPanel label="Filters" activeCount={activeListingFilters(filters)}>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap={4} key={resets}>
            <MultiSuggestionField
              label="Job roles"
              values={filters.jobs}
              onChange={(jobs) => change({ jobs })}
              suggest={suggestRoles}
            />
            <MultiSuggestionField
              label="Locations"
              values={filters.locations}
              onChange={(locations) => change({ locations })}
              suggest={suggestLocations}
            />
            <MultiSuggestionField
              label="Certificates"
              values={filters.certificates}
              onChange={(certificates) => change({ certificates })}
              suggest={suggestCertificates}
            />
          </SimpleGrid>
          <DayPicker value={filters.days} onChange={(days) => change({ days })} />
          <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
            <MinPayField value={filters.minPay} onChange={(minPay) => change({ minPay })} />
          </SimpleGrid>
          <DistanceAndSort key={`distance-${resets}`} filters={filters} onChange={change} byPay />
          <Button variant="outline" alignSelf="start" onClick={reset}>
            Reset
          </Button>
        </FilterPanel>
        <AskForJobContext value={openForm}>
          <PageListings
            kind="job"
            source="job"
            filters={filters}
            first={first}
            emptyMessage={FIND_WORK_EMPTY}
            action={
              <Button colorPalette="brand" onClick={askForJob}>
                Ask for a job
              </Button>
            }
          />
        </AskForJobContext>
      </Stack>
      {form}
      <ScrollToTop />
    </PageFrame>
  );
}
