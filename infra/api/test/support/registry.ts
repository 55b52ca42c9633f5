import type { HealthPageToken, HealthSample, ReleaseList, RemoteRegistry } from '@fairgo/shared/contract';
import { inCanary } from '@fairgo/shared/page';
import type { TestApp } from '../helper';

// The registry's calls as release tooling and browsers make them.

export const BOOTSTRAP = { authorization: 'Bearer test-deploy-token' };

export function registryCalls(app: TestApp) {
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = BOOTSTRAP) =>
    app.inject({ method, url: `/api/registry/${url}`, headers, ...(payload ? { payload } : {}) });
  return {
    send,
    publish: (version: string, remote = 'mf_admin', headers = BOOTSTRAP) =>
      send(
        'POST',
        `${remote}/releases`,
        {
          version,
          manifestUrl: `http://localhost:3004/v/${version}/mf-manifest.json`,
          title: 'Feedback',
          routes: ['/feedback'],
        },
        headers,
      ),
    point: (version: string, remote = 'mf_admin', headers = BOOTSTRAP) =>
      send('PUT', `${remote}/current`, { version }, headers),
    canary: (version: string, percent: number, remote = 'mf_admin', headers = BOOTSTRAP) =>
      send('POST', `${remote}/canary`, { version, percent, reason: 'try the new heading' }, headers),
    list: async (remote = 'mf_admin') => (await send('GET', `${remote}/releases`)).json<ReleaseList>(),
    registry: async () => (await app.inject({ method: 'GET', url: '/api/registry' })).json<RemoteRegistry>(),
    /** A page load's health token, asked for from `ip` by a browser whose canary bucket is `bucket`. */
    healthToken: async (bucket?: string, ip = BROWSER_IP) => {
      const reply = await app.inject({
        method: 'POST',
        url: '/api/registry/health/pages',
        remoteAddress: ip,
        payload: bucket ? { bucket } : {},
      });
      expect(reply.statusCode).toBe(200);
      return reply.json<HealthPageToken>().token;
    },
    beacon: (token: string, samples: unknown, { ip = BROWSER_IP, headers = {} as Record<string, string> } = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/registry/health',
        headers,
        remoteAddress: ip,
        payload: { token, samples },
      }),
  };
}

/** The address the tests' browser reports from, unless a test names another. */
export const BROWSER_IP = '198.51.100.7';

/** A canary bucket that gets `version` of `remote` from the registry as it stands. */
export async function bucketFor(calls: ReturnType<typeof registryCalls>, version: string, remote = 'mf_admin') {
  const entry = (await calls.registry()).remotes.find((candidate) => candidate.name === remote);
  const wantCanary = entry?.canary?.version === version;
  for (let index = 0; index < 10_000; index += 1) {
    const bucket = `test-bucket-${index}`;
    if (!entry?.canary || inCanary(bucket, remote, entry.canary) === wantCanary) return bucket;
  }
  throw new Error(`no bucket gets ${remote} ${version}`);
}

/** One page load that reports `samples` (all of one version of mf_admin) from the browser at `ip`. */
export async function reportPage(calls: ReturnType<typeof registryCalls>, samples: HealthSample[], ip = BROWSER_IP) {
  const token = await calls.healthToken(await bucketFor(calls, samples[0]!.version), ip);
  expect((await calls.beacon(token, samples, { ip })).statusCode).toBe(204);
}

export const loads = (version: string, count: number, { failed = 0, ms = 300 } = {}): HealthSample[] =>
  Array.from({ length: count }, (_, index) =>
    index < failed
      ? { remote: 'mf_admin', version, kind: 'load', failed: true }
      : { remote: 'mf_admin', version, kind: 'load', value: ms },
  );

let nextBrowser = 0;
/**
 * `browsers` page loads of `version`, each from a browser of its own on a network of its own (its own
 * IPv4 /24, as browsers of different households are); the first `failed` fail.
 */
export async function reportLoads(
  calls: ReturnType<typeof registryCalls>,
  version: string,
  browsers: number,
  { failed = 0, ms = 300 } = {},
) {
  const samples = loads(version, browsers, { failed, ms });
  for (const sample of samples) {
    nextBrowser += 1;
    await reportPage(calls, [sample], `10.${(nextBrowser >> 8) & 255}.${nextBrowser & 255}.1`);
  }
}
