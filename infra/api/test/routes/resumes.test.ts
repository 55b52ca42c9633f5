import { MAX_RESUME_BYTES } from '@fairgo/shared/contract';
import { testPostFields } from '@fairgo/testing';
import { startTestApp, storedFiles, uploadedFiles, type TestApp } from '../helper';
import { login, multipart, PNG_1X1, register, userIdOf } from '../support/accounts';
import { ACTIVE_NAMES, activePdfs, plainPdf } from '../support/pdfs';

// A worker's résumé: one PDF, cleaned; replaced (the old file removed from the store); downloaded as
// an attachment by member employers only, each counted once.
describe('/api/resumes', () => {
  let app: TestApp;
  let worker: string;
  let member: string;
  let nonMember: string;
  let workerId: string;

  const upload = (token: string, content: Buffer, type = 'application/pdf') => {
    const body = multipart({}, { field: 'resume', name: 'cv.pdf', type, content });
    return app.inject({
      method: 'POST',
      url: '/api/resumes',
      payload: body.payload,
      headers: { ...body.headers, authorization: token },
    });
  };
  const call = (method: 'GET' | 'DELETE', url: string, token?: string) =>
    app.inject({ method, url, ...(token ? { headers: { authorization: token } } : {}) });
  /** The résumé files the store holds. */
  const storedResumes = () => storedFiles(app, `resumes/${workerId}`);

  beforeEach(async () => {
    app = await startTestApp();
    await register(app);
    await register(app, { email: 'ed@example.com.au', role: 'employer', name: 'Ed Employer' });
    await register(app, { email: 'nina@example.com.au', role: 'employer', name: 'Nina Newemployer' });
    await app.db
      .updateTable('users')
      .set({ membership_expires: new Date(Date.now() + 86_400_000) })
      .where('email', '=', 'ed@example.com.au')
      .execute();
    worker = (await login(app)).token;
    member = (await login(app, 'ed@example.com.au')).token;
    nonMember = (await login(app, 'nina@example.com.au')).token;
    workerId = await userIdOf(app, 'casey@example.com.au');
  });
  afterEach(() => app.close());

  it('keeps a worker’s PDF cleaned, and lets a member employer download it as an attachment, counted once', async () => {
    const { plain } = await activePdfs();
    const sent = await upload(worker, plain!);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ downloads: 0, sizeBytes: expect.any(Number) });

    const file = await call('GET', `/api/resumes/${workerId}`, member);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="resume-Casey-Worker.pdf"');
    expect(file.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.rawPayload.toString('latin1')).not.toMatch(ACTIVE_NAMES);
    await call('GET', `/api/resumes/${workerId}`, member);
    expect((await call('GET', '/api/resumes/mine', worker)).json()).toMatchObject({ downloads: 1 });
  });

  it('shows on the worker’s cards that they keep one', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/findworker/submit',
      headers: { authorization: worker },
      payload: testPostFields(),
    });
    const before = (await call('GET', '/api/findworker/workers')).json();
    expect(before[0].postCreatedBy.hasResume).toBe(false);
    await upload(worker, await plainPdf());
    const after = (await call('GET', '/api/findworker/workers')).json();
    expect(after[0].postCreatedBy.hasResume).toBe(true);
  });

  it('refuses the download to anyone but a member employer, saying why', async () => {
    await upload(worker, await plainPdf());
    expect((await call('GET', `/api/resumes/${workerId}`)).statusCode).toBe(401);
    const byWorker = await call('GET', `/api/resumes/${workerId}`, worker);
    expect(byWorker.statusCode).toBe(403);
    expect(byWorker.json().message).toBe('Only employers can access details.');
    expect((await call('GET', `/api/resumes/${workerId}`, nonMember)).statusCode).toBe(402);
    expect((await call('GET', '/api/resumes/00000000-0000-4000-8000-000000000000', member)).statusCode).toBe(404);
    expect((await call('GET', '/api/resumes/nope', member)).statusCode).toBe(400);
    expect((await call('GET', '/api/resumes/mine', worker)).json()).toMatchObject({ downloads: 0 });
  });

  it('replaces the résumé, removing the old file from the store; removing it removes the file', async () => {
    await upload(worker, await plainPdf('first'));
    const [first] = storedResumes();
    await upload(worker, await plainPdf('second'));
    expect(storedResumes()).toHaveLength(1);
    expect(storedResumes()).not.toContain(first);
    expect((await call('DELETE', '/api/resumes/mine', worker)).statusCode).toBe(200);
    expect(storedResumes()).toEqual([]);
    expect((await call('GET', '/api/resumes/mine', worker)).json()).toBeNull();
    expect((await call('DELETE', '/api/resumes/mine', worker)).statusCode).toBe(404);
    // Never among the public uploads.
    expect(uploadedFiles(app)).toEqual([]);
  });

  it('refuses what is not a PDF, a PDF over 2 MB, and an employer’s résumé, keeping nothing', async () => {
    const refusals: [string, Buffer, string, number, RegExp][] = [
      [worker, PNG_1X1, 'image/png', 400, /^resume: a résumé must be a PDF/],
      [worker, Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>'), 'application/pdf', 400, /^resume:/],
      [worker, Buffer.concat([await plainPdf(), Buffer.alloc(MAX_RESUME_BYTES)]), 'application/pdf', 400, /2 MB/],
      [member, await plainPdf(), 'application/pdf', 403, /Only workers/],
    ];
    for (const [token, content, type, status, message] of refusals) {
      const response = await upload(token, content, type);
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toMatch(message);
    }
    expect(await app.db.selectFrom('resumes').selectAll().execute()).toEqual([]);
    expect(storedResumes()).toEqual([]);
  });
});
