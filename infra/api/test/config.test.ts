import type { ConfigError } from '@fairgo/hosting/environment';
import { loadConfig } from '../src/config';

describe('loadConfig', () => {
  afterEach(() => {
    delete process.env.API_PORT;
  });

  it('stops the start on a bad port, naming the variable', () => {
    process.env.API_PORT = 'eighty';
    expect(() => loadConfig()).toThrow('API_PORT must be a port number (1-65535), got "eighty"');
  });

  it('defaults the API to port 4000', () => {
    expect(loadConfig().port).toBe(4000);
  });

  // Several APIs run on one machine (the e2e sites, npm start beside a test): an unasked metrics
  // listener on a fixed port would stop every one but the first.
  it('serves metrics only on the port METRICS_PORT names', () => {
    expect(loadConfig({}).operations.metricsPort).toBeNull();
    expect(loadConfig({ METRICS_PORT: '9100' }).operations.metricsPort).toBe(9100);
  });
});

describe('password hashing cost', () => {
  it("defaults to OWASP's argon2id minimum: 19 MiB of memory, 2 iterations", () => {
    expect(loadConfig().passwordHashing).toEqual({ memoryCost: 19_456, timeCost: 2 });
  });
});

/** What production needs besides payments: everything several instances share. */
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://db.internal/fairgo',
  DEPLOY_TOKEN: 'deploy-secret',
  LINK_SECRET: 'link-secret',
  STORAGE_BUCKET: 'fairgo-files',
  PAYMENTS_PROVIDER: 'development',
};

describe('payments provider', () => {
  it('is the development provider when nothing is configured, outside production', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'development' });
  });

  it('is Stripe when both Stripe keys are set', () => {
    const env = {
      ...PRODUCTION,
      PAYMENTS_PROVIDER: '',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    };
    expect(loadConfig(env).payments).toEqual({ provider: 'stripe', secretKey: 'sk_live_x', webhookSecret: 'whsec_x' });
  });

  it('names the missing Stripe key', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(
      'Stripe payments need STRIPE_WEBHOOK_SECRET as well',
    );
  });

  it('refuses the development provider in production unless PAYMENTS_PROVIDER=development says so', () => {
    expect(() => loadConfig({ ...PRODUCTION, PAYMENTS_PROVIDER: '' })).toThrow(
      /Production takes real money: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/,
    );
    expect(loadConfig(PRODUCTION).payments).toEqual({ provider: 'development' });
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'paypal' })).toThrow(
      'PAYMENTS_PROVIDER must be "stripe" or "development", got "paypal"',
    );
  });
});

describe('production', () => {
  it('refuses to start without what instances share, naming every missing variable at once', () => {
    const problems = (() => {
      try {
        loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'development', API_PORT: 'x' });
      } catch (error) {
        return (error as ConfigError).problems;
      }
    })();
    expect(problems).toEqual([
      'DATABASE_URL is required in production: every instance must share it',
      'DEPLOY_TOKEN is required in production: every instance must share it',
      'LINK_SECRET is required in production: every instance must share it',
      'STORAGE_BUCKET or STORAGE_DIR is required in production: every instance must share it (STORAGE_DIR: a folder every instance mounts)',
      'API_PORT must be a port number (1-65535), got "x"',
    ]);
  });

  it('reads NODE_ENV in any case, and refuses a value it does not know', () => {
    expect(loadConfig({ ...PRODUCTION, NODE_ENV: 'Production' }).production).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'prod' })).toThrow(
      'NODE_ENV must be production, development or test, got "prod"',
    );
  });

  it('migrates in a step of its own, seeds no demo accounts and keeps files in the shared bucket', () => {
    const config = loadConfig(PRODUCTION);
    expect(config).toMatchObject({
      migrateOnStart: false,
      seedDemoData: false,
      storage: { kind: 's3', bucket: 'fairgo-files', region: 'us-east-1', forcePathStyle: false },
      database: { kind: 'postgres', url: 'postgres://db.internal/fairgo' },
    });
    expect(loadConfig({}).migrateOnStart).toBe(true);
    expect(loadConfig({}).storage.kind).toBe('folder');
  });
});

describe('the configuration reference (docs/api.md)', () => {
  it('lists every variable the API, the hosts and the release tooling read', async () => {
    const { readFileSync } = await import('node:fs');
    const { hostVariables } = await import('@fairgo/hosting/host-config');
    const { storageVariables } = await import('@fairgo/hosting/object-store');
    const { appVariables, siteVariables } = await import('@fairgo/hosting/site-config');
    const { apiVariables } = await import('../src/config');
    const reference = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8');
    const names = [apiVariables, siteVariables, storageVariables, hostVariables, appVariables]
      .flatMap((schema) => Object.keys(schema.properties))
      // Each remote's origin is listed once, as ORIGIN_MF_<NAME>; the shell's own origin is its page's.
      .filter((name) => !name.startsWith('ORIGIN_'));
    expect(names.filter((name) => !reference.includes(`\`${name}\``))).toEqual([]);
  });
});
