import { startTestApp, type TestApp } from '../helper';

describe('GET /api/suburbs', () => {
  let app: TestApp;
  beforeAll(async () => (app = await startTestApp()));
  afterAll(() => app.close());

  it('suggests suburbs by the start of their name, with their state', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/suburbs?query=newt' });
    expect(response.statusCode).toBe(200);
    const names = response.json<{ Suburb: string }[]>().map((suggestion) => suggestion.Suburb);
    expect(names).toContain('Newtown, New South Wales');
    expect(names.length).toBeLessThanOrEqual(10);
    expect(names.every((name) => name.toLowerCase().startsWith('newt'))).toBe(true);
  });

  it('knows suburbs in every state and territory, with coordinates', () => {
    for (const location of [
      'Fitzroy, Victoria',
      'Glenelg, South Australia',
      'Fremantle, Western Australia',
      'Hobart, Tasmania',
      'Braddon, Australian Capital Territory',
      'Alice Springs, Northern Territory',
      'Cairns, Queensland',
    ]) {
      expect(app.suburbs.find(location)).toMatchObject({
        location,
        latitude: expect.any(Number),
        longitude: expect.any(Number),
      });
    }
  });

  it('refuses an empty query', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/suburbs?query=' })).statusCode).toBe(400);
  });
});
