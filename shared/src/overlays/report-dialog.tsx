import { Alert, Button, Field, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useAction, PLATFORM_FAILURES } from '@fairgo/shared/actions';
import { fileReport, isApiError } from '@fairgo/shared/api';
import { MAX_REASON, REPORT_REASONS, REPORT_SUBJECTS, type ReportSubject } from '@fairgo/shared/rules';
import { ReportTrigger } from '@fairgo/shared/ui';
import { ModalDialog } from './modal-dialog';

export const REPORT_SENT = 'Thank you. An admin will review your report.';
export const REPORT_FAILED = 'Your report could not be sent. Please try again.';
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
  const [result, setResult] = useState<{ status: 'success' | 'error'; text: string } | null>(null);
  const sending = useAction({
    log: PLATFORM_FAILURES.report,
    run: async () => {
      setResult(null);
      await fileReport({ subject, subjectId, reason: reason as (typeof REPORT_REASONS)[number], note: note.trim() });
      setResult({ status: 'success', text: REPORT_SENT });
    },
    failed: (error) => {
      // A 409 says it was reported already, a 403 that it is one's own: the server's words are for the user.
      const known = isApiError(error) && [403, 404, 409].includes(error.status);
      setResult({ status: 'error', text: known ? error.message : REPORT_FAILED });
    },
  });
  const sent = result?.status === 'success';
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
            <Button colorPalette="red" disabled={!reason} loading={sending.busy} onClick={() => void sending.run()}>
              Send report
            </Button>
          </>
        )
      }
    >
      <Stack gap={4}>
        {result ? (
          <Alert.Root status={result.status} borderRadius="md">
            <Alert.Indicator />
            <Alert.Title>{result.text}</Alert.Title>
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
