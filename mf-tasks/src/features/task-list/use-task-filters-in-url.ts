import type { TaskSearchFilters } from '@fairgo/shared/contract';
import { taskFiltersFromSearch, taskFiltersToSearch } from '@fairgo/shared/filters';
import { useLocation, useSearch } from 'wouter';

/**
 * All Tasks' filters, kept in its address as the listing pages keep theirs: read on load, written on
 * each search in place of the current entry, so a reload or a shared link shows the same search.
 */
export function useTaskFiltersInUrl(): [TaskSearchFilters, (filters: TaskSearchFilters) => void] {
  const [path, navigate] = useLocation();
  const filters = taskFiltersFromSearch(useSearch());
  const setFilters = (next: TaskSearchFilters) => {
    const search = taskFiltersToSearch(next);
    navigate(search ? `${path}?${search}` : path, { replace: true });
  };
  return [filters, setFilters];
}
