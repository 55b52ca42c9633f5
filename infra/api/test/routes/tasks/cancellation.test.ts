import { providerObjects } from '../../support/payments';
import { asAdmin, taskWorld } from '../../support/tasks';

describe('tasks: cancelled at once while open, by agreement once accepted', () => {
  const { world, call, newTask, taskAs, offer, notificationsOf, acceptedTask } = taskWorld('2026-11-20T09:00:00Z');

  const cancel = (token: string, taskId: string, reason?: string) =>
    call(token, 'POST', `/api/tasks/cancelTask/${taskId}`, reason === undefined ? {} : { reason });
  const ask = (token: string, taskId: string, reason = 'I am unwell this week.') =>
    call(token, 'POST', `/api/tasks/requestCancellation/${taskId}`, { reason });
  const answer = (token: string, taskId: string, accept: boolean) =>
    call(token, 'POST', `/api/tasks/answerCancellation/${taskId}`, { accept });
  const hold = () =>
    world.app.db.selectFrom('payments').selectAll().where('kind', '=', 'taskHold').executeTakeFirstOrThrow();
  const listed = async (token: string, list: string) =>
    ((await call(token, 'GET', `/api/tasks/${list}`)).json() as { _id: string }[]).map((task) => task._id);

  it('lets only the owner cancel an open task: offers closed, takers told, out of the public list', async () => {
    const taskId = await newTask();
    await offer(world.people.tasker, taskId, 100);
    await offer(world.people.rival, taskId, 110);
    expect((await cancel(world.people.tasker, taskId)).statusCode).toBe(403);
    expect((await cancel(world.people.stranger, taskId)).statusCode).toBe(403);
    expect((await cancel(world.people.owner, taskId, 'x'.repeat(501))).statusCode).toBe(400);
    expect((await cancel(world.people.owner, taskId, 'Did it myself.')).statusCode).toBe(200);
    expect((await cancel(world.people.owner, taskId)).statusCode).toBe(409);

    const task = await taskAs(world.people.owner, taskId);
    expect(task.status).toBe('cancelled');
    expect(task.cancelled).toEqual({ by: 'Olivia Owner', on: world.now.toISOString() });
    expect(task.numberOfOffers).toBe(0);
    const offers = await world.app.db.selectFrom('offers').select('status').execute();
    expect(offers.map((o) => o.status)).toEqual(['closed', 'closed']);
    for (const token of [world.people.tasker, world.people.rival])
      expect((await notificationsOf(token)).at(-1)!.message).toBe(
        '"Assemble a flat-pack wardrobe" was cancelled by its owner, so your offer is closed. Reason: Did it myself.',
      );
    expect(await listed(world.people.rival, 'getAllTasks')).not.toContain(taskId);
    expect(await listed(world.people.owner, 'getUsersCancelledTasks')).toEqual([taskId]);
    expect(await listed(world.people.tasker, 'getUsersCancelledTasks')).toEqual([]);
    expect((await offer(world.people.stranger, taskId)).statusCode).toBe(403);
    expect((await offer(world.people.tasker, taskId, 90)).statusCode).toBe(409);
  });

  it('cancels an accepted task only when the other side agrees, releasing the hold and recording who asked', async () => {
    const taskId = await acceptedTask();
    const street = '12 King Street, Newtown, New South Wales, Australia';
    expect((await taskAs(world.people.tasker, taskId)).fullAddress).toBe(street);
    expect((await cancel(world.people.owner, taskId)).statusCode).toBe(409);
    expect((await ask(world.people.rival, taskId)).statusCode).toBe(403);
    expect((await ask(world.people.tasker, taskId, ' ')).statusCode).toBe(400);
    const asked = await ask(world.people.tasker, taskId);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: 'Cancellation requested.', outcome: 'requested' });
    expect((await ask(world.people.owner, taskId)).statusCode).toBe(409);
    expect((await notificationsOf(world.people.owner)).at(-1)!.message).toBe(
      'Tom Tasker asks to cancel "Assemble a flat-pack wardrobe": I am unwell this week. Please accept or decline within 48 hours.',
    );
    expect((await taskAs(world.people.owner, taskId)).cancellation).toEqual({
      byMe: false,
      requestedBy: 'Tom Tasker',
      reason: 'I am unwell this week.',
      createdOn: world.now.toISOString(),
      answerBy: '2026-11-22T09:00:00.000Z',
      stands: false,
    });
    expect((await taskAs(world.people.tasker, taskId)).cancellation).toMatchObject({ byMe: true });
    expect((await taskAs(world.people.rival, taskId)).cancellation).toBeNull();

    expect((await answer(world.people.tasker, taskId, true)).statusCode).toBe(403);
    expect((await answer(world.people.rival, taskId, true)).statusCode).toBe(403);
    expect((await answer(world.people.owner, taskId, true)).statusCode).toBe(200);
    expect((await answer(world.people.owner, taskId, true)).statusCode).toBe(409);

    const task = await taskAs(world.people.owner, taskId);
    expect(task.status).toBe('cancelled');
    expect(task.cancelled).toEqual({ by: 'Tom Tasker', on: world.now.toISOString() });
    expect(task.hold).toEqual({ amount: 150, status: 'released' });
    expect((await taskAs(world.people.tasker, taskId)).hold).toBeNull();
    // The former assignee is back to the suburb; the owner keeps their own address.
    expect(await taskAs(world.people.tasker, taskId)).toMatchObject({
      fullAddress: null,
      location: 'Newtown, New South Wales',
    });
    expect(task.fullAddress).toBe(street);
    expect(await hold()).toMatchObject({ status: 'released' });
    expect((await providerObjects(world.app, 'payment_intent'))[0]).toMatchObject({ status: 'canceled' });
    expect((await notificationsOf(world.people.tasker)).at(-1)!.message).toBe(
      'Olivia Owner agreed to cancel "Assemble a flat-pack wardrobe". The task is cancelled and the held payment is released.',
    );
    expect(await listed(world.people.tasker, 'getUsersCancelledTasks')).toEqual([taskId]);
    expect(await listed(world.people.tasker, 'getUsersAssignedTasks')).toEqual([]);
    expect((await call(world.people.tasker, 'POST', `/api/tasks/markCompletedByAssignee/${taskId}`)).statusCode).toBe(
      409,
    );
  });

  it('keeps the task when the request is declined; an unanswered request stands for the admins after 48 hours', async () => {
    const taskId = await acceptedTask();
    expect((await answer(world.people.tasker, taskId, true)).statusCode).toBe(409);
    await ask(world.people.owner, taskId, 'Plans changed.');
    expect((await answer(world.people.tasker, taskId, false)).statusCode).toBe(200);
    expect((await taskAs(world.people.owner, taskId)).status).toBe('accepted');
    expect((await taskAs(world.people.owner, taskId)).cancellation).toBeNull();
    expect(await hold()).toMatchObject({ status: 'held' });
    expect((await notificationsOf(world.people.owner)).at(-1)!.message).toBe(
      'Tom Tasker declined to cancel "Assemble a flat-pack wardrobe". The task stays in progress.',
    );

    await ask(world.people.owner, taskId, 'Plans changed again.');
    const admin = await asAdmin(world.app, world.people.stranger);
    const standing = async () => (await call(admin, 'GET', '/api/reports')).json().standingCancellations;
    world.now = new Date('2026-11-22T08:59:00Z');
    expect(await standing()).toEqual([]);
    world.now = new Date('2026-11-22T09:00:00Z');
    expect((await taskAs(world.people.tasker, taskId)).cancellation).toMatchObject({ stands: true });
    expect(await standing()).toEqual([
      {
        taskId,
        taskTitle: 'Assemble a flat-pack wardrobe',
        requestedBy: 'Olivia Owner',
        otherSide: 'Tom Tasker',
        reason: 'Plans changed again.',
        createdOn: '2026-11-20T09:00:00.000Z',
      },
    ]);
    // The request stands: it can still be answered after the 48 hours.
    expect((await answer(world.people.tasker, taskId, true)).statusCode).toBe(200);
    expect(await standing()).toEqual([]);
  });

  it('lets one of a cancellation and an acceptance at once win', async () => {
    const taskId = await newTask();
    await offer(world.people.tasker, taskId, 100);
    const [pending] = (await taskAs(world.people.owner, taskId)).offers;
    const answers = await Promise.all([
      cancel(world.people.owner, taskId),
      call(world.people.owner, 'POST', `/api/offers/acceptOffer/${pending!._id}`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const task = await world.app.db.selectFrom('tasks').selectAll().executeTakeFirstOrThrow();
    const holds = await world.app.db.selectFrom('payments').selectAll().where('status', '=', 'held').execute();
    if (task.status === 'cancelled') expect(holds).toEqual([]);
    else expect([task.status, holds.length]).toEqual(['accepted', 1]);
    // An authorisation the losing accept made is let go at the provider.
    const intents = await providerObjects(world.app, 'payment_intent');
    expect(intents.filter((intent) => intent.status === 'requires_capture')).toHaveLength(holds.length);
  });

  it('lets one of an agreed cancellation and the tasker’s completion at once win', async () => {
    const taskId = await acceptedTask();
    await ask(world.people.owner, taskId);
    const answers = await Promise.all([
      answer(world.people.tasker, taskId, true),
      call(world.people.tasker, 'POST', `/api/tasks/markCompletedByAssignee/${taskId}`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const task = await world.app.db.selectFrom('tasks').selectAll().executeTakeFirstOrThrow();
    expect(['cancelled', 'completedByAssignee']).toContain(task.status);
    expect((await hold()).status).toBe(task.status === 'cancelled' ? 'released' : 'held');
  });

  it('retries a release that failed at the provider from the task jobs', async () => {
    const taskId = await acceptedTask();
    await ask(world.people.tasker, taskId);
    const release = world.app.payments.release.bind(world.app.payments);
    world.app.payments.release = () => Promise.reject(new Error('provider down'));
    expect((await answer(world.people.owner, taskId, true)).statusCode).toBe(200);
    expect((await taskAs(world.people.owner, taskId)).status).toBe('cancelled');
    expect(await hold()).toMatchObject({ status: 'held' });
    expect(await world.app.releaseCancelledHolds()).toBe(0);
    expect(await hold()).toMatchObject({ status: 'held' });
    world.app.payments.release = release;
    expect(await world.app.releaseCancelledHolds()).toBe(1);
    expect(await hold()).toMatchObject({ status: 'released' });
  });

  it('answers 404 for unknown tasks and 409 for a step the status does not allow', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await cancel(world.people.owner, unknown)).statusCode).toBe(404);
    expect((await ask(world.people.owner, unknown)).statusCode).toBe(404);
    expect((await answer(world.people.owner, unknown, true)).statusCode).toBe(404);
    expect(
      (await call(world.people.owner, 'POST', `/api/tasks/review/${unknown}`, { rating: 5, comment: '' })).statusCode,
    ).toBe(404);
    const open = await newTask();
    // An open task is the owner's to cancel at once; a tasker who only offered is no side of it.
    expect((await ask(world.people.owner, open)).statusCode).toBe(409);
    await offer(world.people.tasker, open, 100);
    expect((await ask(world.people.tasker, open)).statusCode).toBe(403);
    expect((await answer(world.people.owner, open, true)).statusCode).toBe(409);
    const accepted = await acceptedTask();
    await call(world.people.tasker, 'POST', `/api/tasks/markCompletedByAssignee/${accepted}`);
    expect((await ask(world.people.owner, accepted)).statusCode).toBe(409);
    expect((await cancel(world.people.owner, accepted)).statusCode).toBe(409);
    // Signed out: 401 before the body is looked at.
    const anonymous = await world.app.inject({
      method: 'POST',
      url: `/api/tasks/cancelTask/${open}`,
      payload: { reason: 5 },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
