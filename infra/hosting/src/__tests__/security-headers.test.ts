import { createHash } from 'node:crypto';
import { cspHash, headersOf, inlineScriptHashes, pagePolicy, PERMISSIONS_POLICY, sourceOf } from '../security-headers';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the inline scripts a browser runs, once each, and nothing else', () => {
    const html = [
      '<script>boot()</script>',
      '<script type="module">start()</script>',
      '<script type="application/json" id="data">{"a":1}</script>',
      '<script src="/main.js"></script>',
      '<script defer src="/other.js">ignored()</script>',
      '<SCRIPT>boot()</SCRIPT>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha256('boot()'), sha256('start()')]);
    expect(cspHash('boot()')).toBe(sha256('boot()'));
  });
});

describe('pagePolicy', () => {
  const policy = headersOf(
    pagePolicy({
      remoteOrigins: ['https://static.fairgo.au/mf-tasks', 'https://admin.fairgo.au'],
      scriptHashes: [sha256('boot()')],
      apiOrigin: 'https://api.fairgo.au',
    }),
  )['Content-Security-Policy']!;
  const directive = (name: string) => policy.split(';').find((part) => part.startsWith(`${name} `));

  it('allows scripts from the site, the remotes and the page’s own inline scripts, never any inline script', () => {
    expect(directive('script-src')).toBe(
      `script-src 'self' https://static.fairgo.au/mf-tasks/ https://admin.fairgo.au http://localhost:* http://127.0.0.1:* ${sha256('boot()')}`,
    );
    expect(policy).not.toMatch(/'unsafe-eval'/);
    expect(directive('script-src-attr')).toBe("script-src-attr 'none'");
    expect(directive('connect-src')).toContain('https://api.fairgo.au');
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('object-src')).toBe("object-src 'none'");
  });

  it('allows a developer’s local build outside production only', () => {
    const scripts = (production: boolean) => {
      const options = { remoteOrigins: ['https://admin.fairgo.au'], scriptHashes: [], production };
      const policy = headersOf(pagePolicy(options))['Content-Security-Policy']!;
      return policy.split(';').find((part) => part.startsWith('script-src '));
    };
    expect(scripts(false)).toContain('http://localhost:*');
    expect(scripts(true)).toBe("script-src 'self' https://admin.fairgo.au");
  });

  it('does not name a remote on a loopback host again where a local build is allowed (headers are not compressed)', () => {
    const scripts = (production: boolean) => {
      const remoteOrigins = ['http://localhost:3001', 'http://127.0.0.1:3002/mf-tasks', 'https://admin.fairgo.au'];
      const policy = headersOf(pagePolicy({ remoteOrigins, scriptHashes: [], production }))['Content-Security-Policy']!;
      return policy.split(';').find((part) => part.startsWith('script-src '));
    };
    expect(scripts(false)).toBe("script-src 'self' https://admin.fairgo.au http://localhost:* http://127.0.0.1:*");
    expect(scripts(true)).toBe(
      "script-src 'self' http://localhost:3001 http://127.0.0.1:3002/mf-tasks/ https://admin.fairgo.au",
    );
  });

  it('comes with the rest of helmet’s headers and the Permissions-Policy', () => {
    const headers = headersOf(pagePolicy({ remoteOrigins: [], scriptHashes: [] }));
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
      'Permissions-Policy': PERMISSIONS_POLICY,
    });
  });
});

describe('sourceOf', () => {
  it('is the origin of a remote at the root of its host, else its folder with a trailing slash', () => {
    expect(sourceOf('http://localhost:3002')).toBe('http://localhost:3002');
    expect(sourceOf('https://static.fairgo.au/mf-tasks')).toBe('https://static.fairgo.au/mf-tasks/');
    expect(sourceOf('https://static.fairgo.au/mf-tasks/')).toBe('https://static.fairgo.au/mf-tasks/');
  });
});
