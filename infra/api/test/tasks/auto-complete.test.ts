import { startTestApp, type TestApp } from '../helper';
import { callAs, postTask, taskPeople } from '../support/tasks';

describe('automatic completion', () => {
  let app: TestApp;
  let now: Date;

  beforeEach(async () => {
    now = new Date('2026-11-20T09:00:00Z'); // a Friday
    app = await startTestApp({}, { clock: () => now });
  });
  afterEach(() => app.close());

  it('completes a task 24 hours after the assignee did, exactly once, and schedules the payout 3 business days on', async () => {
    const people = await taskPeople(app);
    const call = callAs(app);
    const posted = await postTask(app, people.owner);
    const taskId = posted.json().task._id;
    await call(people.tasker, 'POST', `/api/offers/submitOffer/${taskId}`, { amount: 49.99, message: 'Happy to help' });
    const offerRow = await app.db.selectFrom('offers').select('id').executeTakeFirstOrThrow();
    await call(people.owner, 'POST', `/api/offers/acceptOffer/${offerRow.id}`);
    await call(people.tasker, 'POST', `/api/tasks/markCompletedByAssignee/${taskId}`);

    now = new Date('2026-11-21T08:59:00Z');
    expect(await app.completeOverdueTasks()).toBe(0);
    now = new Date('2026-11-21T09:00:00Z');
    // Two instances running the job at once still complete it once.
    expect((await Promise.all([app.completeOverdueTasks(), app.completeOverdueTasks()])).sort()).toEqual([0, 1]);
    expect(await app.completeOverdueTasks()).toBe(0);

    const task = await app.db.selectFrom('tasks').selectAll().executeTakeFirstOrThrow();
    expect(task.status).toBe('completedByOwner');
    expect(task.completed_by_owner_at).toEqual(now);
    const payouts = await app.db.selectFrom('payments').selectAll().where('kind', '=', 'taskPayout').execute();
    expect(payouts).toHaveLength(1);
    expect(payouts[0]).toMatchObject({ amount_cents: 4499, fee_cents: 500, status: 'scheduled' });
    // Saturday 21 November plus 3 business days: Wednesday 25 November.
    const view = (await call(people.tasker, 'GET', `/api/tasks/getTaskById/${taskId}`)).json();
    expect(view.payoutExpectedOn).toBe('2026-11-25');
    const told = await app.db
      .selectFrom('notifications')
      .select('message')
      .where('message', 'like', '%was completed automatically%')
      .execute();
    expect(told).toHaveLength(2);
  });

  it('"Not done yet" from the owner within the 24 hours stops the clock, keeps the money held and tells the tasker', async () => {
    const people = await taskPeople(app);
    const call = callAs(app);
    const taskId = (await postTask(app, people.owner)).json().task._id;
    await call(people.tasker, 'POST', `/api/offers/submitOffer/${taskId}`, { amount: 80, message: 'Happy to help' });
    const offerRow = await app.db.selectFrom('offers').select('id').executeTakeFirstOrThrow();
    await call(people.owner, 'POST', `/api/offers/acceptOffer/${offerRow.id}`);
    await call(people.tasker, 'POST', `/api/tasks/markCompletedByAssignee/${taskId}`);

    // The clock starting reaches the owner by e-mail too, with what happens to the money.
    const mail = await app.db.selectFrom('outbox').selectAll().where('kind', '=', 'taskCompletedByAssignee').execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text_body).toContain('the held $80 is then released to the tasker');
    expect(mail[0]!.text_body).toContain(`/tasks/task/${taskId}`);

    const path = `/api/tasks/notDoneYet/${taskId}`;
    expect((await call(people.tasker, 'POST', path, { reason: 'Done!' })).statusCode).toBe(403);
    expect((await call(people.owner, 'POST', path, { reason: '  ' })).statusCode).toBe(400);
    expect((await call(people.owner, 'POST', path, { reason: 'The back fence is not painted yet.' })).statusCode).toBe(
      200,
    );
    // Answered once: the task is in progress again, so a second answer is refused.
    expect((await call(people.owner, 'POST', path, { reason: 'Again' })).statusCode).toBe(409);

    now = new Date('2026-11-22T09:00:00Z');
    expect(await app.completeOverdueTasks()).toBe(0);
    const task = await app.db.selectFrom('tasks').selectAll().executeTakeFirstOrThrow();
    expect(task).toMatchObject({ status: 'accepted', completed_by_assignee_at: null });
    const hold = await app.db.selectFrom('payments').select('status').where('kind', '=', 'taskHold').executeTakeFirst();
    expect(hold?.status).toBe('held');
    const told = await app.db
      .selectFrom('notifications')
      .innerJoin('users', 'users.id', 'notifications.user_id')
      .select('message')
      .where('users.name', '=', 'Tom Tasker')
      .where('message', 'like', '%is not done yet: The back fence is not painted yet.%')
      .execute();
    expect(told).toHaveLength(1);
    // The reason stays on the task, for the tasker and the owner, not for others.
    const seen = async (token: string) =>
      (await call(token, 'GET', `/api/tasks/getTaskById/${taskId}`)).json().notDoneYet as unknown;
    const said = { reason: 'The back fence is not painted yet.', on: '2026-11-20T09:00:00.000Z' };
    expect(await seen(people.tasker)).toEqual(said);
    expect(await seen(people.owner)).toEqual(said);
    expect(await seen(people.rival)).toBeNull();
    // The tasker can finish and mark it completed again; the 24 hours start afresh, the note goes.
    expect((await call(people.tasker, 'POST', `/api/tasks/markCompletedByAssignee/${taskId}`)).statusCode).toBe(200);
    expect(await seen(people.tasker)).toBeNull();
  });
});
