import { listingSearchFilters, NO_FILTERS } from '@fairgo/shared/contract';
import { testPostFields as job } from '@fairgo/testing';
import { startTestApp, type TestApp } from '../helper';
import { login, register } from '../support/accounts';
import { deliveredMail, type DeliveredMail } from '../support/mail';

const NO_LISTING_FILTERS = listingSearchFilters(NO_FILTERS);
/** 06:30 in Sydney (AEDT, UTC+11) on 26 November: before the digest hour. */
const EARLY = new Date('2026-11-25T19:30:00Z');
const HOUR = 3_600_000;

// One e-mail a day with what matched, through the outbox, with an unsubscribe link that
// needs no session.
describe('the daily digest of search alerts', () => {
  let app: TestApp;
  let now: Date;
  const tokens = { wendy: '', nina: '', casey: '' };

  beforeEach(async () => {
    now = EARLY;
    app = await startTestApp({}, { clock: () => now });
    await register(app, { email: 'wendy@example.com.au', role: 'worker', name: 'Wendy Worker' });
    await register(app, { email: 'nina@example.com.au', role: 'employer', name: 'Nina Employer' });
    await register(app, { email: 'casey@example.com.au', role: 'worker' });
    await app.db
      .updateTable('users')
      .set({ membership_expires: new Date(EARLY.getTime() + 30 * 24 * HOUR) })
      .where('email', '=', 'nina@example.com.au')
      .execute();
    for (const name of Object.keys(tokens) as (keyof typeof tokens)[])
      tokens[name] = (await login(app, `${name}@example.com.au`)).token;
  });
  afterEach(() => app.close());

  const call = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url, headers: token ? { authorization: token } : {}, ...(payload ? { payload } : {}) });
  const save = async (token: string, filters: object) =>
    (
      await call(token, 'POST', '/api/savedSearches', { kind: 'job', filters: { ...NO_LISTING_FILTERS, ...filters } })
    ).json()._id as string;
  const postJob = async (changes: Parameters<typeof job>[0] = {}) =>
    expect((await call(tokens.nina, 'POST', '/api/findwork/submit', job(changes))).statusCode).toBe(200);
  /** The digests delivered to the mail drop, oldest first, once the mail queue has sent what waits. */
  const digests = async () => {
    await app.mail.sendWaiting();
    return (deliveredMail(app) as (DeliveredMail & { headers: Record<string, string> })[]).filter((mail) =>
      mail.subject.includes('saved searches'),
    );
  };
  const tokenOf = (text: string) => decodeURIComponent(/unsubscribe\?token=(\S+)/.exec(text)![1]!);

  it('sends each person one e-mail a day from 07:00 Sydney time, and nothing to those without matches', async () => {
    await save(tokens.wendy, { jobs: ['Barista'] });
    await save(tokens.wendy, { locations: ['Newtown, New South Wales'] });
    await save(tokens.casey, { jobs: ['Gardener'] });
    await postJob();
    await postJob({ job: 'Chef' });

    expect(await app.sendSearchDigests()).toBe(0); // 06:30: not yet
    now = new Date(EARLY.getTime() + HOUR);
    expect(await app.sendSearchDigests()).toBe(1);
    const [mail, ...more] = await digests();
    expect(more).toEqual([]);
    expect(mail!.to[0]!.address).toBe('wendy@example.com.au');
    expect(mail!.subject).toBe('FairGo: 3 new matches for your saved searches');
    expect(mail!.text).toContain('Barista\n  - Barista in Newtown, New South Wales\n    http');
    expect(mail!.text).toMatch(/Newtown\n {2}- Barista in Newtown, New South Wales\n.*\n {2}- Chef in Newtown/);
    expect(mail!.text).toMatch(/\/find-work\?listing=[0-9a-f-]{36}/);

    // Later the same day: a new match waits for tomorrow's digest.
    await postJob({ job: 'Barista', location: 'Fitzroy, Victoria' });
    now = new Date(now.getTime() + 10 * HOUR);
    expect(await app.sendSearchDigests()).toBe(0);
    now = new Date(EARLY.getTime() + 25 * HOUR);
    expect(await app.sendSearchDigests()).toBe(1);
    expect((await digests())[1]!.subject).toBe('FairGo: 1 new match for your saved searches');
    expect((await digests())[1]!.text).toContain('Barista in Fitzroy, Victoria');
    // Nothing new: nothing sent.
    now = new Date(EARLY.getTime() + 49 * HOUR);
    expect(await app.sendSearchDigests()).toBe(0);
  });

  it('holds the digest in the outbox without its unsubscribe token, and leaves out searches with e-mails off', async () => {
    const quiet = await save(tokens.wendy, { jobs: ['Chef'] });
    await call(tokens.wendy, 'PATCH', `/api/savedSearches/${quiet}`, { emailDigest: false });
    await postJob({ job: 'Chef' });
    now = new Date(EARLY.getTime() + HOUR);
    expect(await app.sendSearchDigests()).toBe(0);
    expect((await call(tokens.wendy, 'GET', '/api/notifications')).json()).toHaveLength(1);

    await save(tokens.wendy, { jobs: ['Barista'] });
    await postJob();
    now = new Date(EARLY.getTime() + 25 * HOUR);
    expect(await app.sendSearchDigests()).toBe(1);
    const [mail] = await digests();
    expect(mail!.text).not.toContain('Chef');
    expect(mail!.headers).toMatchObject({
      'List-Unsubscribe': expect.stringMatching(/^<http.*\/api\/savedSearches\/unsubscribe\?token=.+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    await app.db.updateTable('users').set({ is_admin: true }).where('email', '=', 'nina@example.com.au').execute();
    const outbox = (await call(tokens.nina, 'GET', '/api/outbox?to=wendy@example.com.au')).json();
    expect(outbox).toEqual([expect.objectContaining({ kind: 'searchDigest' })]);
    expect(outbox[0].text).toContain('/api/savedSearches/unsubscribe?token=[hidden]');
    expect(JSON.stringify(outbox)).not.toContain(tokenOf(mail!.text).split('.')[1]);
  });

  it('unsubscribes with one click and no session, by the link or the mail client; refuses a forged token', async () => {
    await save(tokens.wendy, { jobs: ['Barista'] });
    await save(tokens.wendy, { jobs: ['Chef'] });
    await save(tokens.casey, { jobs: ['Barista'] });
    await postJob();
    now = new Date(EARLY.getTime() + HOUR);
    await app.sendSearchDigests();
    const [forWendy, forCasey] = (await digests())
      .sort((a, b) => a.to[0]!.address.localeCompare(b.to[0]!.address))
      .reverse();
    const link = (text: string) => `/api/savedSearches/unsubscribe?token=${encodeURIComponent(tokenOf(text))}`;

    const page = await app.inject({ method: 'GET', url: link(forWendy!.text) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('You will no longer get emails about your saved searches.');
    const wendys = (await call(tokens.wendy, 'GET', '/api/savedSearches')).json();
    expect(wendys.map((search: { emailDigest: boolean }) => search.emailDigest)).toEqual([false, false]);
    expect((await call(tokens.casey, 'GET', '/api/savedSearches')).json()[0].emailDigest).toBe(true);

    const oneClick = await app.inject({
      method: 'POST',
      url: link(forCasey!.text),
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.statusCode).toBe(200);
    expect((await call(tokens.casey, 'GET', '/api/savedSearches')).json()[0].emailDigest).toBe(false);

    // A token for another user, made without the secret, does nothing.
    const caseyId = tokenOf(forCasey!.text).split('.')[0]!;
    const wendyToken = tokenOf(forWendy!.text);
    for (const forged of [`${caseyId}.${wendyToken.split('.')[1]}`, 'nonsense', `${caseyId}.`]) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/savedSearches/unsubscribe?token=${encodeURIComponent(forged)}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('this unsubscribe link is not valid');
    }
    expect((await app.inject({ method: 'GET', url: '/api/savedSearches/unsubscribe' })).statusCode).toBe(400);
  });
});
