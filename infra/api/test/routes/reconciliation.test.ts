import { checkoutUrl, submitHostedPage } from '../support/payments';
import { asAdmin, taskWorld } from '../support/tasks';

/** GET /api/payments/reconciliation: the ledger against the payment provider, for admins only. */
describe('payments reconciliation', () => {
  const { world, call, acceptedTask } = taskWorld();
  const reconciliation = (token: string) => call(token, 'GET', '/api/payments/reconciliation');

  it('is for administrators only', async () => {
    expect((await reconciliation(world.people.owner)).statusCode).toBe(403);
    expect((await world.app.inject({ method: 'GET', url: '/api/payments/reconciliation' })).statusCode).toBe(401);
  });

  it('finds the ledger and the provider in agreement on held task money and a paid membership', async () => {
    await acceptedTask();
    await submitHostedPage(world.app, await checkoutUrl(world.app, world.people.stranger));
    await checkoutUrl(world.app, world.people.rival);
    const admin = await asAdmin(world.app, world.people.stranger);
    const answer = await reconciliation(admin);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ checked: { tasks: 1, memberships: 2 }, gaps: [] });
  });

  it('names a task whose money the provider took while the ledger still holds it, and a membership paid but not granted', async () => {
    const taskId = await acceptedTask();
    const hold = await world.app.db
      .selectFrom('payments')
      .select(['id', 'provider_ref'])
      .where('task_id', '=', taskId)
      .executeTakeFirstOrThrow();
    // What the probe's race left behind: the provider captured, the ledger never heard.
    await world.app.payments.capture(hold.provider_ref!, 'capture-behind-the-ledger');
    const url = await checkoutUrl(world.app, world.people.rival);
    // A payment whose webhook never came: the provider says paid, the checkout is still open.
    const session = url.split('/').at(-1)!;
    await world.app.db
      .updateTable('dev_provider_objects')
      .set({ data: JSON.stringify({ id: session, payment_status: 'paid' }) })
      .where('id', '=', session)
      .execute();
    const admin = await asAdmin(world.app, world.people.stranger);
    const { gaps } = (await reconciliation(admin)).json();
    expect(gaps).toEqual([
      {
        kind: 'task',
        id: taskId,
        title: 'Assemble a flat-pack wardrobe',
        ledger: 'task accepted, hold held',
        provider: 'captured',
      },
      expect.objectContaining({ kind: 'membership', ledger: 'checkout open, not granted', provider: 'paid' }),
    ]);
  });
});
