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
});

describe('password hashing cost', () => {
  it("defaults to OWASP's argon2id minimum: 19 MiB of memory, 2 iterations", () => {
    expect(loadConfig().passwordHashing).toEqual({ memoryCost: 19_456, timeCost: 2 });
  });
});

describe('payments provider', () => {
  const NAMES = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'PAYMENTS_PROVIDER', 'NODE_ENV'] as const;
  const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));
  const set = (values: Partial<Record<(typeof NAMES)[number], string>>) => {
    for (const name of NAMES) delete process.env[name];
    Object.assign(process.env, values);
  };
  afterEach(() => {
    for (const name of NAMES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it('is the development provider when nothing is configured, outside production', () => {
    set({});
    expect(loadConfig().payments).toEqual({ provider: 'development' });
  });

  it('is Stripe when both Stripe keys are set', () => {
    set({ STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', NODE_ENV: 'production' });
    expect(loadConfig().payments).toEqual({ provider: 'stripe', secretKey: 'sk_live_x', webhookSecret: 'whsec_x' });
  });

  it('names the missing Stripe key', () => {
    set({ STRIPE_SECRET_KEY: 'sk_live_x' });
    expect(() => loadConfig()).toThrow('Stripe payments need STRIPE_WEBHOOK_SECRET as well');
  });

  it('refuses the development provider in production unless PAYMENTS_PROVIDER=development says so', () => {
    set({ NODE_ENV: 'production' });
    expect(() => loadConfig()).toThrow(/Production takes real money: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/);
    set({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'development' });
    expect(loadConfig().payments).toEqual({ provider: 'development' });
    set({ PAYMENTS_PROVIDER: 'paypal' });
    expect(() => loadConfig()).toThrow('PAYMENTS_PROVIDER must be "stripe" or "development", got "paypal"');
  });
});
