import { FilterPanel } from '@fairgo/shared/filters';
import { count } from '@fairgo/shared/actions';
import type { ListingFilters } from '@fairgo/shared/contract';
import { NO_FILTERS, activeListingFilters } from '@fairgo/shared/rules';
import { SuburbField, SuggestionField } from '@fairgo/shared/ui/type-ahead';
import { subscriptionRequired, usePlatform, useSession } from '@fairgo/shared/platform';
import { Button, HStack, PageFrame, ScrollToTop, SimpleGrid, Stack } from '@fairgo/shared/ui';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { DayPicker } from '../../features/listings/filters/day-picker';
import { VerifiedPicker } from '../../features/listings/filters/verified-picker';
import { DistanceAndSort } from '../../features/listings/filters/distance-and-sort';
import { useFiltersInUrl } from '../../features/listings/filters/use-filters-in-url';
import { useTypedFilter } from '../../features/listings/filters/use-typed-filter';
import { PageListings } from '../../features/listings/page-listings';
import { useListingFirst } from '../../features/listings/api/use-listings';
import { usePostCreation } from '../../features/post-form/use-post-creation';
import { suggestRoles } from '../../lib/suggestions';

export const FIND_WORKER_TITLE = 'Find the Perfect Workers for Your Needs';
export const FIND_WORKER_EMPTY =
  "We're onboarding more candidates with this selection criteria. Meanwhile, post a job so that when someone is looking for it, they can contact you.";
export const ONLY_EMPLOYERS_POST = 'Only Employers are allowed to post a job';
export const REGISTER_TO_POST = 'Please register or sign in to post a job.';

/** The typed half of the search: one role and one location (product.md#listings), each a free text. */
interface TypedSearch {
  role: string;
  location: string;
}

const typedToFilters = (typed: TypedSearch): Pick<ListingFilters, 'jobs' | 'locations'> => ({
  jobs: typed.role.trim() ? [typed.role.trim()] : [],
  locations: typed.location.trim() ? [typed.location.trim()] : [],
});

/**
 * /find-worker (product.md#listings): workers' listings, searched by one role, days and one location through
 * GET /api/findworker/filterworkers; Search, Reset, Post a Job (gated, product.md#listing-searches) and Refresh. Filters
 * apply as find-work's do, the moment they are chosen (a day, a suggestion, a distance, a cleared
 * field); text typed without choosing a suggestion applies on Search or Enter. The search is in the
 * address: `/find-worker?role=Barista` opens searched, and Back returns to it.
 */
export function FindWorkerPage() {
  const platform = usePlatform();
  const user = useSession((state) => state.user);
  const [filters, setFilters] = useFiltersInUrl();
  // The text fields follow the search in the address (a shared link, or Back to this page).
  const [role, setRole] = useTypedFilter(filters.jobs[0] ?? '');
  const [location, setLocation] = useTypedFilter(filters.locations[0] ?? '');
  const typed: TypedSearch = { role, location };
  const [resets, setResets] = useState(0);
  const searched = filters.jobs.length + filters.locations.length + filters.days.length > 0;
  const first = useListingFirst();
  const { form, openForm } = usePostCreation('job');

  const change = (changes: Partial<ListingFilters>) => setFilters({ ...filters, ...changes });
  // A field's choice applies that field alone: text typed in the other waits for Search.
  const applied: TypedSearch = { role: filters.jobs[0] ?? '', location: filters.locations[0] ?? '' };
  const choose = (changes: Partial<TypedSearch>) => change(typedToFilters({ ...applied, ...changes }));
  const type = (changes: Partial<TypedSearch>) => {
    if (changes.role !== undefined) setRole(changes.role);
    if (changes.location !== undefined) setLocation(changes.location);
    // A field emptied is a filter removed, as a chip's × is on find-work.
    if (Object.values(changes).every((value) => value.trim() === '')) choose(changes);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    change(typedToFilters(typed));
  };
  const reset = () => {
    setRole('');
    setLocation('');
    setFilters(NO_FILTERS);
    setResets((count) => count + 1);
  };
  const postJob = () => {
    count('GET postajobcount');
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
              value={typed.role}
              onChange={(role) => type({ role })}
              onSelect={(role) => choose({ role })}
              suggest={suggestRoles}
            />
            <SuburbField
              label="Location"
              value={typed.location}
              onChange={(location) => type({ location })}
              onSelect={(location) => choose({ location })}
            />
          </SimpleGrid>
          <DayPicker value={filters.days} onChange={(days) => change({ days })} />
          <VerifiedPicker value={filters.verified} onChange={(verified) => change({ verified })} />
          <DistanceAndSort key={`distance-${resets}`} filters={filters} onChange={change} />
          <HStack gap={3} wrap="wrap">
            <Button type="submit" colorPalette="brand">
              <Search aria-hidden /> Search
            </Button>
            <Button variant="outline" onClick={reset}>
              Reset
            </Button>
          </HStack>
        </FilterPanel>
        <PageListings
          kind="worker"
          source={searched ? 'filteredWorkers' : 'worker'}
          filters={filters}
          first={first}
          emptyMessage={FIND_WORKER_EMPTY}
          action={
            <Button colorPalette="brand" onClick={postJob}>
              Post a Job
            </Button>
          }
        />
      </Stack>
      {form}
      <ScrollToTop />
    </PageFrame>
  );
}
