import { useAction } from '@fairgo/shared/actions';
import { isApiError } from '@fairgo/shared/api';
import type { Credential, NewCredentialFields } from '@fairgo/shared/contract';
import { addCredential, deleteCredential, getCredentialDocument, getCredentials } from '@fairgo/shared/api/credentials';
import { CREDENTIAL_TYPES, isPdf, saveDocument } from '@fairgo/shared/credentials';
import { usePlatform } from '@fairgo/shared/platform';
import { useQuery, useQueryClient } from '@fairgo/shared/queries';
import { FAILURES } from '../../../lib/failures';

export const CREDENTIAL_CHANGE_FAILED = 'Your credential could not be changed. Please try again.';
export const CREDENTIAL_ADD_FAILED = 'Your credential could not be added. Please try again.';

const credentialsKey = (email: string) => ['credentials', email];

/** The form's own name for each field the server may name in a refusal ('expiresOn: …'). */
const FIELD_LABELS: Record<string, string> = {
  type: 'Credential',
  number: 'Number',
  state: 'Where it applies',
  expiresOn: 'Expires on',
  document: 'Document',
};
const inFormWords = (message: string) =>
  message.replace(/^(\w+): /, (prefix, field: string) => (FIELD_LABELS[field] ? `${FIELD_LABELS[field]}: ` : prefix));

/** The signed-in user's credentials, fresh each time the profile opens. */
export function useCredentials(email: string) {
  return useQuery({
    queryKey: credentialsKey(email),
    queryFn: getCredentials,
    staleTime: 0,
    meta: { log: FAILURES.loadCredentials },
  });
}

const useReloadCredentials = (email: string) => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: credentialsKey(email) });
};

/**
 * Adds a credential, with its document if given; the list is loaded again. The server checks each
 * field and the document's bytes: its refusal is the failure, in the form's words.
 */
export function useAddCredential(email: string) {
  const reload = useReloadCredentials(email);
  return useAction({
    log: FAILURES.addCredential,
    run: async (fields: NewCredentialFields, document: File | null) => {
      await addCredential(fields, document ?? undefined);
      await reload();
    },
    failed: (error) => (isApiError(error, 400) ? inFormWords(error.message) : CREDENTIAL_ADD_FAILED),
  });
}

/** Deletes one of the user's credentials; the list is loaded again. */
export function useDeleteCredential(email: string) {
  const platform = usePlatform();
  const reload = useReloadCredentials(email);
  return useAction({
    log: FAILURES.deleteCredential,
    run: async (credential: Credential) => {
      await deleteCredential(credential._id);
      await reload();
    },
    failed: () => platform.showStatus({ status: 'error', title: CREDENTIAL_CHANGE_FAILED }),
  });
}

/** A credential's document: a PDF is saved, never opened as a page of the site (it may carry script); a photo opens. */
export function useOpenCredentialDocument() {
  const platform = usePlatform();
  return useAction({
    log: FAILURES.openCredentialDocument,
    run: async (credential: Credential) => {
      const document = await getCredentialDocument(credential._id);
      if (isPdf(document)) saveDocument(document, `${CREDENTIAL_TYPES[credential.type]}.pdf`);
      else window.open(URL.createObjectURL(document), '_blank', 'noopener');
    },
    failed: () => platform.showStatus({ status: 'error', title: CREDENTIAL_CHANGE_FAILED }),
  });
}
