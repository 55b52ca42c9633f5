import { ModalDialog } from '@fairgo/shared/ui/overlays';
import { Button, Stack } from '@fairgo/shared/ui';
import type { FormEvent, ReactNode } from 'react';

/** The phone's filters (FilterPanel): full screen, the results a button away. */
export function FilterDialog({
  label,
  onClose,
  onSubmit,
  children,
}: {
  label: string;
  onClose: () => void;
  onSubmit?: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <ModalDialog
      title={label}
      onClose={onClose}
      size="full"
      scrolls
      footer={
        <Button colorPalette="brand" onClick={onClose}>
          {onSubmit ? 'Close' : 'Show results'}
        </Button>
      }
    >
      <Stack as={onSubmit ? 'form' : 'div'} aria-label={label} onSubmit={onSubmit} gap={4}>
        {children}
      </Stack>
    </ModalDialog>
  );
}
