import { startTestApp, type TestApp } from '../helper';

describe('counters and address predictions', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('counts each fire-and-forget call of product.md#api-calls, once per call', async () => {
    for (const path of ['askforjobcount', 'postajobcount', 'postajobcount', 'visitorcount', 'postTaskCount']) {
      const response = await app.inject({ method: 'GET', url: `/api/${path}` });
      expect(response.statusCode).toBe(204);
    }
    const counters = await app.db.selectFrom('counters').selectAll().orderBy('name').execute();
    expect(counters.map((row) => [row.name, Number(row.value)])).toEqual([
      ['askForJob', 1],
      ['postAJob', 2],
      ['postTask', 1],
      ['visitor', 1],
    ]);
  });

  it('completes the suburb of a typed address, keeping the street', async () => {
    const url = `/api/google/autocomplete?query=${encodeURIComponent('12 King St, Newtown')}`;
    const { predictions } = (await app.inject({ method: 'GET', url })).json();
    expect(predictions).toContainEqual({ description: '12 King St, Newtown, New South Wales, Australia' });
    expect(predictions.length).toBeLessThanOrEqual(5);
    const suburbOnly = (await app.inject({ method: 'GET', url: '/api/google/autocomplete?query=glenelg' })).json();
    expect(suburbOnly.predictions.map((p: { description: string }) => p.description)).toContain(
      'Glenelg, South Australia, Australia',
    );
    expect((await app.inject({ method: 'GET', url: '/api/google/autocomplete?query=' })).statusCode).toBe(400);
  });
});
