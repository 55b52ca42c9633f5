import { jest } from '@jest/globals';
import type * as Passwords from '../../../src/lib/passwords';
import type { TestApp } from '../../helper';

// A login for an unknown e-mail checks a password hash at the configured cost, as one for a
// known e-mail does, so the answer's timing does not tell which e-mails have accounts. Counted, not timed.
const checkedHashes: string[] = [];
jest.doMock('../../../src/lib/passwords', () => {
  const real = jest.requireActual<typeof Passwords>('../../../src/lib/passwords');
  return {
    ...real,
    verifyPassword: (passwordHash: string, password: string) => {
      checkedHashes.push(passwordHash);
      return real.verifyPassword(passwordHash, password);
    },
  };
});

describe('login for an unknown e-mail', () => {
  let app: TestApp;
  beforeAll(async () => {
    const { startTestApp } = await import('../../helper');
    const { register } = await import('../../support/accounts');
    app = await startTestApp();
    await register(app);
  });
  afterAll(() => app.close());

  const login = (email: string) =>
    app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'correct horse battery' } });

  it('checks a hash of the same cost as for a known e-mail, and answers the same', async () => {
    const known = await login('casey@example.com.au');
    expect(known.statusCode).toBe(200);
    const unknown = await login('nobody@example.com.au');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'Invalid email or password.' });

    expect(checkedHashes).toHaveLength(2);
    const parameters = (hash: string) => hash.split('$').slice(1, 4).join('$'); // algorithm, version, costs
    expect(parameters(checkedHashes[1]!)).toBe(parameters(checkedHashes[0]!));
    expect(checkedHashes[1]).toMatch(/^\$argon2id\$/);
  });
});
