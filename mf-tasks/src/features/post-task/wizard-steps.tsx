import { request } from '@fairgo/shared/api';
import type { DueTime } from '@fairgo/shared/contract';
import { DUE_TIMES, IMAGE_TYPES } from '@fairgo/shared/rules';
import { Box, Button, Field, FormAlert, HStack, Input, RadioChoices, Stack, Text } from '@fairgo/shared/ui';
import { SuburbField, SuggestionField } from '@fairgo/shared/ui/type-ahead';
import { Checkbox } from '@fairgo/shared/ui/choices';
import type { Dispatch, ReactNode, SetStateAction } from 'react';
import type { TaskDraft } from './wizard-rules';
import { dueText } from '../../lib/task-facts';

// Steps 2 to 4 of the post-a-task wizard; step 1 (title and description) is in the wizard itself.

interface StepProps {
  draft: TaskDraft;
  change: (changes: Partial<TaskDraft>) => void;
}

function Tick({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Checkbox.Root
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked === true)}
      colorPalette="brand"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{children}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** Step 2: the budget, and remote or a suburb and an address picked from their lists. */
export function PlaceStep({ draft, change, setDraft }: StepProps & { setDraft: Dispatch<SetStateAction<TaskDraft>> }) {
  // Address predictions complete the suburb part: '12 King St' in Newtown asks for '12 King St, Newtown'.
  const suburbName = draft.location.split(',')[0]?.trim() ?? '';
  const suggestAddresses = async (text: string, signal: AbortSignal) => {
    const query = text.includes(',') || !suburbName ? text : `${text}, ${suburbName}`;
    const { predictions } = await request('GET google/autocomplete', { searchParams: { query }, signal });
    return predictions.map((prediction) => prediction.description);
  };

  return (
    <>
      <Field.Root required>
        <Field.Label>
          Budget (AUD) <Field.RequiredIndicator />
        </Field.Label>
        <Input
          value={draft.budget}
          inputMode="decimal"
          onChange={(event) => change({ budget: event.target.value })}
          placeholder="e.g. 120"
        />
      </Field.Root>
      <Tick checked={draft.remote} onChange={(remote) => change({ remote })}>
        This task can be done remotely
      </Tick>
      {draft.remote ? null : (
        <>
          <SuburbField
            label="Suburb"
            required
            value={draft.location}
            onChange={(location) =>
              setDraft((current) =>
                // The field repeats a chosen suggestion as its text: only a real edit un-picks it.
                current.location === location
                  ? current
                  : { ...current, location, suburbPicked: false, fullAddress: '', addressPicked: false },
              )
            }
            onSelect={(location) => change({ location, suburbPicked: true })}
            helperText="Choose the suburb from the list."
          />
          <SuggestionField
            label="Full address"
            required
            value={draft.fullAddress}
            onChange={(fullAddress) =>
              setDraft((current) =>
                current.fullAddress === fullAddress ? current : { ...current, fullAddress, addressPicked: false },
              )
            }
            onSelect={(fullAddress) => change({ fullAddress, addressPicked: true })}
            suggest={suggestAddresses}
            placeholder="Start typing the street address..."
            helperText={FULL_ADDRESS_HELP}
          />
        </>
      )}
    </>
  );
}

/** Step 3: a due date or flexible, and a time-of-day slot when one is needed. */
export function WhenStep({ draft, change, today }: StepProps & { today: string }) {
  return (
    <>
      <Field.Root disabled={draft.flexible}>
        <Field.Label>Due date</Field.Label>
        <Input
          type="date"
          min={today}
          value={draft.dueDate}
          onChange={(event) => change({ dueDate: event.target.value })}
        />
      </Field.Root>
      <Tick checked={draft.flexible} onChange={(flexible) => change({ flexible })}>
        I'm flexible with dates
      </Tick>
      <Tick
        checked={draft.certainTime}
        onChange={(certainTime) => change({ certainTime, dueTime: certainTime ? draft.dueTime : '' })}
      >
        I need it done at a certain time of day
      </Tick>
      {draft.certainTime ? (
        <Box ps={6}>
          <RadioChoices
            label="Time of day"
            direction="column"
            value={draft.dueTime}
            onChange={(dueTime) => change({ dueTime })}
            options={(Object.keys(DUE_TIMES) as DueTime[]).map((slot) => ({
              value: slot,
              label: (
                <>
                  {slot}{' '}
                  <Text as="span" color="fg.muted">
                    ({DUE_TIMES[slot].toLowerCase()})
                  </Text>
                </>
              ),
            }))}
          />
        </Box>
      ) : null}
    </>
  );
}

/** Who sees the street address: others see the suburb only. */
export const FULL_ADDRESS_HELP =
  'Pick the address from the list. Only the tasker whose offer you accept sees it; everyone else sees the suburb.';

/** Step 4: what will be posted, optional images, and a failed post's message. */
export function ReviewStep({ draft, change, failure }: StepProps & { failure: string | null }) {
  return (
    <>
      <Box borderWidth="1px" borderRadius="md" p={3} fontSize="sm">
        <Text fontWeight="semibold">{draft.title.trim()}</Text>
        <Text color="fg.muted" whiteSpace="pre-line" lineClamp={4}>
          {draft.description.trim()}
        </Text>
        <Text mt={2}>
          ${draft.budget.trim()} · {draft.remote ? 'Remote' : draft.fullAddress} ·{' '}
          {dueText({ isFlexible: draft.flexible, dueDate: draft.dueDate || null })}
          {draft.certainTime && draft.dueTime ? ` · ${draft.dueTime}` : ''}
        </Text>
      </Box>
      <Field.Root>
        <Field.Label>Images (optional)</Field.Label>
        <Input
          type="file"
          multiple
          accept={IMAGE_TYPES.join(',')}
          p={1}
          onChange={(event) => change({ images: [...draft.images, ...Array.from(event.target.files ?? [])] })}
        />
        <Field.HelperText>Up to 5 images, each at most 5 MB.</Field.HelperText>
      </Field.Root>
      {draft.images.length > 0 ? (
        <Stack gap={1} as="ul" listStyleType="none" fontSize="sm">
          {draft.images.map((image, index) => (
            <HStack as="li" key={`${image.name}-${index}`} justify="space-between">
              <Text truncate>{image.name}</Text>
              <Button
                size="xs"
                variant="ghost"
                onClick={() => change({ images: draft.images.filter((_, other) => other !== index) })}
              >
                Remove
              </Button>
            </HStack>
          ))}
        </Stack>
      ) : null}
      <FormAlert>{failure}</FormAlert>
    </>
  );
}
