import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { retryWaitMs } from '../src/plugins/mail';
import { startTestInstances, type TestApp } from './helper';
import { login, register } from './support/accounts';

// The mail queue against a real SMTP server (smtp-server) that is down, then refuses, then accepts:
// requests never wait for it, every mail arrives exactly once, and one given up is shown to admins.
type Mode = 'refuse' | 'accept';
const received: { to: string; messageId: string }[] = [];
let mode: Mode = 'refuse';

function smtpServer() {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (mode === 'refuse')
        return callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, callback) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
      stream.on('end', () => {
        const messageId = /^Message-ID: (.+)$/im.exec(text)![1]!.trim();
        for (const to of session.envelope.rcptTo) received.push({ to: to.address, messageId });
        callback();
      });
    },
  });
}

/** A port nothing listens on yet: the mail server is down until it is started there. */
async function freePort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const emails = Array.from({ length: 6 }, (_, index) => `person${index}@example.com.au`);
const forgot = (app: TestApp, email: string) =>
  app.inject({ method: 'POST', url: '/api/forgotPassword', payload: { email } });
const outbox = (app: TestApp) =>
  app.db.selectFrom('outbox').select(['to_email', 'sent_at', 'failed_at', 'attempts', 'last_error']).execute();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const MAX_ATTEMPTS = 6;

/** Runs every instance's queue, again and again as retries come due, until `done` holds of the outbox. */
async function runQueuesUntil(apps: TestApp[], done: (rows: Awaited<ReturnType<typeof outbox>>) => boolean) {
  const deadline = Date.now() + 20_000;
  while (!done(await outbox(apps[0]!))) {
    if (Date.now() > deadline)
      throw new Error(`the queue did not get there: ${JSON.stringify(await outbox(apps[0]!))}`);
    await Promise.all(apps.map((app) => app.mail.sendWaiting()));
    await pause(20);
  }
}

describe('the mail queue', () => {
  let port: number;
  let server: SMTPServer | undefined;
  let apps: TestApp[];

  /**
   * Two instances on one database. `retryBaseMs`: the first wait; the tests that deliver wait longer (fewer
   * tries per phase, well inside the limit), the one that gives up waits little (it tries to the last).
   */
  async function startApps(retryBaseMs: number) {
    received.length = 0;
    mode = 'refuse';
    port = await freePort();
    apps = await startTestInstances(2, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mail: { sendEveryMs: 3_600_000, retryBaseMs, maxAttempts: MAX_ATTEMPTS },
    });
    return apps;
  }
  afterEach(async () => {
    for (const app of apps ?? []) await app.close();
    apps = [];
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  });

  it('keeps mail while the server is down or refuses, and delivers each exactly once when it accepts', async () => {
    const [first, second] = (await startApps(60)) as [TestApp, TestApp];
    for (const email of emails) expect((await register(first, { email })).statusCode).toBe(200);
    // Down: the requests are answered at once, and the mails wait.
    const began = performance.now();
    for (const [index, email] of emails.entries())
      expect((await forgot(index % 2 ? first : second, email)).statusCode).toBe(200);
    expect(performance.now() - began).toBeLessThan(5_000);
    // Each mail tried at least once, and that try over (a try under way has counted itself, but not failed yet).
    await runQueuesUntil(apps, (rows) => rows.length === emails.length && rows.every((row) => row.last_error !== null));
    expect((await outbox(first)).map((row) => [row.sent_at, row.last_error])).toEqual(
      emails.map(() => [null, expect.stringMatching(/ECONNREFUSED/)]),
    );

    // Up, and refusing (451): still waiting, retried later.
    server = smtpServer();
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    await runQueuesUntil(apps, (rows) => rows.every((row) => /451/.test(row.last_error ?? '')));
    expect((await outbox(first)).every((row) => row.sent_at === null && row.failed_at === null)).toBe(true);

    // Accepting: both instances run the queue at once; every mail arrives once.
    mode = 'accept';
    await runQueuesUntil([first, second, first], (rows) => rows.every((row) => row.sent_at !== null));
    expect(received.map((mail) => mail.to).sort()).toEqual([...emails].sort());
    expect(new Set(received.map((mail) => mail.messageId)).size).toBe(emails.length);
    // Sent, the mail's secrets (the reset links) leave the database.
    const kept = await first.db.selectFrom('outbox').select('send_text').execute();
    expect(kept.every((row) => row.send_text === null)).toBe(true);
    console.log(
      `mail queue: ${emails.length} mails, ${received.length} delivered, tries per mail: ${(await outbox(first)).map((row) => row.attempts).join(', ')}`,
    );
  }, 60_000);

  it('waits four times longer after each failed try, at most 6 hours', () => {
    expect([1, 2, 3, 4].map((tries) => retryWaitMs(tries, 30_000))).toEqual([30_000, 120_000, 480_000, 1_920_000]);
    expect(retryWaitMs(20, 30_000)).toBe(6 * 3_600_000);
  });

  it('gives a mail up after its last try and tells every admin in the bell', async () => {
    const [app] = (await startApps(5)) as [TestApp];
    server = smtpServer();
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    await register(app, { email: 'admin@example.com.au' });
    await app.db.updateTable('users').set({ is_admin: true }).execute();
    await register(app, { email: emails[0]! });
    expect((await forgot(app, emails[0]!)).statusCode).toBe(200);
    await runQueuesUntil([app], (rows) => rows[0]!.failed_at !== null);
    const [row] = await outbox(app);
    expect(row).toMatchObject({ attempts: MAX_ATTEMPTS, sent_at: null });
    const notes = await app.db.selectFrom('notifications').select('message').execute();
    expect(notes.map((note) => note.message)).toEqual([
      expect.stringMatching(
        /^A "passwordReset" e-mail to person0@example\.com\.au could not be sent after 6 tries: .*451/,
      ),
    ]);
    const { token } = await login(app, 'admin@example.com.au');
    const failed = await app.inject({
      method: 'GET',
      url: '/api/outbox?status=failed',
      headers: { authorization: token },
    });
    expect(failed.json()).toEqual([
      expect.objectContaining({
        to: emails[0],
        status: 'failed',
        attempts: MAX_ATTEMPTS,
        lastError: expect.stringMatching(/451/),
      }),
    ]);
    // Nothing more is tried once it is given up.
    mode = 'accept';
    await pause(50);
    expect(await app.mail.sendWaiting()).toBe(0);
    expect(received).toEqual([]);
  }, 60_000);
});
