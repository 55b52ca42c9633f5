import { MAX_CREDENTIALS_PER_USER } from '@fairgo/shared/contract';
import { testPostFields } from '@fairgo/testing';
import { PDFDocument } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { startTestApp, type TestApp } from '../helper';
import { login, multipart, PNG_1X1, register } from '../support/accounts';
import { latestDelivered } from '../support/mail';
import { ACTIVE_NAMES, activePdfs, plainPdf } from '../support/pdfs';

/** A PDF as a scanner writes one (one page of text). */
let PDF: Buffer;
beforeAll(async () => {
  PDF = await plainPdf();
});
/** 10:00 in Sydney on 25 November 2026. */
const NOW = new Date('2026-11-24T23:00:00Z');
const DAY = 86_400_000;
const policeCheck = (changes: Record<string, string> = {}) => ({
  type: 'policeCheck',
  number: 'NPC-123456',
  state: 'National',
  expiresOn: '2027-06-30',
  ...changes,
});

// Verified credentials. A worker adds one with its document; only admins verify it; its badge
// shows on listings and the profile until its expiry day; the document is only for its owner and admins.
describe('/api/credentials', () => {
  let app: TestApp;
  let now: Date;
  const tokens = { wendy: '', nina: '', ada: '' };

  beforeEach(async () => {
    now = NOW;
    app = await startTestApp({}, { clock: () => now });
    await register(app, { email: 'wendy@example.com.au', role: 'worker', name: 'Wendy Worker' });
    await register(app, { email: 'nina@example.com.au', role: 'employer', name: 'Nina Employer' });
    await register(app, { email: 'ada@example.com.au', name: 'Ada Admin' });
    await app.db.updateTable('users').set({ is_admin: true }).where('email', '=', 'ada@example.com.au').execute();
    for (const name of Object.keys(tokens) as (keyof typeof tokens)[])
      tokens[name] = (await login(app, `${name}@example.com.au`)).token;
  });
  afterEach(() => app.close());

  const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: token ? { authorization: token } : {}, ...(payload ? { payload } : {}) });
  const add = (token: string, fields: Record<string, string>, document?: { type: string; content: Buffer }) => {
    const body = multipart(
      fields,
      document ? { field: 'document', name: 'scan', type: document.type, content: document.content } : undefined,
    );
    return app.inject({
      method: 'POST',
      url: '/api/credentials',
      headers: { ...body.headers, ...(token ? { authorization: token } : {}) },
      payload: body.payload,
    });
  };
  const wendysListing = async (query = '') => {
    const listings = (await call(tokens.nina, 'GET', `/api/findworker/workers${query}`)).json();
    return listings.find((listing: { name: string }) => listing.name === 'Casey Worker');
  };

  it('adds a credential with its document, for its owner, and lists it as waiting', async () => {
    const added = await add(tokens.wendy, policeCheck({ number: '  NPC-123456 ' }), {
      type: 'application/pdf',
      content: PDF,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      type: 'policeCheck',
      number: 'NPC-123456',
      state: 'National',
      expiresOn: '2027-06-30',
      status: 'pending',
      expired: false,
      hasDocument: true,
    });
    const mine = await call(tokens.wendy, 'GET', '/api/credentials');
    expect(mine.json()).toEqual([added.json()]);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect((await call(tokens.nina, 'GET', '/api/credentials')).json()).toEqual([]);
    expect((await add('', policeCheck())).statusCode).toBe(401);
  });

  it('refuses bad fields and documents with a 400 naming the field, keeping nothing', async () => {
    const cases: [Record<string, string>, RegExp, { type: string; content: Buffer }?][] = [
      [policeCheck({ type: 'passport' }), /^type /],
      [policeCheck({ number: 'x' }), /^number /],
      [policeCheck({ number: 'NPC<script>' }), /^number /],
      [policeCheck({ state: 'Queensland' }), /^state /],
      [policeCheck({ expiresOn: '2027-02-30' }), /^expiresOn: it is not a day of the calendar/],
      [policeCheck({ expiresOn: '30/06/2027' }), /^expiresOn /],
      [policeCheck({ expiresOn: '2026-11-24' }), /^expiresOn: this credential has expired already/],
      [policeCheck({ expiresOn: '2040-01-01' }), /^expiresOn: it must be within 10 years/],
      [
        policeCheck(),
        /^document: it must be a photo or scan/,
        { type: 'application/pdf', content: Buffer.from('not a pdf') },
      ],
      [
        policeCheck(),
        /^document: it must be a photo or scan/,
        { type: 'image/gif', content: Buffer.from('GIF89a......') },
      ],
    ];
    for (const [fields, message, document] of cases) {
      const response = await add(tokens.wendy, fields, document);
      expect({ fields, status: response.statusCode }).toEqual({ fields, status: 400 });
      expect(response.json().message).toMatch(message);
    }
    expect(await app.db.selectFrom('credentials').selectAll().execute()).toEqual([]);
  });

  it('keeps a photo without what the camera wrote (place, make, model, copyright)', async () => {
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'Canon', Model: 'EOS 5D', Copyright: 'Wendy' }, IFD3: { GPSLatitudeRef: 'S' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const { _id: id } = (await add(tokens.wendy, policeCheck(), { type: 'image/jpeg', content: photo })).json();
    const kept = await call(tokens.wendy, 'GET', `/api/credentials/${id}/document`);
    const metadata = await sharp(kept.rawPayload).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(kept.rawPayload.toString('latin1')).not.toContain('Canon');
  });

  it('keeps at most MAX_CREDENTIALS_PER_USER credentials per person', async () => {
    for (let index = 0; index < MAX_CREDENTIALS_PER_USER; index++)
      expect((await add(tokens.wendy, policeCheck({ number: `NPC-${100 + index}` }))).statusCode).toBe(201);
    const over = await add(tokens.wendy, policeCheck({ number: 'NPC-999' }), { type: 'application/pdf', content: PDF });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      `You can keep at most ${MAX_CREDENTIALS_PER_USER} credentials: delete one you no longer need first.`,
    );
    expect((await add(tokens.nina, policeCheck())).statusCode).toBe(201);
  });

  it('keeps a PDF re-written without its scripts, actions, attachments and metadata, however they were written', async () => {
    for (const [variant, content] of Object.entries(await activePdfs())) {
      const added = await add(tokens.wendy, policeCheck({ number: `NPC-${variant}` }), {
        type: 'application/pdf',
        content,
      });
      expect(added.statusCode).toBe(201);
      const kept = await call(tokens.ada, 'GET', `/api/credentials/${added.json()._id}/document`);
      expect(kept.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(kept.rawPayload.toString('latin1')).not.toMatch(ACTIVE_NAMES);
      await call(tokens.wendy, 'DELETE', `/api/credentials/${added.json()._id}`);
    }
  });

  it('refuses what is not a PDF with pages (a page of markup behind a PDF header), keeping nothing', async () => {
    for (const text of [
      '%PDF-1.4\n<html><body><script>alert(document.domain)</script></body></html>\n%%EOF\n',
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    ]) {
      const response = await add(tokens.wendy, policeCheck(), { type: 'application/pdf', content: Buffer.from(text) });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^document: this PDF could not be read/);
    }
    expect(await app.db.selectFrom('credentials').selectAll().execute()).toEqual([]);
  });

  it('shows the document to its owner and the admins only; anyone else gets a 404', async () => {
    const { _id: id } = (await add(tokens.wendy, policeCheck(), { type: 'image/png', content: PNG_1X1 })).json();
    const own = await call(tokens.wendy, 'GET', `/api/credentials/${id}/document`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['cache-control']).toBe('no-store');
    expect(own.headers['content-disposition']).toBe(`attachment; filename="credential-${id}.png"`);
    expect(own.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect((await sharp(own.rawPayload).metadata()).format).toBe('png');
    expect((await call(tokens.ada, 'GET', `/api/credentials/${id}/document`)).statusCode).toBe(200);
    const pdf = (
      await add(tokens.wendy, policeCheck({ type: 'whiteCard' }), { type: 'application/pdf', content: PDF })
    ).json();
    const savedPdf = await call(tokens.ada, 'GET', `/api/credentials/${pdf._id}/document`);
    expect(savedPdf.headers['content-disposition']).toBe(`attachment; filename="credential-${pdf._id}.pdf"`);
    // Kept as re-written: the same one page, in a new file.
    expect(savedPdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await PDFDocument.load(savedPdf.rawPayload)).getPageCount()).toBe(1);
    const other = await call(tokens.nina, 'GET', `/api/credentials/${id}/document`);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('PNG');
    expect((await call('', 'GET', `/api/credentials/${id}/document`)).statusCode).toBe(401);
    const { _id: bare } = (await add(tokens.wendy, policeCheck({ type: 'rsa' }))).json();
    expect((await call(tokens.wendy, 'GET', `/api/credentials/${bare}/document`)).statusCode).toBe(404);
  });

  it('lets only admins verify; the badge then shows on listings, the filter and the profile', async () => {
    await call(tokens.wendy, 'POST', '/api/findworker/submit', testPostFields());
    const { _id: id } = (await add(tokens.wendy, policeCheck(), { type: 'application/pdf', content: PDF })).json();
    expect((await wendysListing()).postCreatedBy.verifiedCredentials).toEqual([]);
    expect(await wendysListing('?verified=policeCheck')).toBeUndefined();

    for (const token of [tokens.wendy, tokens.nina]) {
      expect((await call(token, 'POST', `/api/credentials/${id}/verify`)).statusCode).toBe(403);
      expect((await call(token, 'GET', '/api/credentials/review')).statusCode).toBe(403);
    }
    expect((await call('', 'POST', `/api/credentials/${id}/verify`)).statusCode).toBe(401);
    const [waiting] = (await call(tokens.ada, 'GET', '/api/credentials/review')).json();
    expect(waiting).toMatchObject({ _id: id, status: 'pending', owner: { name: 'Wendy Worker' } });

    expect((await call(tokens.ada, 'POST', `/api/credentials/${id}/verify`)).json()).toEqual({
      message: 'Credential verified.',
    });
    const listing = await wendysListing('?verified=policeCheck');
    expect(listing.postCreatedBy.verifiedCredentials).toEqual(['policeCheck']);
    expect(await wendysListing('?verified=policeCheck&verified=wwcc')).toBeUndefined();
    const profile = (await call(tokens.nina, 'GET', `/api/people/${listing.postCreatedBy._id}`)).json();
    expect(profile.badges).toEqual(['policeCheck']);
    const [told] = (await call(tokens.wendy, 'GET', '/api/notifications')).json();
    expect(told.message).toBe('Your Police check is verified: its badge now shows on your listings and profile.');
  });

  it('drops the badge on the expiry day by itself, after reminding the worker once 30 days before', async () => {
    await call(tokens.wendy, 'POST', '/api/findworker/submit', testPostFields());
    const { _id: id } = (await add(tokens.wendy, policeCheck({ expiresOn: '2027-01-31' }))).json();
    await call(tokens.ada, 'POST', `/api/credentials/${id}/verify`);

    expect(await app.sendCredentialReminders()).toBe(0); // 67 days ahead
    now = new Date(NOW.getTime() + 38 * DAY); // 2 January 2027: 29 days ahead
    expect(await app.sendCredentialReminders()).toBe(1);
    expect(await app.sendCredentialReminders()).toBe(0);
    const mail = await latestDelivered(app);
    expect(mail.subject).toBe('FairGo: your Police check expires soon');
    expect(mail.text).toContain('Your Police check expires on 31/01/2027.');
    // 38 days on, the session of the first day has lapsed (30 days).
    tokens.wendy = (await login(app, 'wendy@example.com.au')).token;
    tokens.nina = (await login(app, 'nina@example.com.au')).token;
    const notes = (await call(tokens.wendy, 'GET', '/api/notifications')).json();
    expect(notes[0].message).toMatch(/^Your Police check expires on 31\/01\/2027/);

    now = new Date(NOW.getTime() + 67 * DAY); // 31 January: its last day
    tokens.wendy = (await login(app, 'wendy@example.com.au')).token;
    tokens.nina = (await login(app, 'nina@example.com.au')).token;
    expect((await wendysListing()).postCreatedBy.verifiedCredentials).toEqual(['policeCheck']);
    now = new Date(NOW.getTime() + 68 * DAY); // 1 February
    expect((await wendysListing()).postCreatedBy.verifiedCredentials).toEqual([]);
    expect(await wendysListing('?verified=policeCheck')).toBeUndefined();
    expect((await call(tokens.wendy, 'GET', '/api/credentials')).json()[0]).toMatchObject({
      status: 'verified',
      expired: true,
    });
  });

  it('rejects with a reason the worker is told; deletes only the owner’s own', async () => {
    const { _id: id } = (await add(tokens.wendy, policeCheck())).json();
    expect((await call(tokens.ada, 'POST', `/api/credentials/${id}/reject`, {})).statusCode).toBe(400);
    const rejected = await call(tokens.ada, 'POST', `/api/credentials/${id}/reject`, {
      reason: 'The number does not match the document.',
    });
    expect(rejected.statusCode).toBe(200);
    expect((await call(tokens.wendy, 'GET', '/api/credentials')).json()[0]).toMatchObject({
      status: 'rejected',
      rejectReason: 'The number does not match the document.',
    });
    expect((await call(tokens.wendy, 'GET', '/api/notifications')).json()[0].message).toBe(
      'Your Police check could not be verified: The number does not match the document.',
    );
    expect((await call(tokens.ada, 'POST', `/api/credentials/${crypto.randomUUID()}/verify`)).statusCode).toBe(404);

    expect((await call(tokens.nina, 'DELETE', `/api/credentials/${id}`)).statusCode).toBe(404);
    expect((await call(tokens.wendy, 'DELETE', `/api/credentials/${id}`)).json()).toEqual({
      message: 'Credential deleted.',
    });
    expect((await call(tokens.wendy, 'GET', '/api/credentials')).json()).toEqual([]);
  });
});
