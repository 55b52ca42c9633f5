import { providerObjects } from '../../support/payments';
import { taskWorld } from '../../support/tasks';

describe('tasks: a pending offer updated, withdrawn or declined', () => {
  const { world, call, newTask, taskAs, offer, notificationsOf, acceptedTask } = taskWorld();

  const offerOn = async (taskId: string, token = world.people.tasker) => {
    expect((await offer(token, taskId, 100)).statusCode).toBe(201);
    return (await taskAs(token, taskId)).offers.find((o) => o.isMine)!._id;
  };

  it('lets the tasker change the amount and message, with the fee and payout recomputed, and tells the owner', async () => {
    const taskId = await newTask();
    const offerId = await offerOn(taskId);
    const update = (token: string, body: object) => call(token, 'POST', `/api/offers/updateOffer/${offerId}`, body);

    expect((await update(world.people.rival, { amount: 90, message: 'Mine now' })).statusCode).toBe(403);
    expect((await update(world.people.owner, { amount: 90, message: 'Mine now' })).statusCode).toBe(403);
    expect((await update(world.people.tasker, { amount: 0, message: 'x' })).statusCode).toBe(400);
    expect((await update(world.people.tasker, { amount: 90, message: ' ' })).statusCode).toBe(400);
    expect((await update(world.people.tasker, { amount: 90.001, message: 'x' })).statusCode).toBe(400);

    const updated = await update(world.people.tasker, { amount: 130, message: 'Sunday works better.' });
    expect(updated.statusCode).toBe(200);
    const [mine] = (await taskAs(world.people.tasker, taskId)).offers;
    expect(mine).toMatchObject({ budget: 130, fee: 13, payout: 117, message: 'Sunday works better.' });
    expect(mine!.updatedOn).not.toBeNull();
    expect((await notificationsOf(world.people.owner)).at(-1)!.message).toBe(
      'Tom Tasker changed their offer on "Assemble a flat-pack wardrobe" to $130.',
    );
    expect((await taskAs(world.people.owner, taskId)).numberOfOffers).toBe(1);
  });

  it('lets the tasker withdraw (out of the count and the public list) and offer again later', async () => {
    const taskId = await newTask();
    const offerId = await offerOn(taskId);
    const withdraw = (token: string) => call(token, 'POST', `/api/offers/withdrawOffer/${offerId}`);
    expect((await withdraw(world.people.owner)).statusCode).toBe(403);
    expect((await withdraw(world.people.rival)).statusCode).toBe(403);
    expect((await withdraw(world.people.tasker)).statusCode).toBe(200);
    expect((await withdraw(world.people.tasker)).statusCode).toBe(409);
    expect(
      (await call(world.people.tasker, 'POST', `/api/offers/updateOffer/${offerId}`, { amount: 1, message: 'x' }))
        .statusCode,
    ).toBe(409);

    const seenByOwner = await taskAs(world.people.owner, taskId);
    expect(seenByOwner.numberOfOffers).toBe(0);
    expect(seenByOwner.offers).toEqual([]);
    expect((await taskAs(world.people.tasker, taskId)).offers).toEqual([
      expect.objectContaining({ status: 'withdrawn', isMine: true }),
    ]);
    const list = (await call(world.people.rival, 'GET', '/api/tasks/getAllTasks')).json();
    expect(list.find((task: { _id: string }) => task._id === taskId).numberOfOffers).toBe(0);
    expect((await notificationsOf(world.people.owner)).at(-1)!.message).toBe(
      'Tom Tasker withdrew their offer on "Assemble a flat-pack wardrobe".',
    );
    expect((await offer(world.people.tasker, taskId, 95)).statusCode).toBe(201);
    expect((await taskAs(world.people.owner, taskId)).numberOfOffers).toBe(1);
  });

  it('lets only the owner decline, with an optional reason the tasker sees', async () => {
    const taskId = await newTask();
    const offerId = await offerOn(taskId);
    const decline = (token: string, body: object = {}) =>
      call(token, 'POST', `/api/offers/declineOffer/${offerId}`, body);
    expect((await decline(world.people.tasker)).statusCode).toBe(403);
    expect((await decline(world.people.stranger)).statusCode).toBe(403);
    expect((await decline(world.people.owner, { reason: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await decline(world.people.owner, { reason: 'Found someone local.' })).statusCode).toBe(200);
    expect((await decline(world.people.owner)).statusCode).toBe(409);

    expect((await taskAs(world.people.tasker, taskId)).offers[0]).toMatchObject({
      status: 'declined',
      declineReason: 'Found someone local.',
    });
    expect((await taskAs(world.people.rival, taskId)).offers).toEqual([]);
    expect((await notificationsOf(world.people.tasker)).at(-1)!.message).toBe(
      'Your offer on "Assemble a flat-pack wardrobe" was declined: Found someone local.',
    );
    const accept = await call(world.people.owner, 'POST', `/api/offers/acceptOffer/${offerId}`);
    expect(accept.statusCode).toBe(409);
  });

  it('refuses changes once the task is assigned, and unknown offers', async () => {
    const taskId = await acceptedTask();
    const [accepted] = (await taskAs(world.people.tasker, taskId)).offers;
    expect((await call(world.people.tasker, 'POST', `/api/offers/withdrawOffer/${accepted!._id}`)).statusCode).toBe(
      409,
    );
    expect((await call(world.people.owner, 'POST', `/api/offers/declineOffer/${accepted!._id}`, {})).statusCode).toBe(
      409,
    );
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(world.people.tasker, 'POST', `/api/offers/withdrawOffer/${unknown}`)).statusCode).toBe(404);
  });

  it('lets one of a withdrawal and an acceptance at once win', async () => {
    const taskId = await newTask();
    const offerId = await offerOn(taskId);
    const [withdrawn, accepted] = await Promise.all([
      call(world.people.tasker, 'POST', `/api/offers/withdrawOffer/${offerId}`),
      call(world.people.owner, 'POST', `/api/offers/acceptOffer/${offerId}`),
    ]);
    expect([withdrawn.statusCode, accepted.statusCode].sort()).toEqual([200, 409]);
    const task = await world.app.db.selectFrom('tasks').selectAll().executeTakeFirstOrThrow();
    const holds = await world.app.db.selectFrom('payments').selectAll().where('status', '=', 'held').execute();
    expect(task.status).toBe(accepted.statusCode === 200 ? 'accepted' : 'open');
    expect(holds).toHaveLength(accepted.statusCode === 200 ? 1 : 0);
  });

  it('holds, agrees and shows one amount when the tasker changes an offer as the owner accepts it', async () => {
    const rounds = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const taskId = await newTask();
        const offerId = await offerOn(taskId);
        const [updated, accepted] = await Promise.all([
          call(world.people.tasker, 'POST', `/api/offers/updateOffer/${offerId}`, {
            amount: 900,
            message: 'More world.now.',
          }),
          call(world.people.owner, 'POST', `/api/offers/acceptOffer/${offerId}`),
        ]);
        return { taskId, offerId, updated: updated.statusCode, accepted: accepted.statusCode };
      }),
    );
    for (const { taskId, offerId, updated, accepted } of rounds) {
      // One wins: an accepted offer cannot change, and a changed one is not accepted unseen.
      expect([updated, accepted].sort()).toEqual([200, 409]);
      const task = await world.app.db
        .selectFrom('tasks')
        .selectAll()
        .where('id', '=', taskId)
        .executeTakeFirstOrThrow();
      const offerRow = await world.app.db
        .selectFrom('offers')
        .selectAll()
        .where('id', '=', offerId)
        .executeTakeFirstOrThrow();
      const holds = await world.app.db.selectFrom('payments').selectAll().where('task_id', '=', taskId).execute();
      if (accepted === 200) {
        expect([task.agreed_budget_cents, offerRow.amount_cents, holds.map((hold) => hold.amount_cents)]).toEqual([
          10_000,
          10_000,
          [10_000],
        ]);
      } else {
        expect([task.status, offerRow.amount_cents, holds]).toEqual(['open', 90_000, []]);
      }
    }
    // Every authorisation the provider made is either the hold of an accepted task or let go.
    const held = rounds.filter((round) => round.accepted === 200).length;
    const intents = await providerObjects(world.app, 'payment_intent');
    expect(intents.filter((intent) => intent.status === 'requires_capture')).toHaveLength(held);
  });
});
