import { unsubscribeToken } from '../src/saved-searches/unsubscribe-token';
import { startTestApp, type TestApp } from './helper';
import { register, userIdOf } from './support/accounts';

// Rotating DEPLOY_TOKEN or LINK_SECRET without downtime (docs/deploying.md): for a while the APIs run
// with the new value and the previous one (DEPLOY_TOKEN_PREVIOUS, LINK_SECRET_PREVIOUS); both are
// accepted, only the new one signs, and once the previous value is unset it opens nothing.
const OLD = { deploy: 'old-deploy-token-0123456789abcdef', link: 'old-link-secret-0123456789abcdef' };
const NEW = { deploy: 'new-deploy-token-0123456789abcdef', link: 'new-link-secret-0123456789abcdef' };

async function appWith(previous: boolean) {
  return startTestApp({
    registry: {
      source: 'database',
      deployToken: NEW.deploy,
      previousDeployToken: previous ? OLD.deploy : null,
      deployTokenFile: '/nonexistent',
    },
    linkSecret: NEW.link,
    previousLinkSecret: previous ? OLD.link : null,
  });
}

const listTokens = (app: TestApp, token: string) =>
  app.inject({ method: 'GET', url: '/api/registry/tokens', headers: { authorization: `Bearer ${token}` } });
const unsubscribe = (app: TestApp, token: string) =>
  app.inject({ method: 'POST', url: `/api/savedSearches/unsubscribe?token=${encodeURIComponent(token)}` });

describe('rotating the shared secrets', () => {
  it('accepts the old and the new values during the rotation, and only the new one after it', async () => {
    const during = await appWith(true);
    try {
      expect((await listTokens(during, OLD.deploy)).statusCode).toBe(200);
      expect((await listTokens(during, NEW.deploy)).statusCode).toBe(200);
      expect((await listTokens(during, 'a-third-token-0123456789abcdefgh')).statusCode).toBe(401);
      await register(during);
      const userId = await userIdOf(during);
      // A digest mailed before the rotation, and one mailed during it: both links still work.
      expect((await unsubscribe(during, unsubscribeToken(OLD.link, userId))).statusCode).toBe(200);
      expect((await unsubscribe(during, unsubscribeToken(NEW.link, userId))).statusCode).toBe(200);
      expect((await unsubscribe(during, unsubscribeToken('a-third-secret', userId))).statusCode).toBe(400);
    } finally {
      await during.close();
    }
    const after = await appWith(false);
    try {
      expect((await listTokens(after, OLD.deploy)).statusCode).toBe(401);
      expect((await listTokens(after, NEW.deploy)).statusCode).toBe(200);
      await register(after);
      const userId = await userIdOf(after);
      expect((await unsubscribe(after, unsubscribeToken(OLD.link, userId))).statusCode).toBe(400);
      expect((await unsubscribe(after, unsubscribeToken(NEW.link, userId))).statusCode).toBe(200);
    } finally {
      await after.close();
    }
  });
});
