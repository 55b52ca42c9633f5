import { EMPTY_DRAFT, stepProblems, type TaskDraft, type WizardStep } from './wizard-rules';

/*
 * The wizard in the browser's history and storage: each step is an entry of its own
 * (`/tasks/view/allTasks?post=2`), so Back goes to the previous step and a reload stays on the step;
 * what was typed is kept in the tab's session storage until the task is posted or the draft is
 * discarded. Chosen images are not kept (a File cannot be stored): they are chosen on the last step.
 */

export const POST_PARAM = 'post';
const DRAFT_KEY = 'fairgo.taskDraft';

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

export function loadDraft(): TaskDraft {
  try {
    const stored = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as Partial<TaskDraft> | null;
    return stored && typeof stored === 'object' ? { ...EMPTY_DRAFT, ...stored, images: [] } : EMPTY_DRAFT;
  } catch {
    return EMPTY_DRAFT;
  }
}

export function saveDraft(draft: TaskDraft) {
  if (!hasDraft(draft)) return discardDraft();
  try {
    const { images: _images, ...kept } = draft;
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused: the draft lives as long as the page, as before.
  }
}

export function discardDraft() {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing was kept.
  }
}

export const hasDraft = (draft: TaskDraft) => JSON.stringify({ ...draft, images: [] }) !== JSON.stringify(EMPTY_DRAFT);

/** The furthest step the draft may be on: a reload on step 3 of a draft whose step 2 no longer holds goes back to 2. */
export function reachableStep(step: WizardStep, draft: TaskDraft, today: string): WizardStep {
  for (let earlier = 1; earlier < step; earlier += 1)
    if (stepProblems(earlier as WizardStep, draft, today).length > 0) return earlier as WizardStep;
  return step;
}
