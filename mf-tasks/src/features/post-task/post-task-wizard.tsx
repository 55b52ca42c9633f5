import { getAddressPredictions, isApiError, postTask } from '@fairgo/shared/api';
import { DUE_TIMES, IMAGE_TYPES, MAX_TASK_DESCRIPTION, MAX_TASK_TITLE, type DueTime } from '@fairgo/shared/contract';
import { FormAlert, SuburbField, SuggestionField } from '@fairgo/shared/forms';
import { Checkbox, CloseButton, Dialog, Portal, RadioGroup } from '@fairgo/shared/overlays';
import { Alert, Box, Button, Field, HStack, Input, Stack, Text, Textarea } from '@fairgo/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useState, type ReactNode } from 'react';
import { TASK_SUBMIT_FAILED, TASK_SUBMITTED } from '../../lib/task-texts';
import { EMPTY_DRAFT, stepProblems, toFormData, WIZARD_STEPS, type TaskDraft, type WizardStep } from './wizard-rules';

export interface PostTaskWizardProps {
  onClose: () => void;
  /** 'Close and View Task' after a successful post. */
  onViewTask: (taskId: string) => void;
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

/**
 * The post-a-task wizard (spec §2, §4, §5): four steps, Next disabled until the step holds, then
 * the multipart post. A failed post keeps everything entered, so trying again loses nothing.
 */
export function PostTaskWizard({ onClose, onViewTask }: PostTaskWizardProps) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<WizardStep>(1);
  const [draft, setDraft] = useState<TaskDraft>(EMPTY_DRAFT);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [postedId, setPostedId] = useState<string | null>(null);
  const today = format(new Date(), 'yyyy-MM-dd');
  const problems = stepProblems(step, draft, today);
  const change = (changes: Partial<TaskDraft>) => setDraft((current) => ({ ...current, ...changes }));

  // Address predictions complete the suburb part: '12 King St' in Newtown asks for '12 King St, Newtown'.
  const suburbName = draft.location.split(',')[0]?.trim() ?? '';
  const suggestAddresses = (text: string, signal: AbortSignal) =>
    getAddressPredictions(text.includes(',') || !suburbName ? text : `${text}, ${suburbName}`, { signal });

  const submit = async () => {
    setSubmitting(true);
    setFailure(null);
    try {
      const { task } = await postTask(toFormData(draft));
      setPostedId(task._id);
      await queryClient.invalidateQueries({ queryKey: ['tasks'] });
    } catch (error) {
      console.error('[tasks] posting a task failed', error);
      const reason = isApiError(error) && error.status >= 400 && error.status < 500 ? ` ${error.message}` : '';
      setFailure(`${TASK_SUBMIT_FAILED}${reason}`);
    } finally {
      setSubmitting(false);
    }
  };

  const body = postedId ? (
    <Alert.Root status="success" borderRadius="md">
      <Alert.Indicator />
      <Alert.Title>{TASK_SUBMITTED}</Alert.Title>
    </Alert.Root>
  ) : (
    <Stack gap={4}>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        Step {step} of 4: {WIZARD_STEPS[step - 1]}
      </Text>
      {step === 1 ? (
        <>
          <Field.Root required>
            <Field.Label>
              Title <Field.RequiredIndicator />
            </Field.Label>
            <Input
              value={draft.title}
              maxLength={MAX_TASK_TITLE}
              onChange={(event) => change({ title: event.target.value })}
              placeholder="e.g. Assemble a flat-pack wardrobe"
            />
            <Field.HelperText>
              {draft.title.length}/{MAX_TASK_TITLE}
            </Field.HelperText>
          </Field.Root>
          <Field.Root required>
            <Field.Label>
              Description <Field.RequiredIndicator />
            </Field.Label>
            <Textarea
              value={draft.description}
              rows={5}
              maxLength={MAX_TASK_DESCRIPTION}
              onChange={(event) => change({ description: event.target.value })}
              placeholder="What needs doing, what is on site, anything a tasker should know."
            />
            <Field.HelperText>
              {draft.description.length}/{MAX_TASK_DESCRIPTION}
            </Field.HelperText>
          </Field.Root>
        </>
      ) : null}
      {step === 2 ? (
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
                helperText="Pick the address from the list. Taskers see it on the task."
              />
            </>
          )}
        </>
      ) : null}
      {step === 3 ? (
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
            <RadioGroup.Root
              value={draft.dueTime || null}
              onValueChange={(details) => change({ dueTime: (details.value ?? '') as DueTime | '' })}
              colorPalette="brand"
              aria-label="Time of day"
            >
              <Stack gap={2} ps={6}>
                {(Object.keys(DUE_TIMES) as DueTime[]).map((slot) => (
                  <RadioGroup.Item key={slot} value={slot}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>
                      {slot}{' '}
                      <Text as="span" color="fg.muted">
                        ({DUE_TIMES[slot].toLowerCase()})
                      </Text>
                    </RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
          ) : null}
        </>
      ) : null}
      {step === 4 ? (
        <>
          <Box borderWidth="1px" borderRadius="md" p={3} fontSize="sm">
            <Text fontWeight="semibold">{draft.title.trim()}</Text>
            <Text color="fg.muted" whiteSpace="pre-line" lineClamp={4}>
              {draft.description.trim()}
            </Text>
            <Text mt={2}>
              ${draft.budget.trim()} · {draft.remote ? 'Remote' : draft.fullAddress} ·{' '}
              {draft.flexible ? 'Flexible with dates' : draft.dueDate}
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
      ) : null}
      {problems.length > 0 ? (
        <Stack as="ul" gap={0} fontSize="sm" color="fg.muted" aria-label="Still needed" ps={4}>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => !details.open && onClose()}
      size="lg"
      scrollBehavior="inside"
      placement="center"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Post a Task</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{body}</Dialog.Body>
            <Dialog.Footer>
              {postedId ? (
                <Button colorPalette="brand" onClick={() => onViewTask(postedId)}>
                  Close and View Task
                </Button>
              ) : (
                <>
                  {step > 1 ? (
                    <Button variant="outline" colorPalette="brand" onClick={() => setStep((step - 1) as WizardStep)}>
                      Back
                    </Button>
                  ) : null}
                  {step < 4 ? (
                    <Button
                      colorPalette="brand"
                      disabled={problems.length > 0}
                      onClick={() => setStep((step + 1) as WizardStep)}
                    >
                      Next
                    </Button>
                  ) : (
                    <Button
                      colorPalette="brand"
                      disabled={problems.length > 0}
                      loading={submitting}
                      onClick={() => void submit()}
                    >
                      Submit
                    </Button>
                  )}
                </>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
