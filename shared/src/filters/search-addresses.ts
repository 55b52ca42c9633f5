import { DISTANCES_KM, filtersToSearch, MAX_TASK_BUDGET, NO_FILTERS } from '@fairgo/shared/rules';
import {
  MAX_KEYWORDS_LENGTH,
  NO_TASK_FILTERS,
  REMOTE_CHOICES,
  toTaskSearchQuery,
  type ListingSearchFilters,
  type RemoteChoice,
  type SearchKind,
  type TaskSearchFilters,
} from '../saved-searches/rules';

// A search's page address, so that a search can be reloaded, shared, bookmarked and opened again
// from the profile. The listing pages' codec is listings/rules.ts `filtersToSearch`; All Tasks'
// address takes the same names as GET /api/tasks/getAllTasks
// (`/tasks/view/allTasks?keywords=garden&maxBudget=100`).

/** All Tasks' filters as its address's query (only what is set; '' for none). */
export const taskFiltersToSearch = (filters: TaskSearchFilters) =>
  new URLSearchParams(
    Object.entries(toTaskSearchQuery(filters)).map(([name, value]) => [name, String(value)]),
  ).toString();

const amountIn = (search: URLSearchParams, name: string) => {
  const text = search.get(name)?.trim();
  const amount = Number(text);
  return text && Number.isFinite(amount) && amount >= 0 && amount <= MAX_TASK_BUDGET ? amount : null;
};

/** All Tasks' filters from its address: what is not a filter, or not a value it takes, is left out. */
export function taskFiltersFromSearch(query: string): TaskSearchFilters {
  const search = new URLSearchParams(query);
  const within = Number(search.get('withinKm'));
  const remote = search.get('remote') ?? '';
  const near = search.get('near')?.trim().slice(0, 200) ?? '';
  const withinKm = near && (DISTANCES_KM as readonly number[]).includes(within) ? within : null;
  const minBudget = amountIn(search, 'minBudget');
  const maxBudget = amountIn(search, 'maxBudget');
  return {
    ...NO_TASK_FILTERS,
    keywords: search.get('keywords')?.trim().slice(0, MAX_KEYWORDS_LENGTH) ?? '',
    near: withinKm ? near : '',
    withinKm,
    minBudget,
    maxBudget: maxBudget !== null && minBudget !== null && maxBudget < minBudget ? null : maxBudget,
    remote: (REMOTE_CHOICES as readonly string[]).includes(remote) ? (remote as RemoteChoice) : 'any',
  };
}

const SEARCH_PAGES: Record<SearchKind, string> = {
  job: '/find-work',
  worker: '/find-worker',
  task: '/tasks/view/allTasks',
};

/** The page a saved search opens: its list, with its filters. */
export function savedSearchAddress(saved: { kind: SearchKind; filters: unknown }): string {
  const query =
    saved.kind === 'task'
      ? taskFiltersToSearch({ ...NO_TASK_FILTERS, ...(saved.filters as Partial<TaskSearchFilters>) })
      : filtersToSearch({
          ...NO_FILTERS,
          ...(saved.filters as Partial<ListingSearchFilters>),
          minPay: (saved.filters as ListingSearchFilters).minPay ?? null,
          sort: NO_FILTERS.sort,
        });
  return query ? `${SEARCH_PAGES[saved.kind]}?${query}` : SEARCH_PAGES[saved.kind];
}
