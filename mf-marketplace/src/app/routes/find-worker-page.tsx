import { FilterPanel, listingSearchFilters, SaveSearchButton } from '@fairgo/shared/filters';
import { countPostAJob, getJobRoles } from '@fairgo/shared/api';
import type { ListingFilters } from '@fairgo/shared/contract';
import { NO_FILTERS, activeListingFilters } from '@fairgo/shared/rules';
import { SuburbField, SuggestionField } from '@fairgo/shared/type-ahead';
import { subscriptionRequired, usePlatform, useSession } from '@fairgo/shared/platform';
import { Button, HStack, PageFrame, ScrollToTop, SimpleGrid, Stack } from '@fairgo/shared/ui';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { DayPicker } from '../../features/listings/filters/day-picker';
import { VerifiedPicker } from '../../features/listings/filters/verified-picker';
import { DistanceAndSort } from '../../features/listings/filters/distance-and-sort';
import { useFiltersInUrl } from '../../features/listings/filters/use-filters-in-url';
import { ListingResults } from '../../features/listings/listing-results';
import { RefreshButton } from '../../features/listings/refresh-button';
import { useFilterSpinner } from '../../features/listings/use-filter-spinner';
import { useListingFirst, useListings } from '../../features/listings/api/use-listings';
import { usePostCreation } from '../../features/post-form/use-post-creation';

export const FIND_WORKER_TITLE = 'Find the Perfect Workers for Your Needs';
export const FIND_WORKER_EMPTY =
  "We're onboarding more candidates with this selection criteria. Meanwhile, post a job so that when someone is looking for it, they can contact you.";
export const ONLY_EMPLOYERS_POST = 'Only Employers are allowed to post a job';
export const REGISTER_TO_POST = 'Please register or sign in to post a job.';

const suggestRoles = (text: string) => getJobRoles(text);

/** The Search form: one role, days, one location (spec §2), applied on Search. */
interface SearchFields {
  role: string;
  location: string;
  days: ListingFilters['days'];
}
const NO_SEARCH: SearchFields = { role: '', location: '', days: [] };

const toFilters = (search: SearchFields, rest: ListingFilters): ListingFilters => ({
  ...rest,
  jobs: search.role.trim() ? [search.role.trim()] : [],
  locations: search.location.trim() ? [search.location.trim()] : [],
  days: search.days,
});

/**
 * /find-worker (spec §2): workers' listings, searched by one role, days and one location through
 * GET /api/findworker/filterworkers; Search, Reset, Post a Job (gated, spec §4) and Refresh. The
 * search is in the address: `/find-worker?role=Barista` opens searched, and Back returns to it.
 */
export function FindWorkerPage() {
  const platform = usePlatform();
  const user = useSession((state) => state.user);
  const [filters, setFilters] = useFiltersInUrl();
  // The form starts from the search in the address (a shared link, or Back to this page).
  const [draft, setDraft] = useState<SearchFields>(() => ({
    role: filters.jobs[0] ?? '',
    location: filters.locations[0] ?? '',
    days: filters.days,
  }));
  const [resets, setResets] = useState(0);
  const searched = filters.jobs.length + filters.locations.length + filters.days.length > 0;
  const first = useListingFirst();
  const results = useListings(searched ? 'filteredWorkers' : 'worker', filters, first);
  const holdSpinner = useFilterSpinner(JSON.stringify(filters));
  const { form, openForm } = usePostCreation('job');

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters(toFilters(draft, filters));
  };
  const reset = () => {
    setDraft(NO_SEARCH);
    setFilters(NO_FILTERS);
    setResets((count) => count + 1);
  };
  const postJob = () => {
    countPostAJob();
    if (!user) platform.requireSignIn(REGISTER_TO_POST);
    else if (subscriptionRequired(user)) platform.requireMembership();
    else if (user.role !== 'employer' && user.role !== 'both')
      platform.showStatus({ status: 'error', title: ONLY_EMPLOYERS_POST });
    else openForm();
  };

  return (
    <PageFrame
      title={FIND_WORKER_TITLE}
      intro="People across Australia looking for casual and temporary work. Search by role, day and location."
    >
      <Stack gap={6}>
        <FilterPanel label="Search workers" activeCount={activeListingFilters(filters)} onSubmit={search}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={4} key={resets}>
            <SuggestionField
              label="Role"
              value={draft.role}
              onChange={(role) => setDraft((current) => ({ ...current, role }))}
              suggest={suggestRoles}
            />
            <SuburbField
              label="Location"
              value={draft.location}
              onChange={(location) => setDraft((current) => ({ ...current, location }))}
            />
          </SimpleGrid>
          <DayPicker value={draft.days} onChange={(days) => setDraft((current) => ({ ...current, days }))} />
          <VerifiedPicker value={filters.verified} onChange={(verified) => setFilters({ ...filters, verified })} />
          <DistanceAndSort
            key={`distance-${resets}`}
            filters={filters}
            onChange={(changes) => setFilters({ ...filters, ...changes })}
          />
          <HStack gap={3} wrap="wrap">
            <Button type="submit" colorPalette="brand">
              <Search aria-hidden /> Search
            </Button>
            <Button variant="outline" onClick={reset}>
              Reset
            </Button>
          </HStack>
        </FilterPanel>
        <HStack gap={3} wrap="wrap">
          <Button colorPalette="brand" onClick={postJob}>
            Post a Job
          </Button>
          <RefreshButton results={results} />
          <SaveSearchButton search={{ kind: 'worker', filters: listingSearchFilters(filters) }} />
        </HStack>
        <ListingResults
          kind="worker"
          results={results}
          holdSpinner={holdSpinner}
          emptyMessage={FIND_WORKER_EMPTY}
          first={first}
        />
      </Stack>
      {form}
      <ScrollToTop />
    </PageFrame>
  );
}
