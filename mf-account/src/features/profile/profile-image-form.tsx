import { updateProfilePicture } from '@fairgo/shared/api';
import type { User } from '@fairgo/shared/contract';
import { usePlatform } from '@fairgo/shared/platform';
import { Button, Stack } from '@fairgo/shared/ui';
import { useState } from 'react';
import { ProfileImagePicker } from '../../lib/profile-image-picker';

export const IMAGE_UPLOADED = 'Profile image uploaded successfully';
export const IMAGE_UPLOAD_FAILED = 'Error uploading profile image';

/** The profile image with 'Update Image' (spec §2, §8); the navbar's avatar follows at once. */
export function ProfileImageForm({ user }: { user: User }) {
  const platform = usePlatform();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(0);

  const upload = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const { profileImageUrl } = await updateProfilePicture(file);
      platform.session.getState().updateUser({ profileImage: profileImageUrl });
      setFile(null);
      setKey((current) => current + 1);
      platform.showStatus({ status: 'success', title: IMAGE_UPLOADED });
    } catch (error) {
      console.error('[mf-account] profile image upload failed', error);
      platform.showStatus({ status: 'error', title: IMAGE_UPLOAD_FAILED });
    } finally {
      setBusy(false);
    }
  };

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
      <Button colorPalette="brand" alignSelf="start" disabled={!file} loading={busy} onClick={() => void upload()}>
        Update Image
      </Button>
    </Stack>
  );
}
