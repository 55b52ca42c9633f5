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
  send,
  max = MAX_QUESTION,
}: {
  label: string;
  action: string;
  send: (text: string) => Promise<unknown>;
  max?: number;
}) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const submit = async () => {
    const trimmed = text.trim();
    if (!trimmed) return;
    setBusy(true);
    setFailed(false);
    try {
      await send(trimmed);
      setText('');
    } catch (error) {
      console.error(`[tasks] ${action} failed`, error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
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
        <Button size="sm" colorPalette="brand" loading={busy} onClick={() => void submit()}>
          {action}
        </Button>
      </HStack>
    </Stack>
  );
}
