import type { SavedSearch, SavedSearchChange } from '@fairgo/shared/contract';
import { changeSavedSearch, deleteSavedSearch, getSavedSearches } from '@fairgo/shared/api/savedSearches';
import { usePlatform } from '@fairgo/shared/platform';
import { useQuery, useQueryClient, useWrite } from '@fairgo/shared/queries';
import { FAILURES } from '../../../lib/failures';

export const SEARCH_DELETED = 'Saved search deleted.';

const savedSearchesKey = (email: string) => ['savedSearches', email];

/** The signed-in user's saved searches, fresh each time the profile opens. */
export function useSavedSearches(email: string) {
  return useQuery({
    queryKey: savedSearchesKey(email),
    queryFn: getSavedSearches,
    staleTime: 0,
    meta: { log: FAILURES.loadSavedSearches },
  });
}

/** Pauses or resumes a saved search, turns its e-mails on or off, or deletes it; the list is loaded again. */
export function useChangeSavedSearch(email: string) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  return useWrite({
    failure: FAILURES.changeSavedSearch,
    write: async (search: SavedSearch, change: SavedSearchChange | 'delete') => {
      if (change === 'delete') {
        await deleteSavedSearch(search._id);
        platform.showStatus({ status: 'success', title: SEARCH_DELETED });
      } else await changeSavedSearch(search._id, change);
      await queryClient.invalidateQueries({ queryKey: savedSearchesKey(email) });
    },
    tell: (text) => platform.showStatus({ status: 'error', title: text }),
  });
}
