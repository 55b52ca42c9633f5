import type { CredentialForReview } from '@fairgo/shared/contract';
import { CREDENTIAL_TYPES, isPdf, saveDocument } from '@fairgo/shared/credentials';
import { request } from '@fairgo/shared/api';
import { useLoad, useQueryClient, useWrite } from '@fairgo/shared/queries';
import { FAILURES } from '../../../lib/failures';

const REVIEW_KEY = ['credentialsForReview'];

/** Every credential, those waiting first (GET /api/credentials/review, admins only). */
export function useCredentialsForReview() {
  return useLoad({
    queryKey: REVIEW_KEY,
    queryFn: () => request('GET credentials/review'),
    staleTime: 0,
    failure: FAILURES.loadCredentials,
  });
}

/**
 * Verifies a credential, or rejects it with the reason its owner reads; `onReviewed` gets the server's
 * words for what was done, and the list is loaded again.
 */
export function useReviewCredential(onReviewed: (message: string) => void) {
  const queryClient = useQueryClient();
  return useWrite({
    failure: FAILURES.reviewCredential,
    write: async (credentialId: string, verdict: 'verify' | 'reject', reason: string) => {
      const { message } =
        verdict === 'verify'
          ? await request('POST credentials/:credentialId/verify', { params: { credentialId } })
          : await request('POST credentials/:credentialId/reject', {
              params: { credentialId },
              json: { reason: reason.trim() },
            });
      onReviewed(message);
      await queryClient.invalidateQueries({ queryKey: REVIEW_KEY });
    },
  });
}

/**
 * The document, fetched with the admin's session (it is never public): a PDF is saved to the admin's
 * device (never opened on the site's origin: shared/src/credentials/document-file.ts), an image
 * answered as an object URL for the page to show.
 */
export function useShowCredentialDocument(onImage: (url: string) => void, onSaved: () => void) {
  return useWrite({
    failure: FAILURES.showCredentialDocument,
    write: async (credential: CredentialForReview) => {
      const document = await request('GET credentials/:credentialId/document', {
        params: { credentialId: credential._id },
      });
      if (!isPdf(document)) return onImage(URL.createObjectURL(document));
      saveDocument(document, `${credential.owner.name} - ${CREDENTIAL_TYPES[credential.type]}.pdf`);
      onSaved();
    },
  });
}
