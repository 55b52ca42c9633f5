import { untrustworthyProxies, weakSecrets } from '../production-rules';

describe('TRUSTED_PROXIES in any spelling', () => {
  it.each([
    '127.0.0.1',
    '::1',
    '10.0.0.0/8',
    '10.1.2.0/24',
    '172.20.0.4',
    '192.168.1.0/24',
    'fd00::/8',
    '::ffff:10.0.0.1',
  ])('accepts %s: inside a private network', (entry) => expect(untrustworthyProxies([entry])).toEqual([]));

  it.each([
    '0.0.0.0/0',
    '0.0.0.0/1',
    '128.0.0.0/1',
    '::/0',
    '::ffff:0:0/96',
    '8.8.8.8',
    '10.0.0.0/7',
    '172.0.0.0/8',
    '2001:db8::/32',
  ])('refuses %s: it would let a client choose its address', (entry) => {
    expect(untrustworthyProxies([entry])).toEqual([
      expect.stringContaining(`"${entry}" would let any client choose its address`),
    ]);
  });

  it.each(['true', 'loopback', '10.0.0.0/40', 'nginx.internal'])(
    'names %s as not an address, not a stack trace',
    (entry) => {
      expect(untrustworthyProxies([entry])).toEqual([
        `TRUSTED_PROXIES must list addresses or CIDR ranges, got "${entry}"`,
      ]);
    },
  );
});

describe('shared secrets', () => {
  const strong = (seed: string) => `${seed}-${'k7Qp2xLr9'.repeat(4)}`;

  it('accepts two long secrets that differ', () => {
    expect(
      weakSecrets({ LINK_SECRET: strong('a'), DEPLOY_TOKEN: strong('b'), LINK_SECRET_PREVIOUS: undefined }),
    ).toEqual([]);
  });

  it('refuses a short one, a documented example, and two that are equal', () => {
    expect(weakSecrets({ DEPLOY_TOKEN: 'k7Qp2x' })).toEqual(['DEPLOY_TOKEN must be at least 32 bytes long, got 6']);
    expect(weakSecrets({ LINK_SECRET: 'changeme' })).toEqual([
      expect.stringMatching(/^LINK_SECRET is an example value/),
    ]);
    expect(weakSecrets({ LINK_SECRET: 'x'.repeat(40) })).toEqual([expect.stringMatching(/example value/)]);
    expect(weakSecrets({ LINK_SECRET: strong('same'), DEPLOY_TOKEN: strong('same') })).toEqual([
      'LINK_SECRET and DEPLOY_TOKEN must differ: one leaked secret must not open both doors',
    ]);
  });
});
