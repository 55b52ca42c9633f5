import type { TestApp } from '../helper';
import { reconcile } from '../../src/payments/reconciliation';
import { multipart } from '../support/accounts';
import { taskFields, taskWorld } from '../support/tasks';

/**
 * The probe's race, replayed: the owner confirms a finished task (or its 24 hours run out) while, a
 * few milliseconds later, the owner answers "not done yet". Whichever wins, the task and its money
 * must agree with the payment provider: completed and captured, or back at work and still held.
 * Runs on PostgreSQL (`npm test`) and on PGlite, against the development provider.
 */
const TRIES = 100;

describe('money races: completion against "not done yet"', () => {
  const { world } = taskWorld('2026-11-20T09:00:00Z');

  // Each try comes from an address of its own, as the probe's did, so no rate limit decides the race.
  const as =
    (app: TestApp, token: string, address: string) => (method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({
        method,
        url,
        remoteAddress: address,
        headers: { authorization: token },
        ...(payload ? { payload } : {}),
      });

  async function finishedTask(attempt: number) {
    const address = `10.${Math.floor(attempt / 250)}.${attempt % 250}.1`;
    const owner = as(world.app, world.people.owner, address);
    const tasker = as(world.app, world.people.tasker, address);
    const body = multipart(taskFields({ title: `Race ${attempt}` }));
    const posted = await world.app.inject({
      method: 'POST',
      url: '/api/tasks/postTask',
      remoteAddress: address,
      headers: { ...body.headers, authorization: world.people.owner },
      payload: body.payload,
    });
    expect(posted.statusCode).toBe(201);
    const taskId = posted.json().task._id as string;
    expect(
      (await tasker('POST', `/api/offers/submitOffer/${taskId}`, { amount: 150, message: 'On it.' })).statusCode,
    ).toBe(201);
    const [offer] = (await owner('GET', `/api/tasks/getTaskById/${taskId}`)).json().offers;
    expect((await owner('POST', `/api/offers/acceptOffer/${offer._id}`)).statusCode).toBe(200);
    expect((await tasker('POST', `/api/tasks/markCompletedByAssignee/${taskId}`)).statusCode).toBe(200);
    return { taskId, owner };
  }

  /** Waits `turns` turns of the event loop: finer than a millisecond, as near as two requests can come. */
  const pause = async (turns: number) => {
    for (let turn = 0; turn < turns; turn++) await new Promise((resolve) => setImmediate(resolve));
  };
  /** Which side leaves first, and by how much: "not done yet" after the completion, or the other way round. */
  const lead = (attempt: number) =>
    attempt % 4 === 3 ? { confirm: attempt % 7, notDoneYet: 0 } : { confirm: 0, notDoneYet: (attempt * 7) % 60 };

  /** After one run of the money job, every task agrees with the provider: prints who won how often. */
  async function expectAgreement(label: string, outcomes: Record<string, number>) {
    await world.app.completeOverdueTasks();
    const { checked, gaps } = await reconcile(world.app.db, world.app.payments);
    console.log(`${label}: ${JSON.stringify(outcomes)}; ${checked.tasks} tasks reconciled, ${gaps.length} disagree`);
    expect(checked.tasks).toBe(TRIES);
    expect(gaps).toEqual([]);
  }

  it(`the owner's confirmation against "not done yet", ${TRIES} times`, async () => {
    const outcomes: Record<string, number> = {};
    for (let attempt = 0; attempt < TRIES; attempt++) {
      const { taskId, owner } = await finishedTask(attempt);
      const [confirmed, notDone] = await Promise.all([
        pause(lead(attempt).confirm).then(() => owner('POST', `/api/tasks/markCompletedByOwner/${taskId}`)),
        pause(lead(attempt).notDoneYet).then(() => owner('POST', `/api/tasks/notDoneYet/${taskId}`, { reason: 'x' })),
      ]);
      const key = `confirm ${confirmed.statusCode}, not done yet ${notDone.statusCode}`;
      outcomes[key] = (outcomes[key] ?? 0) + 1;
      // Exactly one of the two wins.
      expect([confirmed.statusCode, notDone.statusCode].filter((code) => code === 200)).toHaveLength(1);
    }
    await expectAgreement('confirm vs not done yet', outcomes);
  }, 600_000);

  it(`the automatic completion against "not done yet", ${TRIES} times`, async () => {
    const outcomes: Record<string, number> = {};
    const start = world.now;
    for (let attempt = 0; attempt < TRIES; attempt++) {
      // The test clock: each task is finished now and raced a day and an hour on (sessions stay valid).
      world.now = start;
      const { taskId, owner } = await finishedTask(attempt);
      world.now = new Date(start.getTime() + 25 * 3_600_000);
      const [completed, notDone] = await Promise.all([
        pause(lead(attempt).confirm).then(() => world.app.completeOverdueTasks()),
        pause(lead(attempt).notDoneYet).then(() => owner('POST', `/api/tasks/notDoneYet/${taskId}`, { reason: 'x' })),
      ]);
      const key = `completed ${completed}, not done yet ${notDone.statusCode}`;
      outcomes[key] = (outcomes[key] ?? 0) + 1;
    }
    await expectAgreement('automatic completion vs not done yet', outcomes);
  }, 600_000);
});
