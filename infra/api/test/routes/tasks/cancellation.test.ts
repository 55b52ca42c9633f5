import { startTestApp, type TestApp } from '../../helper';
import { providerObjects } from '../../support/payments';
import { asAdmin, taskPeople, taskSteps, type TaskPeople } from '../../support/tasks';

describe('tasks: cancelled at once while open, by agreement once accepted', () => {
  let app: TestApp;
  let people: TaskPeople;
  let now: Date;

  beforeEach(async () => {
    now = new Date('2026-11-20T09:00:00Z');
    app = await startTestApp({}, { clock: () => now });
    people = await taskPeople(app);
  });
  afterEach(() => app.close());
  const { call, newTask, taskAs, offer, notificationsOf, acceptedTask } = taskSteps(() => ({ app, people }));
  const cancel = (token: string, taskId: string, reason?: string) =>
    call(token, 'POST', `/api/tasks/cancelTask/${taskId}`, reason === undefined ? {} : { reason });
  const ask = (token: string, taskId: string, reason = 'I am unwell this week.') =>
    call(token, 'POST', `/api/tasks/requestCancellation/${taskId}`, { reason });
  const answer = (token: string, taskId: string, accept: boolean) =>
    call(token, 'POST', `/api/tasks/answerCancellation/${taskId}`, { accept });
  const hold = () => app.db.selectFrom('payments').selectAll().where('kind', '=', 'taskHold').executeTakeFirstOrThrow();
  const listed = async (token: string, list: string) =>
    ((await call(token, 'GET', `/api/tasks/${list}`)).json() as { _id: string }[]).map((task) => task._id);

  it('lets only the owner cancel an open task: offers closed, takers told, out of the public list', async () => {
    const taskId = await newTask();
    await offer(people.tasker, taskId, 100);
    await offer(people.rival, taskId, 110);
    expect((await cancel(people.tasker, taskId)).statusCode).toBe(403);
    expect((await cancel(people.stranger, taskId)).statusCode).toBe(403);
    expect((await cancel(people.owner, taskId, 'x'.repeat(501))).statusCode).toBe(400);
    expect((await cancel(people.owner, taskId, 'Did it myself.')).statusCode).toBe(200);
    expect((await cancel(people.owner, taskId)).statusCode).toBe(409);

    const task = await taskAs(people.owner, taskId);
    expect(task.status).toBe('cancelled');
    expect(task.cancelled).toEqual({ by: 'Olivia Owner', on: now.toISOString() });
    expect(task.numberOfOffers).toBe(0);
    const offers = await app.db.selectFrom('offers').select('status').execute();
    expect(offers.map((o) => o.status)).toEqual(['closed', 'closed']);
    for (const token of [people.tasker, people.rival])
      expect((await notificationsOf(token)).at(-1)!.message).toBe(
        '"Assemble a flat-pack wardrobe" was cancelled by its owner, so your offer is closed. Reason: Did it myself.',
      );
    expect(await listed(people.rival, 'getAllTasks')).not.toContain(taskId);
    expect(await listed(people.owner, 'getUsersCancelledTasks')).toEqual([taskId]);
    expect(await listed(people.tasker, 'getUsersCancelledTasks')).toEqual([]);
    expect((await offer(people.stranger, taskId)).statusCode).toBe(403);
    expect((await offer(people.tasker, taskId, 90)).statusCode).toBe(409);
  });

  it('cancels an accepted task only when the other side agrees, releasing the hold and recording who asked', async () => {
    const taskId = await acceptedTask();
    expect((await cancel(people.owner, taskId)).statusCode).toBe(409);
    expect((await ask(people.rival, taskId)).statusCode).toBe(403);
    expect((await ask(people.tasker, taskId, ' ')).statusCode).toBe(400);
    expect((await ask(people.tasker, taskId)).statusCode).toBe(200);
    expect((await ask(people.owner, taskId)).statusCode).toBe(409);
    expect((await notificationsOf(people.owner)).at(-1)!.message).toBe(
      'Tom Tasker asks to cancel "Assemble a flat-pack wardrobe": I am unwell this week. Please accept or decline within 48 hours.',
    );
    expect((await taskAs(people.owner, taskId)).cancellation).toEqual({
      byMe: false,
      requestedBy: 'Tom Tasker',
      reason: 'I am unwell this week.',
      createdOn: now.toISOString(),
      answerBy: '2026-11-22T09:00:00.000Z',
      stands: false,
    });
    expect((await taskAs(people.tasker, taskId)).cancellation).toMatchObject({ byMe: true });
    expect((await taskAs(people.rival, taskId)).cancellation).toBeNull();

    expect((await answer(people.tasker, taskId, true)).statusCode).toBe(403);
    expect((await answer(people.rival, taskId, true)).statusCode).toBe(403);
    expect((await answer(people.owner, taskId, true)).statusCode).toBe(200);
    expect((await answer(people.owner, taskId, true)).statusCode).toBe(409);

    const task = await taskAs(people.owner, taskId);
    expect(task.status).toBe('cancelled');
    expect(task.cancelled).toEqual({ by: 'Tom Tasker', on: now.toISOString() });
    expect(task.hold).toEqual({ amount: 150, status: 'released' });
    expect((await taskAs(people.tasker, taskId)).hold).toBeNull();
    expect(await hold()).toMatchObject({ status: 'released' });
    expect((await providerObjects(app, 'payment_intent'))[0]).toMatchObject({ status: 'canceled' });
    expect((await notificationsOf(people.tasker)).at(-1)!.message).toBe(
      'Olivia Owner agreed to cancel "Assemble a flat-pack wardrobe". The task is cancelled and the held payment is released.',
    );
    expect(await listed(people.tasker, 'getUsersCancelledTasks')).toEqual([taskId]);
    expect(await listed(people.tasker, 'getUsersAssignedTasks')).toEqual([]);
    expect((await call(people.tasker, 'POST', `/api/tasks/markCompletedByAssignee/${taskId}`)).statusCode).toBe(409);
  });

  it('keeps the task when the request is declined; an unanswered request stands for the admins after 48 hours', async () => {
    const taskId = await acceptedTask();
    expect((await answer(people.tasker, taskId, true)).statusCode).toBe(409);
    await ask(people.owner, taskId, 'Plans changed.');
    expect((await answer(people.tasker, taskId, false)).statusCode).toBe(200);
    expect((await taskAs(people.owner, taskId)).status).toBe('accepted');
    expect((await taskAs(people.owner, taskId)).cancellation).toBeNull();
    expect(await hold()).toMatchObject({ status: 'held' });
    expect((await notificationsOf(people.owner)).at(-1)!.message).toBe(
      'Tom Tasker declined to cancel "Assemble a flat-pack wardrobe". The task stays in progress.',
    );

    await ask(people.owner, taskId, 'Plans changed again.');
    const admin = await asAdmin(app, people.stranger);
    const standing = async () => (await call(admin, 'GET', '/api/reports')).json().standingCancellations;
    now = new Date('2026-11-22T08:59:00Z');
    expect(await standing()).toEqual([]);
    now = new Date('2026-11-22T09:00:00Z');
    expect((await taskAs(people.tasker, taskId)).cancellation).toMatchObject({ stands: true });
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
    expect((await answer(people.tasker, taskId, true)).statusCode).toBe(200);
    expect(await standing()).toEqual([]);
  });

  it('lets one of a cancellation and an acceptance at once win', async () => {
    const taskId = await newTask();
    await offer(people.tasker, taskId, 100);
    const [pending] = (await taskAs(people.owner, taskId)).offers;
    const answers = await Promise.all([
      cancel(people.owner, taskId),
      call(people.owner, 'POST', `/api/offers/acceptOffer/${pending!._id}`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const task = await app.db.selectFrom('tasks').selectAll().executeTakeFirstOrThrow();
    const holds = await app.db.selectFrom('payments').selectAll().where('status', '=', 'held').execute();
    if (task.status === 'cancelled') expect(holds).toEqual([]);
    else expect([task.status, holds.length]).toEqual(['accepted', 1]);
    // An authorisation the losing accept made is let go at the provider.
    const intents = await providerObjects(app, 'payment_intent');
    expect(intents.filter((intent) => intent.status === 'requires_capture')).toHaveLength(holds.length);
  });

  it('lets one of an agreed cancellation and the tasker’s completion at once win', async () => {
    const taskId = await acceptedTask();
    await ask(people.owner, taskId);
    const answers = await Promise.all([
      answer(people.tasker, taskId, true),
      call(people.tasker, 'POST', `/api/tasks/markCompletedByAssignee/${taskId}`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const task = await app.db.selectFrom('tasks').selectAll().executeTakeFirstOrThrow();
    expect(['cancelled', 'completedByAssignee']).toContain(task.status);
    expect((await hold()).status).toBe(task.status === 'cancelled' ? 'released' : 'held');
  });

  it('retries a release that failed at the provider from the task jobs', async () => {
    const taskId = await acceptedTask();
    await ask(people.tasker, taskId);
    const release = app.payments.release.bind(app.payments);
    app.payments.release = () => Promise.reject(new Error('provider down'));
    expect((await answer(people.owner, taskId, true)).statusCode).toBe(200);
    expect((await taskAs(people.owner, taskId)).status).toBe('cancelled');
    expect(await hold()).toMatchObject({ status: 'held' });
    expect(await app.releaseCancelledHolds()).toBe(0);
    expect(await hold()).toMatchObject({ status: 'held' });
    app.payments.release = release;
    expect(await app.releaseCancelledHolds()).toBe(1);
    expect(await hold()).toMatchObject({ status: 'released' });
  });

  it('answers 404 for unknown tasks and 409 for a step the status does not allow', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await cancel(people.owner, unknown)).statusCode).toBe(404);
    expect((await ask(people.owner, unknown)).statusCode).toBe(404);
    expect((await answer(people.owner, unknown, true)).statusCode).toBe(404);
    expect(
      (await call(people.owner, 'POST', `/api/tasks/review/${unknown}`, { rating: 5, comment: '' })).statusCode,
    ).toBe(404);
    const open = await newTask();
    // An open task is the owner's to cancel at once; a tasker who only offered is no side of it.
    expect((await ask(people.owner, open)).statusCode).toBe(409);
    await offer(people.tasker, open, 100);
    expect((await ask(people.tasker, open)).statusCode).toBe(403);
    expect((await answer(people.owner, open, true)).statusCode).toBe(409);
    const accepted = await acceptedTask();
    await call(people.tasker, 'POST', `/api/tasks/markCompletedByAssignee/${accepted}`);
    expect((await ask(people.owner, accepted)).statusCode).toBe(409);
    expect((await cancel(people.owner, accepted)).statusCode).toBe(409);
    // Signed out: 401 before the body is looked at.
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/tasks/cancelTask/${open}`,
      payload: { reason: 5 },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
