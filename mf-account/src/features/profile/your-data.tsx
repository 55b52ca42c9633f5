import { Box, Button, Flex, FormAlert, Heading, Stack, Text, TextField } from '@fairgo/shared/ui';
import { ModalDialog } from '@fairgo/shared/ui/overlays';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useDeleteAccount, useExportData } from './api/use-your-data';

/**
 * Your data is yours (Australian Privacy Principles 11.2 and 12): download everything FairGo holds
 * about you, or delete your account, your password asked again.
 */
export function YourData() {
  const exporting = useExportData();
  const [deleting, setDeleting] = useState(false);
  return (
    <Stack as="section" gap={3} aria-labelledby="your-data-heading">
      <Heading as="h2" size="lg" id="your-data-heading">
        Your data
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        Download a file of everything FairGo holds about you, or delete your account. Reviews and messages you wrote
        stay, shown as from a former member; payment records are kept, without your name, for as long as the law
        requires (see the terms).
      </Text>
      <Flex gap={2} wrap="wrap">
        <Button size="sm" variant="outline" loading={exporting.busy} onClick={() => void exporting.run()}>
          <Download aria-hidden /> Download my data
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDeleting(true)}>
          Delete my account
        </Button>
      </Flex>
      {deleting ? <DeleteAccountDialog onClose={() => setDeleting(false)} /> : null}
    </Stack>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const [password, setPassword] = useState('');
  const removing = useDeleteAccount();
  const formId = useId();
  return (
    <ModalDialog
      title="Delete your account?"
      open
      onClose={onClose}
      role="alertdialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Keep my account
          </Button>
          <Button type="submit" form={formId} colorPalette="red" loading={removing.busy} disabled={!password}>
            Delete my account
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void removing.run(password);
        }}
      >
        <Stack gap={3}>
          <Text>
            Your posts, answers to jobs, saved searches, résumé, credentials and picture are deleted, and you are signed
            out everywhere. This cannot be undone.
          </Text>
          <FormAlert>{removing.failure}</FormAlert>
          <Box>
            <TextField
              label="Your password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Box>
        </Stack>
      </form>
    </ModalDialog>
  );
}
