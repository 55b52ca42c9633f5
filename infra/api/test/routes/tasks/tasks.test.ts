import type { TaskSummary } from '@fairgo/shared/contract';
import { addBusinessDays, format } from 'date-fns';
import { startTestApp } from '../../helper';
import { taskPeople, taskWorld } from '../../support/tasks';

describe('tasks: offers, questions, messages, completion', () => {
  const { world, call, newTask, taskAs, offer, notificationsOf, acceptedTask } = taskWorld();

  it('takes offers from taskers with payout details, once each, never from the owner', async () => {
    const taskId = await newTask();
    expect((await offer(world.people.owner, taskId)).json().message).toBe('You cannot make an offer on your own task.');
    const noPayout = await offer(world.people.stranger, taskId);
    expect(noPayout.statusCode).toBe(403);
    expect(noPayout.json().message).toBe('Payout Details Required');
    expect((await offer(world.people.tasker, taskId, 0)).statusCode).toBe(400);
    expect((await offer(world.people.tasker, taskId, 10.005)).statusCode).toBe(400);
    expect((await offer(world.people.tasker, taskId, 100, '   ')).statusCode).toBe(400);
    expect((await offer(world.people.tasker, taskId, 100, 'x'.repeat(501))).statusCode).toBe(400);

    expect((await offer(world.people.tasker, taskId, 99.95)).statusCode).toBe(201);
    expect((await offer(world.people.tasker, taskId, 90)).statusCode).toBe(409);

    // Another tasker sees that an offer exists, not what it asks; its author and the owner see the amount.
    const task = await taskAs(world.people.rival, taskId);
    expect(task.numberOfOffers).toBe(1);
    expect(task.offers).toEqual([
      expect.objectContaining({
        offeredBy: expect.objectContaining({
          name: 'Tom Tasker',
          profileImage: null,
          rating: { average: null, count: 0 },
        }),
        budget: null,
        fee: null,
        payout: null,
        status: 'pending',
        isAccepted: false,
        isMine: false,
      }),
    ]);
    const amounts = { budget: 99.95, fee: 10, payout: 89.95 };
    expect((await taskAs(world.people.tasker, taskId)).offers[0]).toMatchObject({ isMine: true, ...amounts });
    expect((await taskAs(world.people.owner, taskId)).offers[0]).toMatchObject({ isMine: false, ...amounts });
    expect(await notificationsOf(world.people.owner)).toEqual([
      { message: 'Tom Tasker offered $99.95 on "Assemble a flat-pack wardrobe".', action_url: `/tasks/task/${taskId}` },
    ]);
  });

  it('shows the street address to the owner and, once assigned, the assignee; others see the suburb', async () => {
    const address = '12 King Street, Newtown, New South Wales, Australia';
    const taskId = await newTask({
      isThisRemoteTask: 'false',
      location: 'Newtown, New South Wales',
      fullAddress: address,
    });
    expect((await taskAs(world.people.owner, taskId)).fullAddress).toBe(address);
    const before = await taskAs(world.people.tasker, taskId);
    expect(before).toMatchObject({ location: 'Newtown, New South Wales', fullAddress: null });
    const listed = (await call(world.people.tasker, 'GET', '/api/tasks/getAllTasks')).json() as TaskSummary[];
    expect(listed.find((summary) => summary._id === taskId)?.fullAddress).toBeNull();

    expect((await offer(world.people.tasker, taskId, 150)).statusCode).toBe(201);
    const [made] = (await taskAs(world.people.owner, taskId)).offers;
    expect((await call(world.people.owner, 'POST', `/api/offers/acceptOffer/${made!._id}`)).statusCode).toBe(200);
    expect((await taskAs(world.people.tasker, taskId)).fullAddress).toBe(address);
    expect((await taskAs(world.people.rival, taskId)).fullAddress).toBeNull();
  });

  it('lets anyone signed in ask, and only the owner answer', async () => {
    const taskId = await newTask();
    const asked = await call(world.people.stranger, 'POST', `/api/questions/askQuestion/${taskId}`, {
      question: 'Parking?',
    });
    expect(asked.statusCode).toBe(201);
    const questionId = asked.json().question._id;
    expect(
      (await call(world.people.stranger, 'POST', `/api/questions/askQuestion/${taskId}`, { question: '  ' }))
        .statusCode,
    ).toBe(400);

    const byOther = await call(world.people.tasker, 'POST', `/api/questions/submitAnswer/${questionId}`, {
      answer: 'Yes',
    });
    expect(byOther.statusCode).toBe(403);
    expect(
      (await call(world.people.owner, 'POST', `/api/questions/submitAnswer/${questionId}`, { answer: '' })).statusCode,
    ).toBe(400);
    expect(
      (
        await call(world.people.owner, 'POST', `/api/questions/submitAnswer/${questionId}`, {
          answer: 'Out the front.',
        })
      ).statusCode,
    ).toBe(200);

    const task = await taskAs(world.people.tasker, taskId);
    expect(task.numberOfQuestions).toBe(1);
    expect(task.questions).toEqual([
      expect.objectContaining({
        question: 'Parking?',
        answer: 'Out the front.',
        askedBy: expect.objectContaining({ name: 'Sam Stranger', profileImage: null }),
        isMine: false,
      }),
    ]);
    expect((await notificationsOf(world.people.owner)).map((n) => n.message)).toEqual([
      'Sam Stranger asked a question on "Assemble a flat-pack wardrobe".',
    ]);
    expect((await notificationsOf(world.people.stranger)).map((n) => n.message)).toEqual([
      'Your question on "Assemble a flat-pack wardrobe" was answered.',
    ]);
  });

  it('walks open → accepted → completedByAssignee → completedByOwner, each step by its one actor, with money in cents', async () => {
    const taskId = await newTask();
    await offer(world.people.tasker, taskId, 150);
    await offer(world.people.rival, taskId, 140);
    const [tomsOffer, ritasOffer] = (await taskAs(world.people.owner, taskId)).offers;

    // Accepting: only the owner, only a pending offer on an open task.
    expect((await call(world.people.tasker, 'POST', `/api/offers/acceptOffer/${tomsOffer!._id}`)).statusCode).toBe(403);
    const accepted = await call(world.people.owner, 'POST', `/api/offers/acceptOffer/${tomsOffer!._id}`);
    expect(accepted.json()).toEqual({ message: 'Offer accepted successfully.' });
    expect((await call(world.people.owner, 'POST', `/api/offers/acceptOffer/${ritasOffer!._id}`)).statusCode).toBe(409);
    expect((await call(world.people.owner, 'POST', `/api/offers/acceptOffer/${tomsOffer!._id}`)).statusCode).toBe(409);
    expect((await offer(world.people.stranger, taskId)).statusCode).toBe(403);
    await world.app.db.updateTable('users').set({ payout_details_added: true }).execute();
    expect((await offer(world.people.stranger, taskId)).statusCode).toBe(409);

    const hold = await world.app.db
      .selectFrom('payments')
      .selectAll()
      .where('task_id', '=', taskId)
      .executeTakeFirstOrThrow();
    expect(hold).toMatchObject({ kind: 'taskHold', amount_cents: 15000, fee_cents: 1500, status: 'held' });
    const forOwner = await taskAs(world.people.owner, taskId, 'getTaskByIdForOwner');
    expect(forOwner).toMatchObject({ status: 'accepted', agreedBudget: 150, viewer: 'owner' });
    expect(forOwner.offers.find((o) => o.isAccepted)).toMatchObject({ budget: 150, fee: 15, payout: 135 });
    expect((await call(world.people.rival, 'GET', `/api/tasks/getTaskByIdForOwner/${taskId}`)).statusCode).toBe(403);
    expect((await call(world.people.rival, 'GET', `/api/tasks/getTaskByIdForAssignee/${taskId}`)).statusCode).toBe(403);
    expect((await taskAs(world.people.tasker, taskId, 'getTaskByIdForAssignee')).viewer).toBe('assignee');
    expect((await call(world.people.tasker, 'GET', '/api/tasks/getUsersAssignedTasks')).json()).toHaveLength(1);

    // Messages: between owner and assignee only; empty ones refused.
    expect(
      (await call(world.people.owner, 'POST', `/api/tasks/sendMessage/${taskId}`, { message: 'When can you come?' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(world.people.tasker, 'POST', `/api/tasks/sendMessage/${taskId}`, { message: 'Saturday 9am.' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(world.people.rival, 'POST', `/api/tasks/sendMessage/${taskId}`, { message: 'Me too' })).statusCode,
    ).toBe(403);
    expect(
      (await call(world.people.owner, 'POST', `/api/tasks/sendMessage/${taskId}`, { message: ' ' })).statusCode,
    ).toBe(400);
    expect(
      (await taskAs(world.people.tasker, taskId)).messages.map((m) => [m.sender.name, m.message, m.isMine]),
    ).toEqual([
      ['Olivia Owner', 'When can you come?', false],
      ['Tom Tasker', 'Saturday 9am.', true],
    ]);
    expect((await taskAs(world.people.rival, taskId)).messages).toEqual([]);

    // Completion: the assignee first, then the owner.
    expect((await call(world.people.owner, 'POST', `/api/tasks/markCompletedByOwner/${taskId}`)).statusCode).toBe(409);
    expect((await call(world.people.owner, 'POST', `/api/tasks/markCompletedByAssignee/${taskId}`)).statusCode).toBe(
      403,
    );
    expect((await call(world.people.rival, 'POST', `/api/tasks/markCompletedByAssignee/${taskId}`)).statusCode).toBe(
      403,
    );
    expect((await call(world.people.tasker, 'POST', `/api/tasks/markCompletedByAssignee/${taskId}`)).statusCode).toBe(
      200,
    );
    expect((await call(world.people.tasker, 'POST', `/api/tasks/markCompletedByAssignee/${taskId}`)).statusCode).toBe(
      409,
    );
    const waiting = await taskAs(world.people.owner, taskId);
    expect(waiting.status).toBe('completedByAssignee');
    expect(new Date(waiting.autoCompletesOn!).getTime()).toBeGreaterThan(Date.now() + 23.9 * 3_600_000);

    expect((await call(world.people.tasker, 'POST', `/api/tasks/markCompletedByOwner/${taskId}`)).statusCode).toBe(403);
    expect((await call(world.people.owner, 'POST', `/api/tasks/markCompletedByOwner/${taskId}`)).json()).toEqual({
      message: 'Task Completed',
    });
    expect((await call(world.people.owner, 'POST', `/api/tasks/markCompletedByOwner/${taskId}`)).statusCode).toBe(409);
    expect(
      (await call(world.people.owner, 'POST', `/api/tasks/sendMessage/${taskId}`, { message: 'Thanks!' })).statusCode,
    ).toBe(409);

    const money = await world.app.db
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
      ['taskHold', 'owner', 15000, 1500, 'captured'],
      ['taskPayout', 'tasker', 13500, 1500, 'scheduled'],
    ]);
    const done = await taskAs(world.people.tasker, taskId);
    expect(done.status).toBe('completedByOwner');
    expect(done.payoutExpectedOn).toBe(format(addBusinessDays(new Date(), 3), 'yyyy-MM-dd'));
    expect((await call(world.people.tasker, 'GET', '/api/tasks/getUsersCompletedTasks')).json()).toHaveLength(1);
    expect((await call(world.people.owner, 'GET', '/api/tasks/getUsersCompletedTasks')).json()).toHaveLength(1);
    expect((await call(world.people.rival, 'GET', '/api/tasks/getUsersCompletedTasks')).json()).toEqual([]);

    const url = `/tasks/task/${taskId}`;
    expect(await notificationsOf(world.people.tasker)).toEqual([
      { message: 'Your offer of $150 on "Assemble a flat-pack wardrobe" was accepted.', action_url: url },
      { message: 'New message from Olivia Owner on "Assemble a flat-pack wardrobe".', action_url: url },
      {
        message: '"Assemble a flat-pack wardrobe" is complete. Your payout of $135 is expected in 2-3 business days.',
        action_url: url,
      },
    ]);
    expect((await notificationsOf(world.people.owner)).map((n) => n.message).slice(2)).toEqual([
      'New message from Tom Tasker on "Assemble a flat-pack wardrobe".',
      'Tom Tasker has completed "Assemble a flat-pack wardrobe". Please confirm within 24 hours, or it completes automatically.',
      '"Assemble a flat-pack wardrobe" is complete.',
    ]);
  });

  it('closes questions once the task is assigned, and lists pending offers', async () => {
    const open = await newTask({ title: 'Still open' });
    await offer(world.people.rival, open, 80);
    const taskId = await acceptedTask();
    expect(
      (await call(world.people.rival, 'POST', `/api/questions/askQuestion/${taskId}`, { question: 'Still free?' }))
        .statusCode,
    ).toBe(409);
    const pending: TaskSummary[] = (
      await call(world.people.rival, 'GET', '/api/tasks/getUsersPendingOfferTasks')
    ).json();
    expect(pending.map((task) => task.title)).toEqual(['Still open']);
  });

  it('splits fees to the cent and follows a configured fee', async () => {
    const taskId = await newTask();
    await offer(world.people.tasker, taskId, 33.33);
    await offer(world.people.rival, taskId, 0.05);
    const offers = (await taskAs(world.people.owner, taskId)).offers;
    expect(offers.map((o) => [o.budget, o.fee, o.payout])).toEqual([
      [33.33, 3.33, 30],
      [0.05, 0.01, 0.04],
    ]);

    await world.app.close();
    world.app = await startTestApp({ tasks: { feePercent: 12.5, autoCompleteEveryMs: 60_000 } });
    world.people = await taskPeople(world.app);
    const other = await newTask();
    await offer(world.people.tasker, other, 80);
    const [eighty] = (await taskAs(world.people.owner, other)).offers;
    expect(eighty).toMatchObject({ budget: 80, fee: 10, payout: 70 });
    await call(world.people.owner, 'POST', `/api/offers/acceptOffer/${eighty!._id}`);
    const hold = await world.app.db.selectFrom('payments').selectAll().executeTakeFirstOrThrow();
    expect([hold.amount_cents, hold.fee_cents]).toEqual([8000, 1000]);
  });

  it('accepts exactly one offer when the owner accepts several at once', async () => {
    const taskId = await newTask();
    await offer(world.people.tasker, taskId, 150);
    await offer(world.people.rival, taskId, 140);
    const offers = (await taskAs(world.people.owner, taskId)).offers;
    const answers = await Promise.all(
      [...offers, ...offers].map((o) => call(world.people.owner, 'POST', `/api/offers/acceptOffer/${o._id}`)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const accepted = await world.app.db.selectFrom('offers').selectAll().where('status', '=', 'accepted').execute();
    expect(accepted).toHaveLength(1);
    const holds = await world.app.db.selectFrom('payments').selectAll().where('kind', '=', 'taskHold').execute();
    expect(holds).toHaveLength(1);
    expect(holds[0]!.amount_cents).toBe(accepted[0]!.amount_cents);
    const task = await world.app.db.selectFrom('tasks').selectAll().executeTakeFirstOrThrow();
    expect(task.assignee_id).toBe(accepted[0]!.user_id);
  });

  it('refuses unknown ids and bad ids', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(world.people.owner, 'GET', `/api/tasks/getTaskById/${unknown}`)).statusCode).toBe(404);
    expect((await call(world.people.owner, 'GET', '/api/tasks/getTaskById/not-an-id')).statusCode).toBe(400);
    expect((await call(world.people.owner, 'POST', `/api/offers/acceptOffer/${unknown}`)).statusCode).toBe(404);
    expect(
      (await call(world.people.owner, 'POST', `/api/questions/submitAnswer/${unknown}`, { answer: 'x' })).statusCode,
    ).toBe(404);
  });
});
