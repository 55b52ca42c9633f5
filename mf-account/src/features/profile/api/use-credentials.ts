import { formOf, request } from '@fairgo/shared/api';
import type { Credential, NewCredentialFields } from '@fairgo/shared/contract';
import { CREDENTIAL_TYPES, isPdf, saveDocument } from '@fairgo/shared/credentials';
import { usePlatform } from '@fairgo/shared/platform';
import { useLoad, useQueryClient, useWrite } from '@fairgo/shared/queries';
import { FAILURES } from '../../../lib/failures';

const credentialsKey = (email: string) => ['credentials', email];

/** The signed-in user's credentials, fresh each time the profile opens. */
export function useCredentials(email: string) {
  return useLoad({
    queryKey: credentialsKey(email),
    queryFn: () => request('GET credentials'),
    staleTime: 0,
    failure: FAILURES.loadCredentials,
  });
}

const useReloadCredentials = (email: string) => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: credentialsKey(email) });
};

/**
 * Adds a credential, with its document if given; the list is loaded again. The server checks each
 * field and the document's bytes: its refusal is the failure, in the form's words (the app's table).
 */
export function useAddCredential(email: string) {
  const reload = useReloadCredentials(email);
  return useWrite({
    failure: FAILURES.addCredential,
    write: async (fields: NewCredentialFields, document: File | null) => {
      await request('POST credentials', { body: formOf({ ...fields, document }) });
      await reload();
    },
  });
}

/** Deletes one of the user's credentials; the list is loaded again. */
export function useDeleteCredential(email: string) {
  const platform = usePlatform();
  const reload = useReloadCredentials(email);
  return useWrite({
    failure: FAILURES.deleteCredential,
    write: async (credential: Credential) => {
      await request('DELETE credentials/:credentialId', { params: { credentialId: credential._id } });
      await reload();
    },
    tell: (text) => platform.showStatus({ status: 'error', title: text }),
  });
}

/** A credential's document: a PDF is saved, never opened as a page of the site (it may carry script); a photo opens. */
export function useOpenCredentialDocument() {
  const platform = usePlatform();
  return useWrite({
    failure: FAILURES.openCredentialDocument,
    write: async (credential: Credential) => {
      const document = await request('GET credentials/:credentialId/document', {
        params: { credentialId: credential._id },
      });
      if (isPdf(document)) saveDocument(document, `${CREDENTIAL_TYPES[credential.type]}.pdf`);
      else window.open(URL.createObjectURL(document), '_blank', 'noopener');
    },
    tell: (text) => platform.showStatus({ status: 'error', title: text }),
  });
}
