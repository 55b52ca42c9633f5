import { setAdmin } from '../src/operators/admin-rights';
import { startTestApp } from './helper';
import { login, register } from './support/accounts';

// `npm run admin -- grant|revoke <email>` (src/admin-cli.ts) changes rights through setAdmin; the
// production topology test runs the built command itself.
describe("an operator's grant and revoke", () => {
  it('gives an account admin rights and takes them away, taking effect on its open sessions at once', async () => {
    const app = await startTestApp();
    try {
      await register(app);
      const { token } = await login(app);
      const outbox = () => app.inject({ method: 'GET', url: '/api/outbox', headers: { authorization: token } });
      expect((await outbox()).statusCode).toBe(403);
      expect(await setAdmin(app.db, ' Casey@Example.com.au ', true)).toEqual({
        email: 'casey@example.com.au',
        name: 'Casey Worker',
        changed: true,
        admins: 1,
      });
      expect((await outbox()).statusCode).toBe(200);
      expect((await setAdmin(app.db, 'casey@example.com.au', true))?.changed).toBe(false);
      expect(await setAdmin(app.db, 'casey@example.com.au', false)).toMatchObject({ changed: true, admins: 0 });
      expect((await outbox()).statusCode).toBe(403);
      expect(await setAdmin(app.db, 'nobody@example.com.au', true)).toBeNull();
    } finally {
      await app.close();
    }
  });
});
