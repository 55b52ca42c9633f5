import { stepProblems, type TaskDraft, type WizardStep } from './wizard-rules';

/*
 * The wizard in the browser's history and storage: each step is an entry of its own
 * (`/tasks/view/allTasks?post=2`), so Back goes to the previous step and a reload stays on the step.
 * What was typed is kept as a draft (platform/drafts.ts) until the task is posted or the draft is
 * discarded. Chosen images are not kept (a File cannot be stored): they are chosen on the last step.
 */

export const POST_PARAM = 'post';

/** The step an address asks for, or null when the wizard is closed. */
export function stepInSearch(search: string): WizardStep | null {
  const step = Number(new URLSearchParams(search).get(POST_PARAM));
  return step >= 1 && step <= 4 ? (step as WizardStep) : null;
}

/** The address of a step of the wizard over the list at `address` (its filters kept). */
export function stepAddress(address: string, step: WizardStep) {
  const [path, query] = address.split('?');
  const search = new URLSearchParams(query);
  search.set(POST_PARAM, String(step));
  return `${path}?${search}`;
}

/**
 * How many wizard entries the current history entry is above the list it was opened from: set when
 * the wizard pushes a step, absent for an address typed or bookmarked (then closing replaces it).
 */
export const wizardDepth = (): number | null => {
  const depth = (window.history.state as { wizardDepth?: unknown } | null)?.wizardDepth;
  return typeof depth === 'number' ? depth : null;
};

/** The furthest step the draft may be on: a reload on step 3 of a draft whose step 2 no longer holds goes back to 2. */
export function reachableStep(step: WizardStep, draft: TaskDraft, today: string): WizardStep {
  for (let earlier = 1; earlier < step; earlier += 1)
    if (stepProblems(earlier as WizardStep, draft, today).length > 0) return earlier as WizardStep;
  return step;
}
