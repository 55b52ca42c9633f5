import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '@fairgo/shared/rules';
import { Field, HStack, Input, PersonAvatar } from '@fairgo/shared/ui';
import { useEffect, useMemo, useState } from 'react';

export const NOT_AN_IMAGE = 'Please choose an image file (PNG, JPEG, WebP or GIF).';
export const IMAGE_TOO_LARGE = 'The image must be 5 MB or smaller.';

/** Why a file cannot be a profile image, or null when it can (product.md#validation: images only). */
export function imageProblem(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return NOT_AN_IMAGE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE;
  return null;
}

/** An optional profile image with a preview (product.md#account-pages); anything but an image is refused with a message. */
export function ProfileImagePicker({
  value,
  onChange,
  label = 'Profile image (optional)',
  current,
  name,
}: {
  value: File | null;
  onChange: (file: File | null) => void;
  label?: string;
  /** The image the user has now, shown until another is chosen. */
  current?: string | null;
  name?: string;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useMemo(() => (value ? URL.createObjectURL(value) : undefined), [value]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  return (
    <Field.Root invalid={problem !== null}>
      <Field.Label>{label}</Field.Label>
      <HStack gap={4}>
        <PersonAvatar
          person={{ name: name ?? '', profileImage: preview ?? current ?? null }}
          size="xl"
          alt={preview ? 'Preview of your profile image' : 'Your profile image'}
        />
        <Input
          type="file"
          accept={IMAGE_TYPES.join(',')}
          p={1.5}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0] ?? null;
            const reason = file ? imageProblem(file) : null;
            setProblem(reason);
            if (reason) event.currentTarget.value = '';
            onChange(reason ? null : file);
          }}
        />
      </HStack>
      <Field.ErrorText>{problem}</Field.ErrorText>
    </Field.Root>
  );
}
