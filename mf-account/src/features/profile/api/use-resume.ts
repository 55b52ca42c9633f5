import { formOf, request } from '@fairgo/shared/api';
import { MAX_RESUME_BYTES, RESUME_NOT_PDF, RESUME_TOO_BIG } from '@fairgo/shared/rules';
import { usePlatform } from '@fairgo/shared/platform';
import { useLoad, useQueryClient, useWrite } from '@fairgo/shared/queries';
import { FAILURES } from '../../../lib/failures';

export const RESUME_SAVED = 'Your résumé was saved. Member employers can download it from your cards.';
export const RESUME_REMOVED = 'Your résumé was removed.';

const resumeKey = (email: string) => ['resume', email];

/** The signed-in worker's résumé, or null. */
export function useResume(email: string) {
  return useLoad({
    queryKey: resumeKey(email),
    queryFn: () => request('GET resumes/mine'),
    staleTime: 0,
    failure: FAILURES.loadResume,
  });
}

/** What is wrong with a file before it is sent: the server checks the same, and cleans it. */
export function resumeFileProblem(file: File): string | null {
  if (file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf'))
    return RESUME_NOT_PDF.replace(/^resume: /, '');
  if (file.size > MAX_RESUME_BYTES) return RESUME_TOO_BIG.replace(/^resume: /, '');
  return null;
}

/** Uploads (or replaces) the résumé, or removes it; a refusal is shown beside the button. */
export function useChangeResume(email: string) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  return useWrite({
    failure: FAILURES.changeResume,
    write: async (file: File | 'remove') => {
      if (file === 'remove') {
        await request('DELETE resumes/mine');
        platform.showStatus({ status: 'success', title: RESUME_REMOVED });
      } else {
        await request('POST resumes', { body: formOf({ resume: file }) });
        platform.showStatus({ status: 'success', title: RESUME_SAVED });
      }
      await queryClient.invalidateQueries({ queryKey: resumeKey(email) });
    },
  });
}
