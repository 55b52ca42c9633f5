import type { User } from '@fairgo/shared/contract';
import { Button, Stack } from '@fairgo/shared/ui';
import { useState } from 'react';
import { ProfileImagePicker } from '../../lib/profile-image-picker';
import { useUploadProfileImage } from './api/use-profile-image';

/** The profile image with 'Update Image' (product.md#account-pages, product.md#messages); the navbar's avatar follows at once. */
export function ProfileImageForm({ user }: { user: User }) {
  const [file, setFile] = useState<File | null>(null);
  const [key, setKey] = useState(0);

  const uploading = useUploadProfileImage();
  const upload = async (image: File) => {
    if (!(await uploading.run(image))) return;
    setFile(null);
    setKey((current) => current + 1);
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
      <Button
        colorPalette="brand"
        alignSelf="start"
        disabled={!file}
        loading={uploading.busy}
        onClick={() => file && void upload(file)}
      >
        Update Image
      </Button>
    </Stack>
  );
}
