import { ModalDialog } from '@fairgo/shared/ui/overlays';
import { Button } from '@fairgo/shared/ui';

/**
 * product.md#account-pages: deleting a post asks 'Confirm Deletion' first. It stays open while the
 * deletion runs (`busy`: Delete shows it and cannot be pressed twice, Cancel waits), and its owner
 * closes it once done.
 */
export function ConfirmDeletionDialog({
  what,
  busy,
  onConfirm,
  onCancel,
}: {
  what: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ModalDialog
      title="Confirm Deletion"
      onClose={busy ? () => undefined : onCancel}
      role="alertdialog"
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button colorPalette="red" onClick={onConfirm} loading={busy} loadingText="Deleting...">
            Delete
          </Button>
        </>
      }
      closeButton={false}
    >
      Do you really want to delete your post “{what}”? This cannot be undone.
    </ModalDialog>
  );
}
