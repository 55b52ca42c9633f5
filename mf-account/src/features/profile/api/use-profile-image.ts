import { useAction } from '@fairgo/shared/actions';
import { updateProfilePicture } from '@fairgo/shared/api/register';
import { usePlatform } from '@fairgo/shared/platform';
import { FAILURES } from '../../../lib/failures';

export const IMAGE_UPLOADED = 'Profile image uploaded successfully';
export const IMAGE_UPLOAD_FAILED = 'Error uploading profile image';

/** Uploads a new profile image (product.md#account-pages, product.md#messages); the session's user, and so the navbar's avatar, follows at once. */
export function useUploadProfileImage() {
  const platform = usePlatform();
  return useAction({
    log: FAILURES.uploadProfileImage,
    run: async (image: File) => {
      const { profileImageUrl } = await updateProfilePicture(image);
      platform.session.getState().updateUser({ profileImage: profileImageUrl });
      platform.showStatus({ status: 'success', title: IMAGE_UPLOADED });
    },
    failed: () => platform.showStatus({ status: 'error', title: IMAGE_UPLOAD_FAILED }),
  });
}
