import { isApiError } from '@fairgo/shared/api';
import type { NewSavedSearch } from '@fairgo/shared/contract';
import { usePlatform, useSession } from '@fairgo/shared/platform';
import { Button } from '@fairgo/shared/ui';
import { BellPlus } from 'lucide-react';
import { useAction, PLATFORM_FAILURES } from '@fairgo/shared/actions';
import { saveSearch } from '../api/endpoints/savedSearches';

export const SEARCH_SAVED = 'Search saved';
export const SEARCH_SAVED_DETAIL =
  'We will tell you in the bell as soon as something new matches it, and once a day by email. You can pause or delete it in your profile.';
export const SIGN_IN_TO_SAVE =
  'Please sign in or register to save this search and be told when something new matches it.';
export const SAVE_SEARCH_FAILED = 'Your search could not be saved. Please try again.';

/**
 * 'Save this search' on /find-work, /find-worker and All Tasks: stores the page's current
 * filters as a saved search. A visitor is asked to sign in; the answer shows in the status dialog,
 * with the way to the profile where searches are managed, or the server's reason it was refused
 * (already saved, 20 already, a filter it cannot keep).
 */
export function SaveSearchButton({ search }: { search: NewSavedSearch }) {
  const platform = usePlatform();
  const signedIn = useSession((state) => state.user !== null);
  const saving = useAction({
    log: PLATFORM_FAILURES.saveSearch,
    run: async () => {
      await saveSearch(search);
      platform.showStatus({
        status: 'success',
        title: SEARCH_SAVED,
        description: SEARCH_SAVED_DETAIL,
        action: { label: 'Manage saved searches', to: '/profile' },
      });
    },
    failed: (error) => {
      const known = isApiError(error) && [400, 409].includes(error.status);
      platform.showStatus({ status: 'error', title: known ? error.message : SAVE_SEARCH_FAILED });
    },
  });
  return (
    <Button
      variant="outline"
      colorPalette="brand"
      loading={saving.busy}
      onClick={() => (signedIn ? void saving.run() : platform.requireSignIn(SIGN_IN_TO_SAVE))}
    >
      <BellPlus aria-hidden /> Save this search
    </Button>
  );
}
