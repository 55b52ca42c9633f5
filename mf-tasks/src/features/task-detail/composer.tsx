import type { Write } from '@fairgo/shared/queries';
import { MAX_QUESTION } from '@fairgo/shared/rules';
import { Button, HStack, Stack, Text, Textarea } from '@fairgo/shared/ui';
import { useState } from 'react';

/**
 * A one-box composer: empty text is ignored (product.md#validation); a failed send keeps the text, with a line
 * saying it did not go.
 */
export function Composer({
  label,
  action,
  sending,
  max = MAX_QUESTION,
}: {
  label: string;
  action: string;
  /** The write it posts with, from the feature's api/ (`useAskQuestion`, `useSendMessage`). */
  sending: Write<[string]>;
  max?: number;
}) {
  const [text, setText] = useState('');
  const { failure } = sending;
  const submit = async () => {
    const trimmed = text.trim();
    if (trimmed && (await sending.run(trimmed))) setText('');
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
        <Text fontSize="xs" color={failure ? 'red.600' : 'fg.muted'} role={failure ? 'alert' : undefined}>
          {failure ?? `${text.length}/${max}`}
        </Text>
        <Button size="sm" colorPalette="brand" loading={sending.busy} onClick={() => void submit()}>
          {action}
        </Button>
      </HStack>
    </Stack>
  );
}
