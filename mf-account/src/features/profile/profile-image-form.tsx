import { useAction } from '@fairgo/shared/actions';
import { updateProfilePicture } from '@fairgo/shared/api';
import type { User } from '@fairgo/shared/contract';
import { usePlatform } from '@fairgo/shared/platform';
import { Button, Stack } from '@fairgo/shared/ui';
import { useState } from 'react';
import { ProfileImagePicker } from '../../lib/profile-image-picker';
import { FAILURES } from '../../lib/failures';

export const IMAGE_UPLOADED = 'Profile image uploaded successfully';
export const IMAGE_UPLOAD_FAILED = 'Error uploading profile image';

/** The profile image with 'Update Image' (spec §2, §8); the navbar's avatar follows at once. */
export function ProfileImageForm({ user }: { user: User }) {
  const platform = usePlatform();
  const [file, setFile] = useState<File | null>(null);
  const [key, setKey] = useState(0);

  const uploading = useAction({
    log: FAILURES.uploadProfileImage,
    run: async (image: File) => {
      const { profileImageUrl } = await updateProfilePicture(image);
      platform.session.getState().updateUser({ profileImage: profileImageUrl });
      setFile(null);
      setKey((current) => current + 1);
      platform.showStatus({ status: 'success', title: IMAGE_UPLOADED });
    },
    failed: () => platform.showStatus({ status: 'error', title: IMAGE_UPLOAD_FAILED }),
  });

  return (
    <Stack gap={3} maxW="360px">
      <ProfileImagePicker
        key={key}
        label="Profile image"
        value={file}
        onChange={setFile}
        current={user.profileImage}
        name={user.name}
      />
      <Button
        colorPalette="brand"
        alignSelf="start"
        disabled={!file}
        loading={uploading.busy}
        onClick={() => file && void uploading.run(file)}
      >
        Update Image
      </Button>
    </Stack>
  );
}
