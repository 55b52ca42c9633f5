import { openObjectStore, uploadKey } from '@fairgo/hosting/object-store';
import { mkdtempSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, startTestInstances, uploadedFiles, type TestApp } from '../helper';
import { login, PNG_1X1, register } from '../support/accounts';
import { setUpThroughProvider } from '../support/payments';
import { postTask } from '../support/tasks';
import { UPLOAD_SWEEP_GRACE_MS } from '../../src/plugins/uploads';

const PICTURE = { field: 'profileImage', name: 'me.png', type: 'image/png', content: PNG_1X1 };

/** A query builder whose every step goes on and whose execution fails as a cut connection does. */
function cutConnection(): unknown {
  const cut = Object.assign(new Error('Connection terminated unexpectedly'), {});
  const builder: unknown = new Proxy(() => builder, {
    get: (_target, property) =>
      typeof property === 'string' && property.startsWith('execute') ? () => Promise.reject(cut) : () => builder,
  });
  return builder;
}

/**
 * Uploads when the database or the file store fails mid-request, as the second probe cut them: the
 * answer is the API's own 503, and whatever the request left (a row without its file, a file without
 * its row) is removed by the upload sweep once it is older than its grace.
 */
describe('uploads under faults, and the upload sweep', () => {
  let app: TestApp;
  let now: Date;
  beforeEach(async () => {
    now = new Date();
    app = await startTestApp({}, { clock: () => now });
  });
  afterEach(() => app.close());

  const rows = () => app.db.selectFrom('uploads').select('file_name').execute();
  const later = () => {
    now = new Date(now.getTime() + UPLOAD_SWEEP_GRACE_MS + 60_000);
  };

  it('the database cut while a picture is kept: the API’s own 503, and the sweep removes the row left behind', async () => {
    const db = app.db;
    const insertInto = db.insertInto.bind(db);
    const deleteFrom = db.deleteFrom.bind(db);
    // The connection goes after the picture's row is written: the account's row and the clean-up fail.
    jest
      .spyOn(db, 'insertInto')
      .mockImplementation(((table: string) =>
        table === 'users' ? cutConnection() : insertInto(table as 'uploads')) as typeof db.insertInto);
    jest
      .spyOn(db, 'deleteFrom')
      .mockImplementation(((table: string) =>
        table === 'uploads' ? cutConnection() : deleteFrom(table as 'uploads')) as typeof db.deleteFrom);
    const response = await register(app, {}, PICTURE);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'databaseUnavailable',
      message: 'FairGo is busy for a moment. Please try again in a few seconds.',
    });
    jest.restoreAllMocks();
    expect(await rows()).toHaveLength(1);
    expect(uploadedFiles(app)).toEqual([]);

    // Within its grace it could still be a request under way: kept. After it: gone.
    expect(await app.uploads.sweep()).toEqual({ files: 0, rows: 0 });
    later();
    expect(await app.uploads.sweep()).toEqual({ files: 1, rows: 1 });
    expect(await rows()).toEqual([]);
  });

  it('the bucket down: the API’s own 503 without the store’s words, and the sweep removes the row once it is back', async () => {
    await app.close();
    // A store whose bucket refuses connections until it is back up.
    const store = openObjectStore({ kind: 'folder', dir: mkdtempSync(join(tmpdir(), 'fairgo-bucket-')) });
    let down = true;
    const refused = () =>
      Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' }));
    const { put, remove } = store;
    store.put = (...args) => (down ? refused() : put(...args));
    store.remove = (...args) => (down ? refused() : remove(...args));
    app = await startTestApp({}, { clock: () => now, store });
    const response = await register(app, {}, PICTURE);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'storageUnavailable',
      message: 'Files cannot be stored just now. Please try again in a few minutes.',
    });
    expect(response.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    expect(await app.db.selectFrom('users').select('id').execute()).toEqual([]);
    down = false;
    later();
    expect(await app.uploads.sweep()).toEqual({ files: 1, rows: 1 });
    expect(await rows()).toEqual([]);
  });

  it('removes a file without a row, and leaves the pictures and task images in use', async () => {
    expect((await register(app, {}, PICTURE)).statusCode).toBe(200);
    const { token } = await login(app);
    await setUpThroughProvider(app, token, 'taskPaymentMethod');
    expect((await postTask(app, token, {}, true)).statusCode).toBe(201);
    await app.store.put(uploadKey('0e2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d.png'), PNG_1X1);
    expect(uploadedFiles(app)).toHaveLength(3);
    later();
    expect(await app.uploads.sweep()).toEqual({ files: 1, rows: 0 });
    expect(uploadedFiles(app)).toHaveLength(2);
    expect(await rows()).toHaveLength(2);
  });
});

/** Shutting down: a request that still arrives is told to come back, in the API's own words. */
describe('a request during shutdown', () => {
  it('answers 503 with the API’s own body and Retry-After, not Fastify’s', async () => {
    // A request that is still running when closing begins, so that its connection stays open.
    let release = () => {};
    let started = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    const [app] = await startTestInstances(
      1,
      {},
      {
        beforeReady: (instance) =>
          instance.get('/test/slow', async () => {
            started();
            await new Promise<void>((resolve) => (release = resolve));
            return { done: true };
          }),
      },
    );
    await app!.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app!.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    const socketClosed = new Promise((resolve) => socket.once('close', resolve));
    let answers = '';
    socket.on('data', (chunk) => (answers += chunk.toString()));
    socket.write('GET /test/slow HTTP/1.1\r\nHost: fairgo\r\n\r\n');
    await running;
    const closed = app!.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The next request on the same connection arrives while the API closes.
    socket.write('GET /api/health HTTP/1.1\r\nHost: fairgo\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await closed;
    await socketClosed;
    const late = answers.slice(answers.indexOf('HTTP/1.1', 1));
    expect(late).toMatch(/^HTTP\/1\.1 503/);
    expect(late).toMatch(/retry-after: \d+/i);
    expect(JSON.parse(late.slice(late.indexOf('{')))).toEqual({
      code: 'shuttingDown',
      message: 'FairGo is restarting. Please try again in a few seconds.',
    });
  });
});
