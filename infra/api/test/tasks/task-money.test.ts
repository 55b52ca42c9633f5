import { PaymentDeclined } from '../../src/payments/provider';
import { ATTEMPT_GRACE_MS, authorizeOffer, releaseHold } from '../../src/tasks/task-money';
import { providerObjects } from '../support/payments';
import { taskWorld } from '../support/tasks';

/** Held task funds as provider operations (architecture.md#the-api), against the development provider. */
describe('task money at the payment provider', () => {
  const { world, call, newTask, taskAs, offer, acceptedTask } = taskWorld('2026-11-20T09:00:00Z');

  const hold = () =>
    world.app.db.selectFrom('payments').selectAll().where('kind', '=', 'taskHold').executeTakeFirstOrThrow();
  const intents = () => providerObjects(world.app, 'payment_intent');
  const captures = async () =>
    (await providerObjects(world.app, 'balance_transaction')).filter((txn) => txn.type === 'charge');
  const finishedTask = async () => {
    const taskId = await acceptedTask();
    expect((await call(world.people.tasker, 'POST', `/api/tasks/markCompletedByAssignee/${taskId}`)).statusCode).toBe(
      200,
    );
    return taskId;
  };
  const confirm = (taskId: string) => call(world.people.owner, 'POST', `/api/tasks/markCompletedByOwner/${taskId}`);
  const status = async (taskId: string) => (await taskAs(world.people.owner, taskId)).status;

  it('accepting an offer authorises its amount on the owner’s saved card, held and not captured', async () => {
    await acceptedTask();
    const [intent] = await intents();
    const owner = await world.app.db
      .selectFrom('users')
      .select(['payment_customer_id', 'payment_method_id'])
      .where('email', '=', 'olivia@example.com.au')
      .executeTakeFirstOrThrow();
    expect(intent).toMatchObject({
      amount: 15000,
      currency: 'aud',
      capture_method: 'manual',
      status: 'requires_capture',
      customer: owner.payment_customer_id,
      payment_method: owner.payment_method_id,
    });
    expect(await hold()).toMatchObject({ status: 'held', provider: 'development', provider_ref: intent!.id });
    expect(await captures()).toEqual([]);
  });

  it('a declined card refuses the accept with a message (402), and the task stays open', async () => {
    const taskId = await newTask();
    await offer(world.people.tasker, taskId, 80);
    const [tasker] = (await taskAs(world.people.owner, taskId)).offers;
    world.app.payments.authorize = jest.fn().mockRejectedValue(new PaymentDeclined('card_declined'));
    const refused = await call(world.people.owner, 'POST', `/api/offers/acceptOffer/${tasker!._id}`);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe('Your card was declined. Please add another payment method and try again.');
    expect(await status(taskId)).toBe('open');
    expect(await world.app.db.selectFrom('payments').selectAll().execute()).toEqual([]);
  });

  it('confirmation decides the capture before the provider is asked: a failed capture keeps the decision, refuses "not done yet", and one run of the task jobs completes it', async () => {
    const taskId = await finishedTask();
    const capture = world.app.payments.capture;
    world.app.payments.capture = jest
      .fn()
      .mockRejectedValueOnce(new Error('connection reset'))
      .mockImplementation(capture);

    const failed = await confirm(taskId);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe(
      'The payment provider could not be reached. The completion is recorded: the task completes as soon as the provider answers.',
    );
    expect(await status(taskId)).toBe('completedByAssignee');
    expect(await hold()).toMatchObject({ status: 'capturing', capture_reason: 'confirmed' });
    expect(await captures()).toEqual([]);
    const notDone = await call(world.people.owner, 'POST', `/api/tasks/notDoneYet/${taskId}`, { reason: 'x' });
    expect(notDone.statusCode).toBe(409);
    expect(notDone.json().message).toBe(
      'This task is already being completed: its payment is being released to the tasker.',
    );
    // To the owner, the money is still held until the task completes.
    expect((await taskAs(world.people.owner, taskId)).hold).toMatchObject({ status: 'held' });

    expect(await world.app.completeOverdueTasks()).toBe(1);
    expect(await status(taskId)).toBe('completedByOwner');
    expect(await hold()).toMatchObject({ status: 'captured' });
    expect(await captures()).toEqual([expect.objectContaining({ amount: 15000 })]);
    const [intent] = await intents();
    expect(intent).toMatchObject({ status: 'succeeded' });
    expect(
      await world.app.db.selectFrom('payments').selectAll().where('kind', '=', 'taskPayout').execute(),
    ).toHaveLength(1);
  });

  it('a confirmation sent again after a failed capture completes the task', async () => {
    const taskId = await finishedTask();
    const capture = world.app.payments.capture;
    world.app.payments.capture = jest.fn().mockRejectedValueOnce(new Error('timeout')).mockImplementation(capture);
    expect((await confirm(taskId)).statusCode).toBe(502);
    expect((await confirm(taskId)).statusCode).toBe(200);
    expect(await status(taskId)).toBe('completedByOwner');
    expect(await captures()).toHaveLength(1);
  });

  it('the automatic completion retries a failed capture on its next run', async () => {
    const taskId = await finishedTask();
    const capture = world.app.payments.capture;
    world.app.payments.capture = jest.fn().mockRejectedValueOnce(new Error('timeout')).mockImplementation(capture);
    world.now = new Date('2026-11-21T09:00:00Z');
    expect(await world.app.completeOverdueTasks()).toBe(0);
    expect(await status(taskId)).toBe('completedByAssignee');
    expect(await world.app.completeOverdueTasks()).toBe(1);
    expect(await status(taskId)).toBe('completedByOwner');
    expect(await captures()).toHaveLength(1);
  });

  it('three confirmations at once capture once and complete once; each is told it is complete, or done already', async () => {
    const taskId = await finishedTask();
    const answers = await Promise.all([confirm(taskId), confirm(taskId), confirm(taskId)]);
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes).toContain(200);
    expect(codes.filter((code) => code !== 200 && code !== 409)).toEqual([]);
    expect(await status(taskId)).toBe('completedByOwner');
    expect(await captures()).toHaveLength(1);
    expect(
      await world.app.db.selectFrom('payments').selectAll().where('kind', '=', 'taskPayout').execute(),
    ).toHaveLength(1);
  });

  it('of two accepts at once, the loser’s authorisation is let go; the winner’s hold stays', async () => {
    const taskId = await newTask();
    await offer(world.people.tasker, taskId, 100);
    await offer(world.people.rival, taskId, 90);
    const offers = (await taskAs(world.people.owner, taskId)).offers;
    const answers = await Promise.all(
      offers.map((o) => call(world.people.owner, 'POST', `/api/offers/acceptOffer/${o._id}`)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const held = await hold();
    const byStatus = Object.fromEntries((await intents()).map((intent) => [intent.id, intent.status]));
    expect(byStatus[held.provider_ref!]).toBe('requires_capture');
    expect(Object.values(byStatus).filter((value) => value === 'requires_capture')).toHaveLength(1);
  });

  it('an accept cut off between the provider’s yes and the hold’s row leaves an attempt the jobs let go', async () => {
    const taskId = await newTask();
    await offer(world.people.tasker, taskId, 80);
    const [pending] = (await taskAs(world.people.owner, taskId)).offers;
    const owner = await world.app.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'olivia@example.com.au')
      .executeTakeFirstOrThrow();
    const task = await world.app.db.selectFrom('tasks').selectAll().where('id', '=', taskId).executeTakeFirstOrThrow();
    // The provider said yes; the process died before the hold's row (no payments row, task still open).
    await authorizeOffer(
      world.app.db,
      world.app.payments,
      owner,
      task,
      { id: pending!._id, amount_cents: 8000 },
      world.now,
    );
    // And one that died before even the ref was written: the provider made it, under the attempt's key.
    const lostId = '00000000-0000-4000-8000-0000000000a1';
    await world.app.db
      .insertInto('payment_attempts')
      .values({
        id: lostId,
        task_id: taskId,
        offer_id: pending!._id,
        amount_cents: 8000,
        customer_id: owner.payment_customer_id!,
        payment_method_id: owner.payment_method_id!,
        description: 'FairGo task: lost',
        provider: 'development',
        created_at: world.now,
      })
      .execute();
    await world.app.payments.authorize({
      customerId: owner.payment_customer_id!,
      paymentMethodId: owner.payment_method_id!,
      amountCents: 8000,
      description: 'FairGo task: lost',
      idempotencyKey: `hold-${lostId}`,
      metadata: { fairgo_task_id: taskId, fairgo_offer_id: pending!._id },
    });
    expect((await intents()).map((intent) => intent.status)).toEqual(['requires_capture', 'requires_capture']);

    // Not yet: an accept may still be under way.
    expect(await world.app.settleAbandonedAttempts()).toBe(0);
    world.now = new Date(world.now.getTime() + ATTEMPT_GRACE_MS + 1000);
    expect(await world.app.settleAbandonedAttempts()).toBe(2);
    expect((await intents()).map((intent) => intent.status)).toEqual(['canceled', 'canceled']);
    const attempts = await world.app.db.selectFrom('payment_attempts').select('status').execute();
    expect(attempts.map((attempt) => attempt.status)).toEqual(['released', 'released']);
    // A real accept afterwards is an authorisation of its own.
    expect((await call(world.people.owner, 'POST', `/api/offers/acceptOffer/${pending!._id}`)).statusCode).toBe(200);
    expect((await hold()).status).toBe('held');
    expect(await world.app.settleAbandonedAttempts()).toBe(0);
  });

  it('keeps the attempt of an accept that finished: its hold is the task’s', async () => {
    await acceptedTask();
    world.now = new Date(world.now.getTime() + ATTEMPT_GRACE_MS + 1000);
    expect(await world.app.settleAbandonedAttempts()).toBe(0);
    const [attempt] = await world.app.db.selectFrom('payment_attempts').selectAll().execute();
    expect(attempt).toMatchObject({ status: 'held', provider_ref: (await hold()).provider_ref });
    expect((await intents())[0]!.status).toBe('requires_capture');
  });

  it('a task cancelled before completion releases its hold at the provider, once', async () => {
    const taskId = await acceptedTask();
    await releaseHold(world.app.db, world.app.payments, taskId);
    await releaseHold(world.app.db, world.app.payments, taskId);
    expect(await hold()).toMatchObject({ status: 'released' });
    const [intent] = await intents();
    expect(intent).toMatchObject({ status: 'canceled' });
    const releases = (await providerObjects(world.app, 'balance_transaction')).filter((txn) => txn.type === 'release');
    expect(releases).toHaveLength(1);
    expect(await captures()).toEqual([]);
  });

  it('transfers the payout (the amount less the fee) on its date, to the tasker’s account, once; a failed transfer waits for the next run', async () => {
    const taskId = await finishedTask();
    expect((await confirm(taskId)).statusCode).toBe(200);
    // Friday plus 3 business days: Wednesday 25 November.
    world.now = new Date('2026-11-24T23:00:00Z');
    expect(await world.app.payDuePayouts()).toBe(0);
    world.now = new Date('2026-11-25T09:00:00Z');
    const transfer = world.app.payments.transfer;
    world.app.payments.transfer = jest.fn().mockRejectedValueOnce(new Error('timeout')).mockImplementation(transfer);
    expect(await world.app.payDuePayouts()).toBe(0);
    // Two instances paying out at once make one transfer: the provider answers its idempotency key once.
    await Promise.all([world.app.payDuePayouts(), world.app.payDuePayouts()]);
    expect(await world.app.payDuePayouts()).toBe(0);
    const tasker = await world.app.db
      .selectFrom('users')
      .select('payout_account_id')
      .where('email', '=', 'tom@example.com.au')
      .executeTakeFirstOrThrow();
    const transfers = await providerObjects(world.app, 'transfer');
    expect(transfers).toEqual([expect.objectContaining({ amount: 13500, destination: tasker.payout_account_id })]);
    const payout = await world.app.db
      .selectFrom('payments')
      .selectAll()
      .where('kind', '=', 'taskPayout')
      .executeTakeFirstOrThrow();
    expect(payout).toMatchObject({ status: 'paid', provider_ref: transfers[0]!.id });
  });
});
