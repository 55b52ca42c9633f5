import { request } from '@fairgo/shared/api';
import type { SavedSearch, SavedSearchChange } from '@fairgo/shared/contract';
import { usePlatform } from '@fairgo/shared/platform';
import { useLoad, useQueryClient, useWrite } from '@fairgo/shared/queries';
import { FAILURES } from '../../../lib/failures';

export const SEARCH_DELETED = 'Saved search deleted.';

const savedSearchesKey = (email: string) => ['savedSearches', email];

/** The signed-in user's saved searches, fresh each time the profile opens. */
export function useSavedSearches(email: string) {
  return useLoad({
    queryKey: savedSearchesKey(email),
    queryFn: () => request('GET savedSearches'),
    staleTime: 0,
    failure: FAILURES.loadSavedSearches,
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
        await request('DELETE savedSearches/:searchId', { params: { searchId: search._id } });
        platform.showStatus({ status: 'success', title: SEARCH_DELETED });
      } else await request('PATCH savedSearches/:searchId', { params: { searchId: search._id }, json: change });
      await queryClient.invalidateQueries({ queryKey: savedSearchesKey(email) });
    },
    tell: (text) => platform.showStatus({ status: 'error', title: text }),
  });
}
