import { request } from '@fairgo/shared/api';

/** POST /api/resumes: keeps the caller's résumé (a PDF), replacing the one before (multipart). */
export function uploadResume(file: File) {
  const body = new FormData();
  body.append('resume', file);
  return request('POST resumes', { body });
}
/** GET /api/resumes/mine: the caller's résumé (when, how big, how many employers downloaded it), or null. */
export const getMyResume = () => request('GET resumes/mine');
/** DELETE /api/resumes/mine. */
export const removeMyResume = () => request('DELETE resumes/mine');
/** GET /api/resumes/{userId}: a worker's résumé (a Blob), for member employers. */
export const downloadResume = (userId: string) => request('GET resumes/:userId', { params: { userId } });
