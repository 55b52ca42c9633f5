import { useAction } from '@fairgo/shared/actions';
import { sendEmailToAllUsers } from '@fairgo/shared/api';
import { Button, Field, FormAlert, HStack, Input, Stack, Textarea } from '@fairgo/shared/ui';
import { useState } from 'react';
import { EMAIL_SENT } from './feedback-texts';
import { FAILURES } from '../../lib/failures';

/** 'Send Email to All Users': one send id per composed message, so a double press mails nobody twice. */
export function SendEmail() {
  const [open, setOpen] = useState(false);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [sendId, setSendId] = useState('');
  const [result, setResult] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const start = () => {
    setOpen(true);
    setResult(null);
    setSendId(crypto.randomUUID());
  };
  // Spec §8: a failed send is logged; we also say so, and keep the message.
  const sending = useAction({
    log: FAILURES.sendEmailToAll,
    run: async () => {
      setFailure(null);
      await sendEmailToAllUsers({ subject: subject.trim(), body: body.trim(), sendId });
      setResult(EMAIL_SENT);
      setOpen(false);
      setSubject('');
      setBody('');
    },
    failed: () => setFailure('The email could not be sent. Please try again.'),
  });
  const send = () => {
    if (!subject.trim() || !body.trim()) return setFailure('Write a subject and a message first.');
    void sending.run();
  };

  return (
    <Stack gap={3}>
      <FormAlert status="success">{result}</FormAlert>
      {open ? (
        <Stack gap={3} borderWidth="1px" borderRadius="lg" p={4} as="form" aria-label="Email to all users">
          <Field.Root required>
            <Field.Label>Subject</Field.Label>
            <Input value={subject} maxLength={200} onChange={(event) => setSubject(event.target.value)} />
          </Field.Root>
          <Field.Root required>
            <Field.Label>Message</Field.Label>
            <Textarea value={body} rows={6} onChange={(event) => setBody(event.target.value)} />
          </Field.Root>
          <FormAlert>{failure}</FormAlert>
          <HStack>
            <Button colorPalette="brand" loading={sending.busy} onClick={send}>
              Send to everyone
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </HStack>
        </Stack>
      ) : (
        <Button colorPalette="brand" variant="outline" alignSelf="start" onClick={start}>
          Send Email to All Users
        </Button>
      )}
    </Stack>
  );
}
