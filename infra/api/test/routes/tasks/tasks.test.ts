import type { Task, TaskSummary } from '@fairgo/shared/contract';
import { addBusinessDays, format } from 'date-fns';
import { startTestApp, type TestApp } from '../../helper';
import { callAs, postTask, taskPeople, type TaskPeople } from '../../support/tasks';

describe('tasks: posting, offers, questions, messages, completion', () => {
  let app: TestApp;
  let people: TaskPeople;
  let call: ReturnType<typeof callAs>;

  beforeEach(async () => {
    app = await startTestApp();
    people = await taskPeople(app);
    call = callAs(app);
  });
  afterEach(() => app.close());

  const newTask = async (changes: Record<string, string> = {}) => {
    const response = await postTask(app, people.owner, changes);
    expect(response.statusCode).toBe(201);
    return response.json().task._id as string;
  };
  const taskAs = async (token: string, taskId: string, variant = 'getTaskById') =>
    (await call(token, 'GET', `/api/tasks/${variant}/${taskId}`)).json() as Task;
  const offer = (token: string, taskId: string, amount = 100, message = 'I can do it on Saturday.') =>
    call(token, 'POST', `/api/offers/submitOffer/${taskId}`, { amount, message });
  const notificationsOf = async (token: string) => {
    const user = await app.userForToken(token);
    return app.db
      .selectFrom('notifications')
      .select(['message', 'action_url'])
      .where('user_id', '=', user!.id)
      .orderBy('created_at')
      .execute();
  };
  const acceptedTask = async () => {
    const taskId = await newTask();
    expect((await offer(people.tasker, taskId, 150)).statusCode).toBe(201);
    const [tasker] = (await taskAs(people.owner, taskId)).offers;
    expect((await call(people.owner, 'POST', `/api/offers/acceptOffer/${tasker!._id}`)).statusCode).toBe(200);
    return taskId;
  };

  it('posts a task with an image, and lists it as the wizard and the cards need it', async () => {
    const response = await postTask(app, people.owner, { dueTime: 'Morning' }, true);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Task submitted successfully!');
    const taskId = response.json().task._id;

    const task = await taskAs(people.tasker, taskId);
    expect(task).toMatchObject({
      title: 'Assemble a flat-pack wardrobe',
      originalBudget: 120,
      agreedBudget: null,
      location: 'Newtown, New South Wales',
      fullAddress: '12 King Street, Newtown, New South Wales, Australia',
      dueDate: null,
      dueTime: 'Morning',
      isFlexible: true,
      isThisRemoteTask: false,
      status: 'open',
      numberOfOffers: 0,
      numberOfQuestions: 0,
      createdBy: { name: 'Olivia Owner', profileImage: null },
      viewer: 'public',
      feePercent: 10,
      messages: [],
    });
    expect(task.images).toEqual([expect.stringMatching(/^\/api\/uploads\/[0-9a-f-]{36}\.png$/)]);

    const remote = await newTask({
      isThisRemoteTask: 'true',
      location: '',
      fullAddress: '',
      dueDate: '2099-01-31',
      isFlexible: 'false',
    });
    expect(await taskAs(people.owner, remote)).toMatchObject({
      location: null,
      fullAddress: null,
      dueDate: '2099-01-31',
      viewer: 'owner',
    });

    const all: TaskSummary[] = (await call(people.tasker, 'GET', '/api/tasks/getAllTasks')).json();
    expect(all.map((summary) => summary._id).sort()).toEqual([taskId, remote].sort());
    expect((await call(people.owner, 'GET', '/api/tasks/getUsersTasks')).json()).toHaveLength(2);
    expect((await call(people.tasker, 'GET', '/api/tasks/getUsersTasks')).json()).toEqual([]);
  });

  it.each([
    ['a title over 50 characters', { title: 'x'.repeat(51) }, 'title'],
    ['a blank title', { title: '   ' }, 'title'],
    ['a description over 500 characters', { description: 'x'.repeat(501) }, 'description'],
    ['a budget that is not a number', { originalBudget: '12a' }, 'originalBudget'],
    ['a suburb that is not on the list', { location: 'Atlantis, Nowhere' }, 'location'],
    [
      'an address outside the chosen suburb',
      { fullAddress: '1 Main Street, Bondi, New South Wales, Australia' },
      'fullAddress',
    ],
    ['no due date and no flexible flag', { isFlexible: 'false' }, 'dueDate'],
    ['a due date in the past', { isFlexible: 'false', dueDate: '2020-01-01' }, 'dueDate'],
    ['an unknown time of day', { dueTime: 'Midnight' }, 'dueTime'],
  ])('refuses a task with %s', async (_case, changes, field) => {
    const response = await postTask(app, people.owner, changes);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
    expect(await app.db.selectFrom('tasks').selectAll().execute()).toEqual([]);
  });

  it('needs a signed-in poster with a task payment method', async () => {
    expect((await postTask(app, '')).statusCode).toBe(401);
    const refused = await postTask(app, people.stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You need to verify your payment details to proceed.');

    const check = await call(people.stranger, 'GET', '/api/tasks/checkIfUserHasTaskPaymentMethod');
    expect(check.json()).toEqual({
      taskPaymentMethodAdded: false,
      url: expect.stringMatching(/\/api\/payments\/task-payment-method\?prefilled_email=sam%40example\.com\.au$/),
    });
    expect(
      (await call(people.owner, 'GET', '/api/tasks/checkIfUserHasTaskPaymentMethod')).json().taskPaymentMethodAdded,
    ).toBe(true);
    const payout = await call(people.stranger, 'GET', '/api/tasks/checkIfUserHasTaskPaymentOutMethodAdded');
    expect(payout.json()).toEqual({
      taskPaymentMethodAdded: false,
      url: expect.stringContaining('/api/payments/payout?'),
    });
    expect(
      (await call(people.tasker, 'GET', '/api/tasks/checkIfUserHasTaskPaymentOutMethodAdded')).json()
        .taskPaymentMethodAdded,
    ).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/api/tasks/getAllTasks' })).statusCode).toBe(401);
  });

  it('takes offers from taskers with payout details, once each, never from the owner', async () => {
    const taskId = await newTask();
    expect((await offer(people.owner, taskId)).json().message).toBe('You cannot make an offer on your own task.');
    const noPayout = await offer(people.stranger, taskId);
    expect(noPayout.statusCode).toBe(403);
    expect(noPayout.json().message).toBe('Payout Details Required');
    expect((await offer(people.tasker, taskId, 0)).statusCode).toBe(400);
    expect((await offer(people.tasker, taskId, 10.005)).statusCode).toBe(400);
    expect((await offer(people.tasker, taskId, 100, '   ')).statusCode).toBe(400);
    expect((await offer(people.tasker, taskId, 100, 'x'.repeat(501))).statusCode).toBe(400);

    expect((await offer(people.tasker, taskId, 99.95)).statusCode).toBe(201);
    expect((await offer(people.tasker, taskId, 90)).statusCode).toBe(409);

    const task = await taskAs(people.rival, taskId);
    expect(task.numberOfOffers).toBe(1);
    expect(task.offers).toEqual([
      expect.objectContaining({
        offeredBy: { name: 'Tom Tasker', profileImage: null },
        budget: 99.95,
        fee: 10,
        payout: 89.95,
        status: 'pending',
        isAccepted: false,
        isMine: false,
      }),
    ]);
    expect((await taskAs(people.tasker, taskId)).offers[0]!.isMine).toBe(true);
    expect(await notificationsOf(people.owner)).toEqual([
      { message: 'Tom Tasker offered $99.95 on "Assemble a flat-pack wardrobe".', action_url: `/tasks/task/${taskId}` },
    ]);
  });

  it('lets anyone signed in ask, and only the owner answer', async () => {
    const taskId = await newTask();
    const asked = await call(people.stranger, 'POST', `/api/questions/askQuestion/${taskId}`, { question: 'Parking?' });
    expect(asked.statusCode).toBe(201);
    const questionId = asked.json().question._id;
    expect(
      (await call(people.stranger, 'POST', `/api/questions/askQuestion/${taskId}`, { question: '  ' })).statusCode,
    ).toBe(400);

    const byOther = await call(people.tasker, 'POST', `/api/questions/submitAnswer/${questionId}`, { answer: 'Yes' });
    expect(byOther.statusCode).toBe(403);
    expect(
      (await call(people.owner, 'POST', `/api/questions/submitAnswer/${questionId}`, { answer: '' })).statusCode,
    ).toBe(400);
    expect(
      (await call(people.owner, 'POST', `/api/questions/submitAnswer/${questionId}`, { answer: 'Out the front.' }))
        .statusCode,
    ).toBe(200);

    const task = await taskAs(people.tasker, taskId);
    expect(task.numberOfQuestions).toBe(1);
    expect(task.questions).toEqual([
      expect.objectContaining({
        question: 'Parking?',
        answer: 'Out the front.',
        askedBy: { name: 'Sam Stranger', profileImage: null },
      }),
    ]);
    expect((await notificationsOf(people.owner)).map((n) => n.message)).toEqual([
      'Sam Stranger asked a question on "Assemble a flat-pack wardrobe".',
    ]);
    expect((await notificationsOf(people.stranger)).map((n) => n.message)).toEqual([
      'Your question on "Assemble a flat-pack wardrobe" was answered.',
    ]);
  });

  it('walks open → accepted → completedByAssignee → completedByOwner, each step by its one actor, with money in cents', async () => {
    const taskId = await newTask();
    await offer(people.tasker, taskId, 150);
    await offer(people.rival, taskId, 140);
    const [tomsOffer, ritasOffer] = (await taskAs(people.owner, taskId)).offers;

    // Accepting: only the owner, only a pending offer on an open task.
    expect((await call(people.tasker, 'POST', `/api/offers/acceptOffer/${tomsOffer!._id}`)).statusCode).toBe(403);
    const accepted = await call(people.owner, 'POST', `/api/offers/acceptOffer/${tomsOffer!._id}`);
    expect(accepted.json()).toEqual({ message: 'Offer accepted successfully.' });
    expect((await call(people.owner, 'POST', `/api/offers/acceptOffer/${ritasOffer!._id}`)).statusCode).toBe(409);
    expect((await call(people.owner, 'POST', `/api/offers/acceptOffer/${tomsOffer!._id}`)).statusCode).toBe(409);
    expect((await offer(people.stranger, taskId)).statusCode).toBe(403);
    await app.db.updateTable('users').set({ payout_details_added: true }).execute();
    expect((await offer(people.stranger, taskId)).statusCode).toBe(409);

    const hold = await app.db
      .selectFrom('payments')
      .selectAll()
      .where('task_id', '=', taskId)
      .executeTakeFirstOrThrow();
    expect(hold).toMatchObject({ kind: 'taskHold', amount_cents: 15000, fee_cents: 1500, status: 'held' });
    const forOwner = await taskAs(people.owner, taskId, 'getTaskByIdForOwner');
    expect(forOwner).toMatchObject({ status: 'accepted', agreedBudget: 150, viewer: 'owner' });
    expect(forOwner.offers.find((o) => o.isAccepted)).toMatchObject({ budget: 150, fee: 15, payout: 135 });
    expect((await call(people.rival, 'GET', `/api/tasks/getTaskByIdForOwner/${taskId}`)).statusCode).toBe(403);
    expect((await call(people.rival, 'GET', `/api/tasks/getTaskByIdForAssignee/${taskId}`)).statusCode).toBe(403);
    expect((await taskAs(people.tasker, taskId, 'getTaskByIdForAssignee')).viewer).toBe('assignee');
    expect((await call(people.tasker, 'GET', '/api/tasks/getUsersAssignedTasks')).json()).toHaveLength(1);

    // Messages: between owner and assignee only; empty ones refused.
    expect(
      (await call(people.owner, 'POST', `/api/tasks/sendMessage/${taskId}`, { message: 'When can you come?' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(people.tasker, 'POST', `/api/tasks/sendMessage/${taskId}`, { message: 'Saturday 9am.' })).statusCode,
    ).toBe(200);
    expect(
      (await call(people.rival, 'POST', `/api/tasks/sendMessage/${taskId}`, { message: 'Me too' })).statusCode,
    ).toBe(403);
    expect((await call(people.owner, 'POST', `/api/tasks/sendMessage/${taskId}`, { message: ' ' })).statusCode).toBe(
      400,
    );
    expect((await taskAs(people.tasker, taskId)).messages.map((m) => [m.sender.name, m.message, m.isMine])).toEqual([
      ['Olivia Owner', 'When can you come?', false],
      ['Tom Tasker', 'Saturday 9am.', true],
    ]);
    expect((await taskAs(people.rival, taskId)).messages).toEqual([]);

    // Completion: the assignee first, then the owner.
    expect((await call(people.owner, 'POST', `/api/tasks/markCompletedByOwner/${taskId}`)).statusCode).toBe(409);
    expect((await call(people.owner, 'POST', `/api/tasks/markCompletedByAssignee/${taskId}`)).statusCode).toBe(403);
    expect((await call(people.rival, 'POST', `/api/tasks/markCompletedByAssignee/${taskId}`)).statusCode).toBe(403);
    expect((await call(people.tasker, 'POST', `/api/tasks/markCompletedByAssignee/${taskId}`)).statusCode).toBe(200);
    expect((await call(people.tasker, 'POST', `/api/tasks/markCompletedByAssignee/${taskId}`)).statusCode).toBe(409);
    const waiting = await taskAs(people.owner, taskId);
    expect(waiting.status).toBe('completedByAssignee');
    expect(new Date(waiting.autoCompletesOn!).getTime()).toBeGreaterThan(Date.now() + 23.9 * 3_600_000);

    expect((await call(people.tasker, 'POST', `/api/tasks/markCompletedByOwner/${taskId}`)).statusCode).toBe(403);
    expect((await call(people.owner, 'POST', `/api/tasks/markCompletedByOwner/${taskId}`)).json()).toEqual({
      message: 'Task Completed',
    });
    expect((await call(people.owner, 'POST', `/api/tasks/markCompletedByOwner/${taskId}`)).statusCode).toBe(409);
    expect(
      (await call(people.owner, 'POST', `/api/tasks/sendMessage/${taskId}`, { message: 'Thanks!' })).statusCode,
    ).toBe(409);

    const money = await app.db
      .selectFrom('payments')
      .selectAll()
      .where('task_id', '=', taskId)
      .orderBy('created_at')
      .execute();
    expect(
      money.map((p) => [
        p.kind,
        p.user_id === hold.user_id ? 'owner' : 'tasker',
        p.amount_cents,
        p.fee_cents,
        p.status,
      ]),
    ).toEqual([
      ['taskHold', 'owner', 15000, 1500, 'released'],
      ['taskPayout', 'tasker', 13500, 1500, 'scheduled'],
    ]);
    const done = await taskAs(people.tasker, taskId);
    expect(done.status).toBe('completedByOwner');
    expect(done.payoutExpectedOn).toBe(format(addBusinessDays(new Date(), 3), 'yyyy-MM-dd'));
    expect((await call(people.tasker, 'GET', '/api/tasks/getUsersCompletedTasks')).json()).toHaveLength(1);
    expect((await call(people.owner, 'GET', '/api/tasks/getUsersCompletedTasks')).json()).toHaveLength(1);
    expect((await call(people.rival, 'GET', '/api/tasks/getUsersCompletedTasks')).json()).toEqual([]);

    const url = `/tasks/task/${taskId}`;
    expect(await notificationsOf(people.tasker)).toEqual([
      { message: 'Your offer of $150 on "Assemble a flat-pack wardrobe" was accepted.', action_url: url },
      { message: 'New message from Olivia Owner on "Assemble a flat-pack wardrobe".', action_url: url },
      {
        message: '"Assemble a flat-pack wardrobe" is complete. Your payout of $135 is expected in 2-3 business days.',
        action_url: url,
      },
    ]);
    expect((await notificationsOf(people.owner)).map((n) => n.message).slice(2)).toEqual([
      'New message from Tom Tasker on "Assemble a flat-pack wardrobe".',
      'Tom Tasker has completed "Assemble a flat-pack wardrobe". Please confirm within 24 hours, or it completes automatically.',
      '"Assemble a flat-pack wardrobe" is complete.',
    ]);
  });

  it('closes questions once the task is assigned, and lists pending offers', async () => {
    const open = await newTask({ title: 'Still open' });
    await offer(people.rival, open, 80);
    const taskId = await acceptedTask();
    expect(
      (await call(people.rival, 'POST', `/api/questions/askQuestion/${taskId}`, { question: 'Still free?' }))
        .statusCode,
    ).toBe(409);
    const pending: TaskSummary[] = (await call(people.rival, 'GET', '/api/tasks/getUsersPendingOfferTasks')).json();
    expect(pending.map((task) => task.title)).toEqual(['Still open']);
  });

  it('splits fees to the cent and follows a configured fee', async () => {
    const taskId = await newTask();
    await offer(people.tasker, taskId, 33.33);
    await offer(people.rival, taskId, 0.05);
    const offers = (await taskAs(people.owner, taskId)).offers;
    expect(offers.map((o) => [o.budget, o.fee, o.payout])).toEqual([
      [33.33, 3.33, 30],
      [0.05, 0.01, 0.04],
    ]);

    await app.close();
    app = await startTestApp({ tasks: { feePercent: 12.5, autoCompleteEveryMs: 60_000 } });
    people = await taskPeople(app);
    call = callAs(app);
    const other = await newTask();
    await offer(people.tasker, other, 80);
    const [eighty] = (await taskAs(people.owner, other)).offers;
    expect(eighty).toMatchObject({ budget: 80, fee: 10, payout: 70 });
    await call(people.owner, 'POST', `/api/offers/acceptOffer/${eighty!._id}`);
    const hold = await app.db.selectFrom('payments').selectAll().executeTakeFirstOrThrow();
    expect([hold.amount_cents, hold.fee_cents]).toEqual([8000, 1000]);
  });

  it('accepts exactly one offer when the owner accepts several at once', async () => {
    const taskId = await newTask();
    await offer(people.tasker, taskId, 150);
    await offer(people.rival, taskId, 140);
    const offers = (await taskAs(people.owner, taskId)).offers;
    const answers = await Promise.all(
      [...offers, ...offers].map((o) => call(people.owner, 'POST', `/api/offers/acceptOffer/${o._id}`)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const accepted = await app.db.selectFrom('offers').selectAll().where('status', '=', 'accepted').execute();
    expect(accepted).toHaveLength(1);
    const holds = await app.db.selectFrom('payments').selectAll().where('kind', '=', 'taskHold').execute();
    expect(holds).toHaveLength(1);
    expect(holds[0]!.amount_cents).toBe(accepted[0]!.amount_cents);
    const task = await app.db.selectFrom('tasks').selectAll().executeTakeFirstOrThrow();
    expect(task.assignee_id).toBe(accepted[0]!.user_id);
  });

  it('refuses unknown ids and bad ids', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(people.owner, 'GET', `/api/tasks/getTaskById/${unknown}`)).statusCode).toBe(404);
    expect((await call(people.owner, 'GET', '/api/tasks/getTaskById/not-an-id')).statusCode).toBe(400);
    expect((await call(people.owner, 'POST', `/api/offers/acceptOffer/${unknown}`)).statusCode).toBe(404);
    expect(
      (await call(people.owner, 'POST', `/api/questions/submitAnswer/${unknown}`, { answer: 'x' })).statusCode,
    ).toBe(404);
  });
});

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
});
