import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ModalDialogProps {
  /** The dialog's title; without one, `children` is the whole content (its own header, body and footer). */
  title?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  onClose: () => void;
  open?: boolean;
  size?: Dialog.RootProps['size'];
  /** A long body scrolls inside the dialog, its header and footer staying in view. */
  scrolls?: boolean;
  /** A dialog holding a half-filled form does not close on a click outside it. */
  closeOnInteractOutside?: boolean;
  role?: Dialog.RootProps['role'];
  /** The corner ✕ (a confirmation that must be answered has none). */
  closeButton?: boolean;
  contentProps?: Dialog.ContentProps;
  bodyProps?: Dialog.BodyProps;
}

/**
 * The one scaffolding of every dialog on the site (Chakra's Dialog: backdrop, centred, in a portal, a
 * title, a body and a footer, Escape and the ✕ calling `onClose`), so dialogs look and close alike.
 */
export function ModalDialog(props: ModalDialogProps) {
  const { title, children, footer, onClose, open = true, size, scrolls, closeButton = true } = props;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      size={size}
      role={props.role}
      closeOnInteractOutside={props.closeOnInteractOutside}
      {...(scrolls ? { scrollBehavior: 'inside' as const } : {})}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...props.contentProps}>
            {title === undefined ? (
              children
            ) : (
              <>
                <Dialog.Header>
                  <Dialog.Title>{title}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body {...props.bodyProps}>{children}</Dialog.Body>
                {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
              </>
            )}
            {closeButton ? (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
