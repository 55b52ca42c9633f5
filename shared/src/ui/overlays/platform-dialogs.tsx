import { Button, Dialog, Text } from '@chakra-ui/react';
import { ModalDialog } from './modal-dialog';
import { useStore } from 'zustand';
import { signInPath, type DialogStore, type PlatformContract, type PlatformDialog } from '@fairgo/shared/platform';
import { MembershipOffer } from '../../membership/membership-offer';
import { SessionEnded } from './session-ended';

type SimpleDialog = Exclude<PlatformDialog, { kind: 'membership' | 'sessionEnded' }>;

function viewOf(dialog: SimpleDialog) {
  switch (dialog.kind) {
    case 'signIn':
      return {
        title: 'Sign In Required',
        body: dialog.message,
        actions: [
          { label: 'Sign In', to: signInPath(), primary: true },
          { label: 'Register', to: '/register' },
          { label: 'Close' },
        ],
      };
    case 'status':
      return {
        title: dialog.title,
        body: dialog.description,
        actions: [
          { label: dialog.action?.label ?? 'OK', to: dialog.action?.to, href: dialog.action?.href, primary: true },
        ],
      };
  }
}

function SimpleContent({
  dialog,
  close,
  navigate,
}: {
  dialog: SimpleDialog;
  close: () => void;
  navigate: PlatformContract['navigate'];
}) {
  const view = viewOf(dialog);
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{view.title}</Dialog.Title>
      </Dialog.Header>
      {view.body ? (
        <Dialog.Body>
          <Text>{view.body}</Text>
        </Dialog.Body>
      ) : null}
      <Dialog.Footer>
        {view.actions.map(
          (action: { label: string; to?: string | undefined; href?: string | undefined; primary?: boolean }) =>
            action.href ? (
              <Button key={action.label} asChild colorPalette="brand">
                <a href={action.href} target="_blank" rel="noopener noreferrer" onClick={close}>
                  {action.label}
                </a>
              </Button>
            ) : (
              <Button
                key={action.label}
                variant={action.primary ? 'solid' : 'outline'}
                colorPalette="brand"
                onClick={() => {
                  close();
                  if (action.to) navigate(action.to);
                }}
              >
                {action.label}
              </Button>
            ),
        )}
      </Dialog.Footer>
    </>
  );
}

/** Renders the platform's shared dialogs (sign-in, membership, status) for whoever owns the store. */
export function PlatformDialogs({ dialogs, platform }: { dialogs: DialogStore; platform: PlatformContract }) {
  const dialog = useStore(dialogs, (state) => state.dialog);
  const closeDialog = useStore(dialogs, (state) => state.close);
  // Closing the sign-in over a page whose session ended gives up: that page is left as signed out.
  const close = () => {
    if (dialog?.kind === 'sessionEnded' && platform.session.getState().status === 'ended')
      platform.session.getState().logout();
    closeDialog();
  };
  const status = dialog?.kind === 'status' ? dialog.status : undefined;

  return (
    <ModalDialog
      open={dialog !== null}
      onClose={close}
      contentProps={{
        maxW: dialog?.kind === 'membership' ? 'xl' : 'md',
        borderTopWidth: status ? '4px' : undefined,
        borderTopColor: status === 'error' ? 'red.500' : status === 'success' ? 'green.500' : undefined,
      }}
    >
      {dialog?.kind === 'membership' ? (
        <MembershipOffer platform={platform} close={close} email={dialog.email} />
      ) : dialog?.kind === 'sessionEnded' ? (
        <SessionEnded platform={platform} close={close} email={dialog.email} suspended={dialog.suspended} />
      ) : dialog ? (
        <SimpleContent dialog={dialog} close={close} navigate={platform.navigate} />
      ) : null}
    </ModalDialog>
  );
}
