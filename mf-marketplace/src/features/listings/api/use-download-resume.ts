import { useAction } from '@fairgo/shared/actions';
import { refusal } from '@fairgo/shared/api';
import { downloadResume } from '@fairgo/shared/api/resumes';
import type { Listing } from '@fairgo/shared/contract';
import { saveDocument } from '@fairgo/shared/credentials';
import { usePlatform } from '@fairgo/shared/platform';
import { FAILURES } from '../../../lib/failures';

export const RESUME_FAILED = 'The résumé could not be downloaded. Please try again.';

/** Saves a worker's résumé as a file (never opened as a page of the site), or says why it could not. */
export function useDownloadResume(listing: Listing) {
  const platform = usePlatform();
  return useAction({
    log: FAILURES.downloadResume,
    run: async () => {
      const file = await downloadResume(listing.postCreatedBy._id);
      saveDocument(file, `resume-${listing.name.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`);
    },
    failed: (error) => platform.showStatus({ status: 'error', title: refusal(error) ?? RESUME_FAILED }),
  });
}
