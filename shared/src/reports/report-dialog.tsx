import { Alert, Button, Field, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { MAX_REASON, REPORT_REASONS, REPORT_SUBJECTS, type ReportSubject } from '@fairgo/shared/rules';
import { ReportTrigger } from '@fairgo/shared/ui';
import { useFileReport } from './api/use-file-report';
import { ModalDialog } from '../ui/overlays/modal-dialog';

export const REPORT_SENT = 'Thank you. An admin will review your report.';
export const REPORT_EXPLAINED =
  'It stays visible until an admin has looked at it. The person is not told who reported it.';

/**
 * 'Report' on a task, an offer, a question, a message, a listing or a profile: a reason
 * from the list and a note, sent to the admins. The answer (sent, already reported, failed) shows in
 * the dialog; nothing typed is lost on a failure.
 */
export function ReportDialog({
  subject,
  subjectId,
  onClose,
}: {
  subject: ReportSubject;
  subjectId: string;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [sent, setSent] = useState(false);
  const sending = useFileReport();
  const send = async () =>
    setSent(await sending.run({ subject, subjectId, reason: reason as (typeof REPORT_REASONS)[number], note }));
  const noun = REPORT_SUBJECTS[subject];

  return (
    <ModalDialog
      title={`Report this ${noun}`}
      onClose={onClose}
      closeOnInteractOutside={false}
      footer={
        sent ? (
          <Button onClick={onClose}>Close</Button>
        ) : (
          <>
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button colorPalette="red" disabled={!reason} loading={sending.busy} onClick={() => void send()}>
              Send report
            </Button>
          </>
        )
      }
    >
      <Stack gap={4}>
        {sent || sending.failure ? (
          <Alert.Root status={sent ? 'success' : 'error'} borderRadius="md">
            <Alert.Indicator />
            <Alert.Title>{sent ? REPORT_SENT : sending.failure}</Alert.Title>
          </Alert.Root>
        ) : null}
        {sent ? null : (
          <>
            <Text fontSize="sm" color="fg.muted">
              {REPORT_EXPLAINED}
            </Text>
            <Field.Root required>
              <Field.Label>Reason</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={reason}
                  onChange={(event) => setReason(event.currentTarget.value)}
                  placeholder="Choose a reason"
                >
                  {REPORT_REASONS.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root>
              <Field.Label>Note (optional)</Field.Label>
              <Textarea
                value={note}
                maxLength={MAX_REASON}
                rows={3}
                onChange={(event) => setNote(event.currentTarget.value)}
                placeholder="What happened? Anything that helps an admin decide."
              />
              <Field.HelperText>
                {note.length}/{MAX_REASON}
              </Field.HelperText>
            </Field.Root>
          </>
        )}
      </Stack>
    </ModalDialog>
  );
}

/**
 * The small 'Report' button beside reported content, opening the ReportDialog. `allowed` runs first
 * (a visitor is asked to sign in instead, for example) and keeps the dialog shut when it says no.
 */
export function ReportButton({
  subject,
  subjectId,
  allowed = () => true,
}: {
  subject: ReportSubject;
  subjectId: string;
  allowed?: () => boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ReportTrigger subject={subject} onClick={() => allowed() && setOpen(true)} />
      {open ? <ReportDialog subject={subject} subjectId={subjectId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
