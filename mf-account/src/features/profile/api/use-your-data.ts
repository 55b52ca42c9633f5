import { useAction } from '@fairgo/shared/actions';
import { refusal } from '@fairgo/shared/api';
import { deleteMyAccount, exportMyData } from '@fairgo/shared/api/account';
import { saveDocument } from '@fairgo/shared/credentials';
import { usePlatform } from '@fairgo/shared/platform';
import { FAILURES } from '../../../lib/failures';

export const EXPORT_FAILED = 'Your data could not be downloaded. Please try again.';
export const ACCOUNT_DELETED = 'Your account was deleted. Thank you for using FairGo.';
export const DELETE_FAILED = 'Your account could not be deleted. Please try again.';

/** Downloads everything FairGo holds about the signed-in user, as a JSON file. */
export function useExportData() {
  const platform = usePlatform();
  return useAction({
    log: FAILURES.exportData,
    run: async () => saveDocument(await exportMyData(), 'fairgo-my-data.json'),
    failed: () => platform.showStatus({ status: 'error', title: EXPORT_FAILED }),
  });
}

/**
 * Deletes the account (its password asked again), then ends the session here and goes home saying
 * so. A refusal (a wrong password, money held) is shown in the dialog, which keeps what was typed.
 */
export function useDeleteAccount() {
  const platform = usePlatform();
  return useAction({
    log: FAILURES.deleteAccount,
    run: async (password: string) => {
      await deleteMyAccount(password);
      // The server ended every session already; this tab forgets its own (other tabs follow).
      platform.session.getState().logout();
      platform.navigate('/');
      platform.showStatus({ status: 'success', title: ACCOUNT_DELETED });
    },
    failed: (error) => refusal(error)?.replace(/^password: /, '') ?? DELETE_FAILED,
  });
}
