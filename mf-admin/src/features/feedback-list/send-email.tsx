import { Button, Field, FormAlert, HStack, Input, Stack, Textarea } from '@fairgo/shared/ui';
import { useState } from 'react';
import { useSendEmailToAll } from './api/use-feedback';
import { EMAIL_SENT, EMAIL_UNWRITTEN } from './feedback-texts';

/** 'Send Email to All Users': one send id per composed message, so a double press mails nobody twice. */
export function SendEmail() {
  const [open, setOpen] = useState(false);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [sendId, setSendId] = useState('');
  const [result, setResult] = useState<string | null>(null);
  const [unwritten, setUnwritten] = useState(false);

  const start = () => {
    setOpen(true);
    setResult(null);
    setSendId(crypto.randomUUID());
  };
  const sending = useSendEmailToAll();
  const send = async () => {
    setUnwritten(!subject.trim() || !body.trim());
    if (!subject.trim() || !body.trim()) return;
    if (!(await sending.run({ subject: subject.trim(), body: body.trim(), sendId }))) return;
    setResult(EMAIL_SENT);
    setOpen(false);
    setSubject('');
    setBody('');
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
          <FormAlert>{unwritten ? EMAIL_UNWRITTEN : sending.failure}</FormAlert>
          <HStack>
            <Button colorPalette="brand" loading={sending.busy} onClick={() => void send()}>
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
