import { Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { MAX_REASON } from '@fairgo/shared/rules';
import { useState } from 'react';

/**
 * The second step of a weighty action (completing a task, cancelling it, hiding content, suspending
 * someone): what will happen (`text`, money first), an optional reason box, and the confirm and back
 * buttons, in place of the button that asked. With a `reason` that is `required`, confirm stays
 * disabled until there is one; `busy` shows the action running.
 */
export function ConfirmStep(props: {
  text?: string;
  reason?: { label: string; required: boolean };
  confirm: string;
  palette?: 'brand' | 'red' | 'gray';
  busy?: boolean;
  onConfirm: (reason: string) => void;
  onBack: () => void;
}) {
  const [reason, setReason] = useState('');
  const missing = props.reason?.required === true && reason.trim() === '';
  return (
    <Stack gap={2} borderWidth="1px" borderRadius="md" p={3} role="group" aria-label={props.confirm}>
      {props.text ? <Text>{props.text}</Text> : null}
      {props.reason ? (
        <Field.Root required={props.reason.required}>
          <Field.Label>{props.reason.label}</Field.Label>
          <Textarea
            value={reason}
            rows={2}
            maxLength={MAX_REASON}
            onChange={(event) => setReason(event.target.value)}
          />
        </Field.Root>
      ) : null}
      <HStack wrap="wrap">
        <Button
          size="sm"
          colorPalette={props.palette ?? 'red'}
          disabled={missing}
          loading={props.busy}
          onClick={() => props.onConfirm(reason.trim())}
        >
          {props.confirm}
        </Button>
        <Button size="sm" variant="ghost" onClick={props.onBack}>
          Back
        </Button>
      </HStack>
    </Stack>
  );
}
