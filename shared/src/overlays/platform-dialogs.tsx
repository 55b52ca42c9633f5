import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import type { DialogStore, PlatformContract, PlatformDialog } from '@fairgo/shared/platform';

interface DialogView {
  title: string;
  body: ReactNode;
  actions: { label: string; to?: string; primary?: boolean }[];
}

function viewOf(dialog: PlatformDialog): DialogView {
  switch (dialog.kind) {
    case 'signIn':
      return {
        title: 'Sign In Required',
        body: dialog.message,
        actions: [
          { label: 'Sign In', to: '/login', primary: true },
          { label: 'Register', to: '/register' },
          { label: 'Close' },
        ],
      };
    case 'membership':
      return {
        title: 'Membership required',
        body: 'An active membership unlocks posting jobs and the contact details of workers. Plans start at $25 a month.',
        actions: [{ label: 'See plans', to: '/profile', primary: true }, { label: 'Later' }],
      };
    case 'status':
      return { title: dialog.title, body: dialog.description, actions: [{ label: 'OK', primary: true }] };
  }
}

/** Renders the platform's shared dialogs (sign-in, membership, status) for whoever owns the store. */
export function PlatformDialogs({
  dialogs,
  navigate,
}: {
  dialogs: DialogStore;
  navigate: PlatformContract['navigate'];
}) {
  const dialog = useStore(dialogs, (state) => state.dialog);
  const close = useStore(dialogs, (state) => state.close);
  const view = dialog ? viewOf(dialog) : null;

  return (
    <Dialog.Root open={view !== null} onOpenChange={(details) => !details.open && close()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {view ? (
              <>
                <Dialog.Header>
                  <Dialog.Title>{view.title}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Text>{view.body}</Text>
                </Dialog.Body>
                <Dialog.Footer>
                  {view.actions.map((action) => (
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
                  ))}
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" />
                </Dialog.CloseTrigger>
              </>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
