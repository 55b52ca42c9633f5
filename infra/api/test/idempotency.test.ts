import { RegisterFields } from '@fairgo/shared/contract';
import type { FastifyRequest } from 'fastify';
import { addUser } from '../src/accounts/user-store';
import { parseWith } from '../src/lib/validate';
import { createOnce } from '../src/plugins/idempotency';
import { startTestApp, type TestApp } from './helper';
import { multipart, registration } from './support/accounts';

// Writes that create something take an Idempotency-Key (src/plugins/idempotency.ts): a retry of a
// request whose answer was lost gets the first answer, never a second write.
describe('Idempotency-Key', () => {
  let app: TestApp;
  beforeEach(async () => {
    app = await startTestApp();
  });
  afterEach(() => app.close());

  const register = (key?: string, email = 'casey@example.com.au') =>
    app.inject({
      method: 'POST',
      url: '/api/register',
      ...multipart(registration({ email })),
      ...(key ? { headers: { ...multipart(registration({ email })).headers, 'idempotency-key': key } } : {}),
    });
  const accounts = async () => (await app.db.selectFrom('users').select('email').execute()).length;

  it('answers a retry with the first answer, and writes once', async () => {
    const first = await register('3f2c9a4e-retry-1');
    const retry = await register('3f2c9a4e-retry-1');
    expect(first.statusCode).toBe(200);
    expect([retry.statusCode, retry.body, retry.headers['idempotent-replayed']]).toEqual([200, first.body, 'true']);
    expect(await accounts()).toBe(1);
    // Without the key, the same request is a second attempt, which the route's own rule refuses.
    expect((await register()).statusCode).toBe(400);
  });

  it('tells a retry to wait while the first request runs, and runs it again once that request has died', async () => {
    const claim = (lockedUntil: string) =>
      app.db
        .insertInto('idempotent_requests')
        .values({
          scope: 'visitor',
          key: 'in-flight',
          request: 'POST /api/register:/api/register',
          locked_until: lockedUntil,
        })
        .execute();
    await claim('2999-01-01T00:00:00Z');
    const waiting = await register('in-flight');
    expect([waiting.statusCode, waiting.headers['retry-after']]).toEqual([409, '2']);
    expect(waiting.json().message).toBe('This request is still being processed: try again in a moment.');
    expect(await accounts()).toBe(0);
    // Its process died (the lease has passed): the retry runs the request.
    await app.db.deleteFrom('idempotent_requests').execute();
    await claim('2000-01-01T00:00:00Z');
    expect((await register('in-flight')).statusCode).toBe(200);
    expect(await accounts()).toBe(1);
  });

  it('refuses a bad key, and a key used for another request, naming the header', async () => {
    expect((await register('has space')).json()).toEqual({
      message: 'Idempotency-Key must be 1 to 255 visible characters.',
    });
    expect((await register('x'.repeat(256))).statusCode).toBe(400);
    // The key's first request was another one (as a visitor, the same scope as a registration).
    await app.db
      .insertInto('idempotent_requests')
      .values({
        scope: 'visitor',
        key: 'used-once',
        request: 'POST /api/other:/api/other',
        locked_until: new Date(),
        status: 200,
      })
      .execute();
    expect((await register('used-once')).json()).toEqual({
      message: 'This Idempotency-Key was used for another request: send a new one.',
    });
    expect(await accounts()).toBe(0);
  });

  it('keeps no 5xx answer: the write did not happen, and a retry may run it', async () => {
    // A registration that fails inside: its users table is gone for a moment.
    await app.db.schema.alterTable('users').renameTo('users_away').execute();
    expect((await register('after-a-failure')).statusCode).toBeGreaterThanOrEqual(500);
    await app.db.schema.alterTable('users_away').renameTo('users').execute();
    const retry = await register('after-a-failure');
    expect([retry.statusCode, retry.headers['idempotent-replayed']]).toEqual([200, undefined]);
  });
});

describe('a write that creates something, with its answer kept in its transaction', () => {
  it('leaves its answer for the retry even when its process dies right after the write', async () => {
    const app = await startTestApp();
    try {
      // The first request claimed its key, wrote the account with its answer, and its process died
      // before it could answer (the claim's lease has not even run out).
      await app.db
        .insertInto('idempotent_requests')
        .values({
          scope: 'visitor',
          key: 'died-after-write',
          request: 'POST /api/register:/api/register',
          locked_until: '2999-01-01T00:00:00Z',
        })
        .execute();
      const request = { idempotency: { scope: 'visitor', key: 'died-after-write' } } as unknown as FastifyRequest;
      await createOnce(
        app.db,
        request,
        (db) => addUser(db, parseWith(RegisterFields)(registration()), { passwordHash: 'x', profileImage: null }),
        () => ({ status: 200, body: { message: 'Registration successful! You can now log in.' } }),
      );
      const retry = await app.inject({
        method: 'POST',
        url: '/api/register',
        ...multipart(registration()),
        headers: { ...multipart(registration()).headers, 'idempotency-key': 'died-after-write' },
      });
      expect([retry.statusCode, retry.headers['idempotent-replayed'], retry.json()]).toEqual([
        200,
        'true',
        { message: 'Registration successful! You can now log in.' },
      ]);
      expect(await app.db.selectFrom('users').select('email').execute()).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
