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
