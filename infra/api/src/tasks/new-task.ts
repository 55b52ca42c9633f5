import { formatMoney, MAX_TASK_BUDGET, type NewTaskFields, toCents } from '@fairgo/shared/contract';
import { format, isMatch, subDays } from 'date-fns';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { badRequest } from '../lib/http-errors';
import type { Suburb } from '../plugins/suburbs';
import type { TaskRow } from './task-store';

/** A posted task's fields as the table keeps them, checked: what `checkNewTask` makes of the form. */
export interface NewTask {
  title: string;
  description: string;
  budgetCents: number;
  suburb: Suburb | undefined;
  fullAddress: string | null;
  dueDate: string | null;
  dueTime: Exclude<NewTaskFields['dueTime'], '' | undefined> | null;
  flexible: boolean;
  remote: boolean;
}

/**
 * The rules of a new task (product.md#task-states) beyond its fields' own: an in-person task's suburb is one
 * from the list and its address one picked in that suburb; a budget above $0 and at most the maximum; a
 * real due date, not before today, unless the dates are flexible. Each broken rule is a 400 naming the field.
 */
export function checkNewTask(
  input: NewTaskFields,
  findSuburb: (location: string) => Suburb | undefined,
  now: Date,
): NewTask {
  const remote = input.isThisRemoteTask === 'true';
  const flexible = input.isFlexible === 'true';
  const suburb = remote ? undefined : findSuburb(input.location?.trim() ?? '');
  const fullAddress = input.fullAddress?.trim() ?? '';
  if (!remote) {
    if (!suburb) throw badRequest('location must be a suburb from the list');
    // The address comes from the prediction list, which completes the chosen suburb.
    const suburbName = suburb.location.split(',')[0]!.toLowerCase();
    if (!fullAddress.toLowerCase().includes(suburbName))
      throw badRequest('fullAddress must be an address in the chosen suburb, picked from the list');
  }
  const budget = Number(input.originalBudget);
  if (!(budget > 0) || budget > MAX_TASK_BUDGET)
    throw badRequest(`originalBudget must be more than $0 and at most ${formatMoney(toCents(MAX_TASK_BUDGET))}`);
  const dueDate = input.dueDate || null;
  if (!flexible && !dueDate) throw badRequest('dueDate is required unless the dates are flexible');
  if (dueDate && !isMatch(dueDate, 'yyyy-MM-dd')) throw badRequest('dueDate must be a real date (YYYY-MM-DD)');
  // "Not before today" in the poster's time zone: the earliest Australian today is UTC's yesterday at most.
  if (dueDate && dueDate < format(subDays(now, 1), 'yyyy-MM-dd')) throw badRequest('dueDate must not be before today');
  return {
    title: input.title.trim(),
    description: input.description.trim(),
    budgetCents: toCents(budget),
    suburb,
    fullAddress: remote ? null : fullAddress,
    dueDate: flexible ? null : dueDate,
    dueTime: input.dueTime || null,
    flexible,
    remote,
  };
}

/** Stores a checked task of `ownerId`, open for offers, with its images' URLs. */
export async function addTask(
  db: Kysely<Schema>,
  ownerId: string,
  task: NewTask,
  images: string[],
  now: Date,
): Promise<TaskRow> {
  return db
    .insertInto('tasks')
    .values({
      owner_id: ownerId,
      title: task.title,
      description: task.description,
      images,
      original_budget_cents: task.budgetCents,
      location: task.suburb?.location ?? null,
      full_address: task.fullAddress,
      latitude: task.suburb?.latitude ?? null,
      longitude: task.suburb?.longitude ?? null,
      due_date: task.dueDate,
      due_time: task.dueTime,
      is_flexible: task.flexible,
      is_remote: task.remote,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
