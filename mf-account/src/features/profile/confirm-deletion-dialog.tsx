import { ModalDialog } from '@fairgo/shared/ui/overlays';
import { Button } from '@fairgo/shared/ui';

/** product.md#account-pages: deleting a post asks 'Confirm Deletion' first. */
export function ConfirmDeletionDialog({
  what,
  onConfirm,
  onCancel,
}: {
  what: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ModalDialog
      title="Confirm Deletion"
      onClose={onCancel}
      role="alertdialog"
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button colorPalette="red" onClick={onConfirm}>
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
