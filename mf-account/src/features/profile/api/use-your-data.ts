import { request } from '@fairgo/shared/api';
import { saveDocument } from '@fairgo/shared/credentials';
import { usePlatform } from '@fairgo/shared/platform';
import { useWrite } from '@fairgo/shared/queries';
import { FAILURES } from '../../../lib/failures';

export const ACCOUNT_DELETED = 'Your account was deleted. Thank you for using FairGo.';

/** Downloads everything FairGo holds about the signed-in user, as a JSON file. */
export function useExportData() {
  const platform = usePlatform();
  return useWrite({
    failure: FAILURES.exportData,
    write: async () => saveDocument(await request('GET account/export'), 'fairgo-my-data.json'),
    tell: (text) => platform.showStatus({ status: 'error', title: text }),
  });
}

/**
 * Deletes the account (its password asked again), then ends the session here and goes home saying
 * so. A refusal (a wrong password, money held) is shown in the dialog, which keeps what was typed.
 */
export function useDeleteAccount() {
  const platform = usePlatform();
  return useWrite({
    failure: FAILURES.deleteAccount,
    write: async (password: string) => {
      await request('DELETE account', { json: { password } });
      // The server ended every session already; this tab forgets its own (other tabs follow).
      platform.session.getState().logout();
      platform.navigate('/');
      platform.showStatus({ status: 'success', title: ACCOUNT_DELETED });
    },
  });
}
