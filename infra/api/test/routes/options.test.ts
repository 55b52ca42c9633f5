import { startTestApp, type TestApp } from '../helper';

describe('the posting form’s option lists', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
    await app.db
      .insertInto('job_roles')
      .values([{ name: 'Barista' }, { name: 'Bar Attendant' }, { name: 'Chef' }])
      .execute();
    await app.db
      .insertInto('certificate_options')
      .values([{ name: 'RSA' }, { name: 'White Card' }])
      .execute();
  });
  afterAll(() => app.close());

  it('lists job roles, filtered by the query anywhere in the name', async () => {
    const all = await app.inject({ method: 'GET', url: '/api/jobRoles/getRoles' });
    expect(all.json()).toEqual({ JobRoles: ['Bar Attendant', 'Barista', 'Chef'] });
    const bar = await app.inject({ method: 'GET', url: '/api/jobRoles/getRoles?query=bar' });
    expect(bar.json()).toEqual({ JobRoles: ['Bar Attendant', 'Barista'] });
    const percent = await app.inject({ method: 'GET', url: '/api/jobRoles/getRoles?query=%25' });
    expect(percent.json()).toEqual({ JobRoles: [] });
  });

  it('lists certificate options', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/certificateOptions?query=card' });
    expect(response.json()).toEqual({ CertificateOptions: ['White Card'] });
  });
});
