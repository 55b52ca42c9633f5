import { MAX_TASK_DESCRIPTION, MAX_TASK_TITLE } from '@fairgo/shared/rules';
import { useDraftState } from '@fairgo/shared/platform';
import { Alert, Button, DraftNotice, Field, Input, Stack, Text, Textarea } from '@fairgo/shared/ui';
import { ModalDialog } from '@fairgo/shared/ui/overlays';
import { format } from 'date-fns';
import { useState } from 'react';
import { TASK_SUBMITTED } from '../../lib/task-texts';
import { usePostTask } from './api/use-post-task';
import { PlaceStep, ReviewStep, WhenStep } from './wizard-steps';
import { EMPTY_DRAFT, stepProblems, WIZARD_STEPS, type TaskDraft, type WizardStep } from './wizard-rules';
import { reachableStep } from './wizard-history';

/** The wizard's draft (platform/drafts.ts): each step's fields, the chosen images aside. */
export const TASK_DRAFT = 'post-task';

export interface PostTaskWizardProps {
  /** The step the address asks for (wizard-history.ts): each step is an entry of the history. */
  step: WizardStep;
  /** Moves on to a later step, as a new history entry. */
  onStep: (step: WizardStep) => void;
  /** Goes back a step, as the browser's Back does. */
  onBack: () => void;
  onClose: () => void;
  /** 'Close and View Task' after a successful post. */
  onViewTask: (taskId: string) => void;
}

/**
 * The post-a-task wizard (product.md#tasks-pages, product.md#task-states, product.md#validation): four steps, Next disabled until the step holds, then
 * the multipart post. A failed post keeps everything entered, so trying again loses nothing; so do
 * Back, a reload and closing the dialog: the draft is kept until it is posted or started over.
 */
export function PostTaskWizard({ step: asked, onStep, onBack, onClose, onViewTask }: PostTaskWizardProps) {
  const kept = useDraftState<TaskDraft>(TASK_DRAFT, EMPTY_DRAFT, { unkept: ['images'] });
  const { values: draft, change, setValues: setDraft } = kept;
  const [postedId, setPostedId] = useState<string | null>(null);
  const today = format(new Date(), 'yyyy-MM-dd');
  const step = reachableStep(asked, draft, today);
  const problems = stepProblems(step, draft, today);

  const submitting = usePostTask((taskId) => {
    kept.sent();
    setPostedId(taskId);
  });

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
      {step === 1 ? <DraftNotice restored={kept.restored} onDiscard={kept.discard} /> : null}
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
      {step === 2 ? <PlaceStep draft={draft} change={change} setDraft={setDraft} /> : null}
      {step === 3 ? <WhenStep draft={draft} change={change} today={today} /> : null}
      {step === 4 ? <ReviewStep draft={draft} change={change} failure={submitting.failure} /> : null}
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
    <ModalDialog
      title="Post a Task"
      onClose={onClose}
      size="lg"
      scrolls
      closeOnInteractOutside={false}
      footer={
        <>
          {postedId ? (
            <Button colorPalette="brand" onClick={() => onViewTask(postedId)}>
              Close and View Task
            </Button>
          ) : (
            <>
              {step > 1 ? (
                <Button variant="outline" colorPalette="brand" onClick={onBack}>
                  Back
                </Button>
              ) : null}
              {step < 4 ? (
                <Button
                  colorPalette="brand"
                  disabled={problems.length > 0}
                  onClick={() => onStep((step + 1) as WizardStep)}
                >
                  Next
                </Button>
              ) : (
                <Button
                  colorPalette="brand"
                  disabled={problems.length > 0}
                  loading={submitting.busy}
                  onClick={() => void submitting.run(draft)}
                >
                  Submit
                </Button>
              )}
            </>
          )}
        </>
      }
    >
      {body}
    </ModalDialog>
  );
}
