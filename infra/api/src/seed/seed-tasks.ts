import { TASK_STATUSES } from '@fairgo/shared/contract';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { devObjects } from '../payments/development/development-provider';
import { DEMO_SUBURBS } from './catalogue';
import { daysFromNow, type Random } from './random';

/** Tasks in every status, with offers, questions, messages, holds, payouts and notifications. */
export async function seedTasks(
  db: Kysely<Schema>,
  rnd: Random,
  ids: Record<'worker' | 'employer' | 'newemployer' | 'both' | 'admin', string>,
  others: { id: string; name: string }[],
) {
  const titles = [
    'Assemble a flat-pack wardrobe',
    'Mow the front and back lawn',
    'Help move a couch upstairs',
    'Clean windows of a two-storey house',
    'Walk my dog on weekday mornings',
    'Paint a bedroom feature wall',
    'Fix a leaking garden tap',
    'Set up a home Wi-Fi network',
    'Tutor Year 9 maths (2 hours)',
    'Deliver flyers in the neighbourhood',
    'Hang three large mirrors',
    'Clear gutters before storm season',
    'Pick up groceries for an elderly neighbour',
    'Build a raised garden bed',
    'Photograph a small birthday party',
    'Tidy up a shared backyard',
  ];
  const owners = [ids.employer, ids.both, ids.worker, ids.admin];
  const taskers = [ids.worker, ids.both, ...others.slice(0, 6).map((user) => user.id)];

  for (let index = 0; index < titles.length; index++) {
    const status = TASK_STATUSES[index % TASK_STATUSES.length]!;
    const ownerId = owners[index % owners.length]!;
    const candidates = taskers.filter((id) => id !== ownerId);
    // A seeded cancelled task was cancelled by its owner while open: nobody was assigned.
    const assigned = status !== 'open' && status !== 'cancelled';
    const assigneeId = assigned ? candidates[index % candidates.length]! : null;
    const remote = index % 5 === 0;
    const suburb = DEMO_SUBURBS[(index * 3) % DEMO_SUBURBS.length]!;
    const budget = rnd.int(4, 40) * 500;
    const acceptedAt = assigned ? daysFromNow(-3) : null;
    const task = await db
      .insertInto('tasks')
      .values({
        owner_id: ownerId,
        assignee_id: assigneeId,
        title: titles[index]!,
        description: `${titles[index]}. Tools are on site; please bring your own gloves. Happy to answer questions before you offer.`,
        original_budget_cents: budget,
        agreed_budget_cents: assigneeId ? budget : null,
        location: remote ? null : suburb.location,
        full_address: remote
          ? null
          : `${rnd.int(1, 120)} ${rnd.pick(['George', 'King', 'Smith', 'Ocean', 'Church'])} Street, ${suburb.location}`,
        latitude: remote ? null : suburb.latitude,
        longitude: remote ? null : suburb.longitude,
        due_date: index % 3 === 0 ? null : daysFromNow(rnd.int(2, 21)).toISOString().slice(0, 10),
        due_time: index % 2 === 0 ? rnd.pick(['Morning', 'Midday', 'Afternoon', 'Evening'] as const) : null,
        is_flexible: index % 3 === 0,
        is_remote: remote,
        status,
        accepted_at: acceptedAt,
        // Waiting tasks were finished a few hours ago, so they still wait for their owner's confirmation.
        completed_by_assignee_at:
          status === 'completedByAssignee'
            ? daysFromNow(-0.125)
            : status === 'completedByOwner'
              ? daysFromNow(-1)
              : null,
        completed_by_owner_at: status === 'completedByOwner' ? daysFromNow(-0.5) : null,
        cancelled_at: status === 'cancelled' ? daysFromNow(-1) : null,
        cancelled_by: status === 'cancelled' ? ownerId : null,
        created_at: daysFromNow(-rnd.int(4, 20)),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const offerers = assigneeId
      ? [assigneeId, ...candidates.filter((id) => id !== assigneeId).slice(0, 1)]
      : candidates.slice(index % 3, (index % 3) + 2);
    for (const [position, userId] of offerers.entries()) {
      await db
        .insertInto('offers')
        .values({
          task_id: task.id,
          user_id: userId,
          amount_cents: position === 0 && assigneeId ? budget : budget + rnd.int(-4, 4) * 100,
          message:
            'Hi! I have done this kind of job many times and can start this week. I bring my own tools, I am fully insured and happy to send photos of similar work I have done for other neighbours.',
          status: position === 0 && assigneeId ? 'accepted' : status === 'cancelled' ? 'closed' : 'pending',
        })
        .execute();
    }
    await db
      .insertInto('questions')
      .values({
        task_id: task.id,
        user_id: candidates[0]!,
        question: 'Is there parking close by?',
        answer: index % 2 === 0 ? 'Yes, on the street out the front.' : null,
        answered_at: index % 2 === 0 ? new Date() : null,
      })
      .execute();

    if (assigneeId) {
      await db
        .insertInto('messages')
        .values([
          { task_id: task.id, sender_id: ownerId, message: 'Thanks for your offer! When can you come?' },
          { task_id: task.id, sender_id: assigneeId, message: 'I can do Saturday morning, if that suits.' },
        ])
        .execute();
      const fee = Math.round(budget * 0.1);
      // The hold as an accept makes it: an authorisation at the development provider, on the owner's card.
      const owner = await db
        .selectFrom('users')
        .select(['payment_customer_id', 'payment_method_id'])
        .where('id', '=', ownerId)
        .executeTakeFirstOrThrow();
      const authorisation = await devObjects(db).create('pi', 'payment_intent', {
        amount: budget,
        currency: 'aud',
        customer: owner.payment_customer_id,
        payment_method: owner.payment_method_id,
        capture_method: 'manual',
        status: status === 'completedByOwner' ? 'succeeded' : 'requires_capture',
        metadata: { fairgo_task_id: task.id },
      });
      await db
        .insertInto('payments')
        .values({
          user_id: ownerId,
          kind: 'taskHold',
          task_id: task.id,
          amount_cents: budget,
          fee_cents: fee,
          status: status === 'completedByOwner' ? 'captured' : 'held',
          provider: 'development',
          provider_ref: authorisation.id,
        })
        .execute();
      if (status === 'completedByOwner') {
        // Both sides reviewed each other, so the demo's cards and profiles show ratings.
        await db
          .insertInto('reviews')
          .values([
            {
              task_id: task.id,
              reviewer_id: ownerId,
              reviewee_id: assigneeId,
              rating: 4 + (index % 2),
              comment: 'On time, tidy work and friendly. Would hire again.',
            },
            {
              task_id: task.id,
              reviewer_id: assigneeId,
              reviewee_id: ownerId,
              rating: 5,
              comment: 'Clear instructions and quick to confirm.',
            },
          ])
          .execute();
        await db
          .insertInto('payments')
          .values({
            user_id: assigneeId,
            kind: 'taskPayout',
            task_id: task.id,
            amount_cents: budget - fee,
            fee_cents: fee,
            status: 'scheduled',
            provider: 'development',
            expected_on: daysFromNow(3).toISOString().slice(0, 10),
          })
          .execute();
      }
    }
    await db
      .insertInto('notifications')
      .values({
        user_id: ownerId,
        message: `New offer on "${titles[index]}"`,
        action_url: `/tasks/task/${task.id}`,
        is_read: index > 5,
        created_at: daysFromNow(-index / 4),
      })
      .execute();
  }
}
