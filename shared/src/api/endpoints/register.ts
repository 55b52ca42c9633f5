import { request } from '@fairgo/shared/api';

/** POST /api/register (multipart: the form's fields and an optional profileImage file). */
export const register = (form: FormData) => request('POST register', { body: form });

/** POST /api/register/updateProfilePicture (multipart, profileImage). */
export const updateProfilePicture = (image: Blob) => {
  const form = new FormData();
  form.append('profileImage', image);
  return request('POST register/updateProfilePicture', { body: form });
};
