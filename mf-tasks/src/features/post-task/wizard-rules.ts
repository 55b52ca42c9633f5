import { formOf } from '@fairgo/shared/api';
import type { DueTime } from '@fairgo/shared/contract';
import {
  IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  MAX_TASK_BUDGET,
  MAX_TASK_DESCRIPTION,
  MAX_TASK_IMAGES,
  MAX_TASK_TITLE,
} from '@fairgo/shared/rules';

/** What the post-a-task wizard collects (product.md#tasks-pages, product.md#records), step by step. */
export interface TaskDraft {
  title: string;
  description: string;
  budget: string;
  remote: boolean;
  location: string;
  /** The suburb was chosen from the suggestions, not only typed. */
  suburbPicked: boolean;
  fullAddress: string;
  /** The address was picked from the prediction list (product.md#validation: it must be). */
  addressPicked: boolean;
  dueDate: string;
  flexible: boolean;
  /** 'I need it done at a certain time of day' is ticked. */
  certainTime: boolean;
  dueTime: DueTime | '';
  images: File[];
}

export const EMPTY_DRAFT: TaskDraft = {
  title: '',
  description: '',
  budget: '',
  remote: false,
  location: '',
  suburbPicked: false,
  fullAddress: '',
  addressPicked: false,
  dueDate: '',
  flexible: false,
  certainTime: false,
  dueTime: '',
  images: [],
};

export const WIZARD_STEPS = ['Describe the task', 'Budget and place', 'When', 'Review and submit'] as const;
export type WizardStep = 1 | 2 | 3 | 4;

const BUDGET = /^\d{1,6}(\.\d{1,2})?$/;

/**
 * What still stops a step (product.md#validation), in words for the person filling it in; an
 * empty list means Next may be pressed. `today` is the viewer's date as YYYY-MM-DD.
 */
export function stepProblems(step: WizardStep, draft: TaskDraft, today: string): string[] {
  const problems: string[] = [];
  if (step === 1) {
    const title = draft.title.trim();
    const description = draft.description.trim();
    if (!title) problems.push('Give the task a title.');
    if (title.length > MAX_TASK_TITLE) problems.push(`The title can be at most ${MAX_TASK_TITLE} characters.`);
    if (!description) problems.push('Describe the task.');
    if (description.length > MAX_TASK_DESCRIPTION)
      problems.push(`The description can be at most ${MAX_TASK_DESCRIPTION} characters.`);
  }
  if (step === 2) {
    const budget = draft.budget.trim();
    if (!budget) problems.push('Enter a budget.');
    else if (!BUDGET.test(budget) || Number(budget) <= 0 || Number(budget) > MAX_TASK_BUDGET)
      problems.push(`The budget must be a number of dollars above 0 and up to ${MAX_TASK_BUDGET}, like 120 or 45.50.`);
    if (!draft.remote) {
      if (!draft.location.trim() || !draft.suburbPicked)
        problems.push('Choose a suburb from the list, or tick remote.');
      if (!draft.fullAddress.trim() || !draft.addressPicked) problems.push('Pick the full address from the list.');
    }
  }
  if (step === 3) {
    if (!draft.flexible && !draft.dueDate) problems.push('Choose a due date, or tick flexible.');
    if (!draft.flexible && draft.dueDate && draft.dueDate < today) problems.push('The due date cannot be in the past.');
    if (draft.certainTime && !draft.dueTime) problems.push('Choose a time of day.');
  }
  if (step === 4) problems.push(...imageProblems(draft.images));
  return problems;
}

/** Images are optional; at most five, each a PNG, JPEG, WebP or GIF of at most 5 MB (like profile images). */
export function imageProblems(images: File[]): string[] {
  const problems: string[] = [];
  if (images.length > MAX_TASK_IMAGES) problems.push(`Choose at most ${MAX_TASK_IMAGES} images.`);
  for (const image of images) {
    if (!(IMAGE_TYPES as readonly string[]).includes(image.type))
      problems.push(`${image.name} is not an image (PNG, JPEG, WebP or GIF).`);
    else if (image.size > MAX_IMAGE_BYTES) problems.push(`${image.name} is larger than 5 MB.`);
  }
  return problems;
}

/** The multipart body of POST /api/tasks/postTask (product.md#api-calls). */
export function toFormData(draft: TaskDraft): FormData {
  return formOf({
    title: draft.title.trim(),
    description: draft.description.trim(),
    originalBudget: draft.budget.trim(),
    isThisRemoteTask: String(draft.remote),
    location: draft.remote ? '' : draft.location.trim(),
    fullAddress: draft.remote ? '' : draft.fullAddress.trim(),
    isFlexible: String(draft.flexible),
    dueDate: draft.flexible ? '' : draft.dueDate,
    dueTime: draft.certainTime ? draft.dueTime : '',
    images: draft.images,
  });
}
