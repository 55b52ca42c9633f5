import { CREDENTIAL_TYPES } from '@fairgo/shared/credentials';
import type { ListingFilters } from '@fairgo/shared/contract';
import { filtersFromSearch, filtersToSearch } from '@fairgo/shared/rules';
import { useLocation, useSearch } from 'wouter';

const isVerifiable = (value: string) => Object.hasOwn(CREDENTIAL_TYPES, value);

/**
 * A listings page's filters, kept in its address (listings/rules.ts `filtersToSearch`): read on load,
 * written on each change in place of the current entry, so Back leaves the page as it was searched.
 */
export function useFiltersInUrl(): [ListingFilters, (filters: ListingFilters) => void] {
  const [path, navigate] = useLocation();
  const filters = filtersFromSearch(useSearch(), isVerifiable);
  const setFilters = (next: ListingFilters) => {
    const search = filtersToSearch(next);
    navigate(search ? `${path}?${search}` : path, { replace: true });
  };
  return [filters, setFilters];
}
