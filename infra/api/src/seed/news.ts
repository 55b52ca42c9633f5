import { savedSearchAddress, type ListingSearchFilters } from '@fairgo/shared/contract';

/**
 * The demo's news: each item opens the search it speaks of, filtered, and the demo seeds a post that
 * search finds (`FEATURED_JOBS`, `FEATURED_WORKERS`), so "Take a look" never opens an empty page.
 */
const NO_LISTING_FILTERS = {
  jobs: [],
  locations: [],
  certificates: [],
  days: [],
  verified: [],
  near: '',
  withinKm: null,
};

const searchFor = (kind: 'job' | 'worker', filters: Partial<ListingSearchFilters>) => ({
  kind,
  filters: { ...NO_LISTING_FILTERS, ...filters },
});

/** Job posts the demo seeds first: a Fruit Picker in Cairns, a Barista in Fitzroy, Event Staff in Glenelg. */
export const FEATURED_JOBS = [
  { job: 'Fruit Picker', location: 'Cairns, Queensland' },
  { job: 'Barista', location: 'Fitzroy, Victoria' },
  { job: 'Event Staff', location: 'Glenelg, South Australia' },
];

/** Workers' posts the demo seeds first: one with a White Card in Parramatta. */
export const FEATURED_WORKERS = [
  { job: 'Labourer', location: 'Parramatta, New South Wales', certificates: ['White Card'] },
];

const jobSearch = (index: number) =>
  savedSearchAddress(
    searchFor('job', { jobs: [FEATURED_JOBS[index]!.job], locations: [FEATURED_JOBS[index]!.location] }),
  );

export const DEMO_NEWS = [
  {
    description: 'Fruit picking season is open: farms are hiring now',
    location: 'Cairns, Queensland',
    take_user_to: jobSearch(0),
  },
  {
    description: 'Cafes in Fitzroy are looking for weekend baristas',
    location: 'Fitzroy, Victoria',
    take_user_to: jobSearch(1),
  },
  {
    description: 'New: post a small paid task and get offers from locals',
    location: 'Australia-wide',
    take_user_to: '/tasks',
  },
  {
    description: 'Event staff wanted for summer festivals',
    location: 'Glenelg, South Australia',
    take_user_to: jobSearch(2),
  },
  {
    description: 'Employers: find workers with a White Card near you',
    location: 'Parramatta, New South Wales',
    take_user_to: savedSearchAddress(
      searchFor('worker', { certificates: ['White Card'], locations: [FEATURED_WORKERS[0]!.location] }),
    ),
  },
];
