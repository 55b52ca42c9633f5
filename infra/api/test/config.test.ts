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
  API_HOST: '10.0.0.7',
  DATABASE_URL: 'postgres://db.internal/fairgo',
  DEPLOY_TOKEN: 'Zr4q8VnT2wLk9sPb3xHc7mJd5yGf1aQe',
  LINK_SECRET: 'Hb6nWq3tKz8pRm2vXc9sLd4yFg7jTa1u',
  STORAGE_BUCKET: 'fairgo-files',
  PAYMENTS_PROVIDER: 'development',
  SITE_URL: 'https://fairgo.au',
  SITE_ORIGINS: 'https://fairgo.au',
  SMTP_URL: 'smtps://mailer:secret@smtp.internal',
  ...Object.fromEntries(
    ['MARKETPLACE', 'TASKS', 'ACCOUNT', 'ADMIN'].map((name) => [
      `ORIGIN_MF_${name}`,
      `https://static.fairgo.au/mf-${name.toLowerCase()}`,
    ]),
  ),
};

const problemsOf = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
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
    const problems = problemsOf({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'development', API_PORT: 'x' });
    expect(problems).toEqual([
      'DATABASE_URL is required in production: every instance must share it',
      'DEPLOY_TOKEN is required in production: every instance must share it',
      'LINK_SECRET is required in production: every instance must share it',
      'STORAGE_BUCKET or STORAGE_DIR is required in production: every instance must share it (STORAGE_DIR: a folder every instance mounts)',
      "SITE_URL is required in production: the site's public address, which links in e-mails point at",
      "SMTP_URL is required in production: the mail server: without it a reset link's mail never leaves this machine",
      "API_HOST is required in production: the address to listen on: this machine's private address that nginx reaches (or 0.0.0.0)",
      'API_PORT must be a port number (1-65535), got "x"',
      ...Array.from({ length: 6 }, () => expect.stringContaining('is on loopback')),
    ]);
  });

  // Each of these started a healthy-looking site that quietly failed its users.
  it.each<[string, NodeJS.ProcessEnv, RegExp]>([
    ['a two-letter deploy token', { DEPLOY_TOKEN: 'k7' }, /^DEPLOY_TOKEN must be at least 32 bytes long/],
    ['an example link secret', { LINK_SECRET: 'changeme' }, /^LINK_SECRET is an example value/],
    [
      'the same value for both secrets',
      { LINK_SECRET: PRODUCTION.DEPLOY_TOKEN },
      /^LINK_SECRET and DEPLOY_TOKEN must differ/,
    ],
    ['a weak previous secret', { LINK_SECRET_PREVIOUS: 'old' }, /^LINK_SECRET_PREVIOUS must be at least 32 bytes/],
    ['demo data', { SEED_DEMO_DATA: 'true' }, /^SEED_DEMO_DATA must not be true in production/],
    ['a site on plain http', { SITE_URL: 'http://fairgo.au' }, /^SITE_URL is plain http/],
    ['a site on loopback', { SITE_URL: 'https://localhost:3000' }, /^SITE_URL is on loopback/],
    [
      'a remote served from loopback',
      { ORIGIN_MF_TASKS: 'https://127.0.0.1/mf-tasks' },
      /^ORIGIN_MF_TASKS is on loopback/,
    ],
    [
      'an API origin on http',
      { PUBLIC_API_BASE_URL: 'http://api.fairgo.au/api' },
      /^PUBLIC_API_BASE_URL is plain http/,
    ],
    ['every address a proxy', { TRUSTED_PROXIES: '10.0.0.2,128.0.0.0/1' }, /"128.0.0.0\/1" would let any client/],
    ['a proxy list of "true"', { TRUSTED_PROXIES: 'true' }, /^TRUSTED_PROXIES must list addresses or CIDR ranges/],
    ['no mail server', { SMTP_URL: '' }, /^SMTP_URL is required in production/],
    ['no site address', { SITE_URL: '' }, /^SITE_URL is required in production/],
    ['no bind address', { API_HOST: '' }, /^API_HOST is required in production/],
  ])('refuses %s', (_, change, problem) => {
    expect(problemsOf(PRODUCTION)).toEqual([]);
    expect(problemsOf({ ...PRODUCTION, ...change })).toEqual([expect.stringMatching(problem)]);
  });

  it('allows plain http origins for staging only when ALLOW_INSECURE_ORIGINS=true says so', () => {
    const staging = { ...PRODUCTION, SITE_URL: 'http://staging.fairgo.au', ALLOW_INSECURE_ORIGINS: 'true' };
    expect(loadConfig(staging).siteUrl).toBe('http://staging.fairgo.au');
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
    const { productionVariables } = await import('@fairgo/hosting/production-rules');
    const { apiVariables } = await import('../src/config');
    const reference = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8');
    const names = [apiVariables, siteVariables, storageVariables, hostVariables, appVariables, productionVariables]
      .flatMap((schema) => Object.keys(schema.properties))
      // Each remote's origin is listed once, as ORIGIN_MF_<NAME>; the shell's own origin is its page's.
      .filter((name) => !name.startsWith('ORIGIN_'));
    expect(names.filter((name) => !reference.includes(`\`${name}\``))).toEqual([]);
  });
});
