import type { HealthSample, ReleaseList, RemoteRegistry } from '@fairgo/shared/contract';
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
    beacon: (samples: unknown, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: '/api/registry/health', headers, payload: { samples } }),
  };
}

export const loads = (version: string, count: number, { failed = 0, ms = 300 } = {}): HealthSample[] =>
  Array.from({ length: count }, (_, index) =>
    index < failed
      ? { remote: 'mf_admin', version, kind: 'load', failed: true }
      : { remote: 'mf_admin', version, kind: 'load', value: ms },
  );

export async function report(calls: ReturnType<typeof registryCalls>, samples: HealthSample[]) {
  for (let start = 0; start < samples.length; start += 50) {
    expect((await calls.beacon(samples.slice(start, start + 50))).statusCode).toBe(204);
  }
}
