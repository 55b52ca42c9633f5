import type { NewSavedSearch } from '@fairgo/shared/contract';
import { usePlatform, useSession } from '@fairgo/shared/platform';
import { Button } from '@fairgo/shared/ui';
import { BellPlus } from 'lucide-react';
import { useSaveSearch } from './api/use-save-search';

export const SIGN_IN_TO_SAVE =
  'Please sign in or register to save this search and be told when something new matches it.';

/**
 * 'Save this search' on /find-work, /find-worker and All Tasks: stores the page's current
 * filters as a saved search. A visitor is asked to sign in; the answer shows in the status dialog,
 * with the way to the profile where searches are managed, or the server's reason it was refused
 * (already saved, 20 already, a filter it cannot keep).
 */
export function SaveSearchButton({ search }: { search: NewSavedSearch }) {
  const platform = usePlatform();
  const signedIn = useSession((state) => state.user !== null);
  const saving = useSaveSearch();
  return (
    <Button
      variant="outline"
      colorPalette="brand"
      loading={saving.busy}
      onClick={() => (signedIn ? void saving.run(search) : platform.requireSignIn(SIGN_IN_TO_SAVE))}
    >
      <BellPlus aria-hidden /> Save this search
    </Button>
  );
}
