import { PLATFORM_FAILURES } from '@fairgo/shared/actions';
import type { NewSavedSearch } from '@fairgo/shared/contract';
import { usePlatform } from '@fairgo/shared/platform';
import { request } from '@fairgo/shared/api';
import { useWrite } from '@fairgo/shared/queries';

export const SEARCH_SAVED = 'Search saved';
export const SEARCH_SAVED_DETAIL =
  'We will tell you in the bell as soon as something new matches it, and once a day by email. You can pause or delete it in your profile.';

/**
 * Saves a page's filters as a search that alerts; the answer shows in the status dialog, with the way
 * to the profile where searches are managed, or the server's reason it was refused (already saved,
 * 20 already, a filter it cannot keep).
 */
export function useSaveSearch() {
  const platform = usePlatform();
  return useWrite({
    failure: PLATFORM_FAILURES.saveSearch,
    write: async (search: NewSavedSearch) => {
      await request('POST savedSearches', { json: search });
      platform.showStatus({
        status: 'success',
        title: SEARCH_SAVED,
        description: SEARCH_SAVED_DETAIL,
        action: { label: 'Manage saved searches', to: '/profile' },
      });
    },
    tell: (text) => platform.showStatus({ status: 'error', title: text }),
  });
}
