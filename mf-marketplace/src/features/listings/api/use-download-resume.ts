import { request } from '@fairgo/shared/api';
import type { Listing } from '@fairgo/shared/contract';
import { saveDocument } from '@fairgo/shared/credentials';
import { usePlatform } from '@fairgo/shared/platform';
import { useWrite } from '@fairgo/shared/queries';
import { FAILURES } from '../../../lib/failures';

/** Saves a worker's résumé as a file (never opened as a page of the site), or says why it could not. */
export function useDownloadResume(listing: Listing) {
  const platform = usePlatform();
  return useWrite({
    failure: FAILURES.downloadResume,
    write: async () => {
      const file = await request('GET resumes/:userId', { params: { userId: listing.postCreatedBy._id } });
      saveDocument(file, `resume-${listing.name.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`);
    },
    tell: (text) => platform.showStatus({ status: 'error', title: text }),
  });
}
