import sharp from 'sharp';
import { startTestApp, uploadedFiles, type TestApp } from '../../helper';
import { PNG_1X1, login, multipart, register, registration } from '../../support/accounts';

const PICTURE = { field: 'profileImage', name: 'me.png', type: 'image/png', content: PNG_1X1 };

describe('POST /api/register', () => {
  let app: TestApp;
  beforeEach(async () => (app = await startTestApp()));
  afterEach(() => app.close());

  it('registers an account whose password is stored hashed (argon2id), never as given', async () => {
    const response = await register(app);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Registration successful! You can now log in.' });
    const row = await app.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'casey@example.com.au')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row).toMatchObject({ role: 'worker', is_admin: false, how_did_you_hear: 'Google', company: null });
  });

  it("answers 400 'You are already registered, please log in.' for a known e-mail, whatever its case", async () => {
    await register(app);
    const again = await register(app, { email: 'Casey@Example.com.au' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'You are already registered, please log in.', code: 'alreadyRegistered' });
  });

  it.each([
    [{ email: 'not-an-email' }, /^email /],
    [{ phone: '04 1234 abc' }, /^phone /],
    [{ phone: '04 12' }, /^phone /],
    [{ password: 'short' }, /^password /],
    [{ role: 'admin' }, /^role /],
    [{ name: '' }, /^name /],
  ])('refuses %o with a 400 naming the field', async (changes, message) => {
    const response = await register(app, changes);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('registers one of 30 racing registrations with one e-mail; the others are told it is taken, with their pictures gone', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        app.inject({
          method: 'POST',
          url: '/api/register',
          // From 30 addresses, so that the per-client limit is not what answers.
          remoteAddress: `10.0.0.${index + 1}`,
          ...multipart(registration({ name: `Racer ${index}` }), PICTURE),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(29).fill(400)]);
    for (const answer of answers.filter((each) => each.statusCode === 400))
      expect(answer.json()).toEqual({
        message: 'You are already registered, please log in.',
        code: 'alreadyRegistered',
      });
    const users = await app.db.selectFrom('users').select('profile_image').execute();
    expect(users).toHaveLength(1);
    const uploads = await app.db.selectFrom('uploads').select('file_name').execute();
    expect(uploads.map((upload) => `/api/uploads/${upload.file_name}`)).toEqual([users[0]!.profile_image]);
  });

  it('keeps a phone number typed with spaces, dashes, brackets or +61 as digits', async () => {
    expect((await register(app, { phone: '+61 (0)412 345-678' })).statusCode).toBe(200);
    const row = await app.db.selectFrom('users').select('phone').executeTakeFirstOrThrow();
    expect(row.phone).toBe('0412345678');
  });

  it('ignores fields it does not know instead of storing them', async () => {
    const response = await register(app, { isAdmin: 'true', role: 'worker' });
    expect(response.statusCode).toBe(200);
    const row = await app.db.selectFrom('users').select('is_admin').executeTakeFirstOrThrow();
    expect(row.is_admin).toBe(false);
  });

  it('keeps a profile image checked by content, under a name of its own, served with nosniff', async () => {
    const response = await register(
      app,
      {},
      { field: 'profileImage', name: 'me.txt', type: 'text/plain', content: PNG_1X1 },
    );
    expect(response.statusCode).toBe(200);
    const { token } = await login(app);
    const verify = await app.inject({ method: 'POST', url: '/api/login/verifyToken', payload: { token } });
    const image = verify.json().user.profileImage as string;
    expect(image).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.png$/);

    const served = await app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // The same picture, re-encoded without its metadata (plugins/uploads.ts).
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
  });

  it('refuses a file that is not an image, whatever its name says, and keeps no account', async () => {
    const script = Buffer.from('<script>alert(1)</script>');
    const response = await register(
      app,
      {},
      { field: 'profileImage', name: 'cat.png', type: 'image/png', content: script },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/must be an image/);
    expect(await app.db.selectFrom('users').select('id').execute()).toHaveLength(0);
  });

  it('refuses an image over 5 MB with 413', async () => {
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await register(
      app,
      {},
      { field: 'profileImage', name: 'big.png', type: 'image/png', content: big },
    );
    expect(response.statusCode).toBe(413);
  });

  it('refuses a file in a field it does not take before reading it, and keeps no account', async () => {
    // The probe's: six 5 MB parts under names the form ignores, read whole and answered 200.
    const junk = Array.from({ length: 6 }, (_, index) => ({
      field: `junk${index}`,
      name: 'junk.bin',
      type: 'application/octet-stream',
      content: Buffer.alloc(5 * 1024 * 1024 - 1),
    }));
    const response = await register(app, {}, [
      ...junk,
      { field: 'profileImage', name: 'a.png', type: 'image/png', content: PNG_1X1 },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('profileImage: this form takes a file in this field only.');
    expect(await app.db.selectFrom('users').select('id').execute()).toHaveLength(0);
    expect(uploadedFiles(app)).toEqual([]);
  });
});
