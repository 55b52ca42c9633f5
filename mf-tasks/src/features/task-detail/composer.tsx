import { useAction, type FailureCode } from '@fairgo/shared/actions';
import { MAX_QUESTION } from '@fairgo/shared/rules';
import { Button, HStack, Stack, Text, Textarea } from '@fairgo/shared/ui';
import { useState } from 'react';

/**
 * A one-box composer: empty text is ignored (spec §5); a failed send is logged and keeps the text,
 * with a line saying it did not go.
 */
export function Composer({
  label,
  action,
  log,
  send,
  max = MAX_QUESTION,
}: {
  label: string;
  action: string;
  /** The failure's code and what it does, for its log line. */
  log: FailureCode;
  send: (text: string) => Promise<unknown>;
  max?: number;
}) {
  const [text, setText] = useState('');
  const [failed, setFailed] = useState(false);
  const sending = useAction({
    log,
    run: async (trimmed: string) => {
      setFailed(false);
      await send(trimmed);
      setText('');
    },
    failed: () => setFailed(true),
  });
  const submit = () => {
    const trimmed = text.trim();
    if (trimmed) void sending.run(trimmed);
  };
  return (
    <Stack gap={2}>
      <Textarea
        aria-label={label}
        placeholder={label}
        value={text}
        rows={2}
        maxLength={max}
        onChange={(event) => setText(event.target.value)}
      />
      <HStack justify="space-between">
        <Text fontSize="xs" color={failed ? 'red.600' : 'fg.muted'} role={failed ? 'alert' : undefined}>
          {failed ? 'That did not go through. Please try again.' : `${text.length}/${max}`}
        </Text>
        <Button size="sm" colorPalette="brand" loading={sending.busy} onClick={submit}>
          {action}
        </Button>
      </HStack>
    </Stack>
  );
}
