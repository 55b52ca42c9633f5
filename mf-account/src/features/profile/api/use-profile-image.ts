import { formOf, request } from '@fairgo/shared/api';
import { usePlatform } from '@fairgo/shared/platform';
import { useWrite } from '@fairgo/shared/queries';
import { FAILURES } from '../../../lib/failures';

export const IMAGE_UPLOADED = 'Profile image uploaded successfully';

/** Uploads a new profile image (product.md#account-pages, product.md#messages); the session's user, and so the navbar's avatar, follows at once. */
export function useUploadProfileImage() {
  const platform = usePlatform();
  return useWrite({
    failure: FAILURES.uploadProfileImage,
    write: async (image: File) => {
      const { profileImageUrl } = await request('POST register/updateProfilePicture', {
        body: formOf({ profileImage: image }),
      });
      platform.session.getState().updateUser({ profileImage: profileImageUrl });
      platform.showStatus({ status: 'success', title: IMAGE_UPLOADED });
    },
    tell: (text) => platform.showStatus({ status: 'error', title: text }),
  });
}
