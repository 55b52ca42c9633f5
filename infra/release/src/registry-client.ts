import type {
  CreatedDeployToken,
  DeployToken,
  NewRelease,
  PointerMove,
  PruneResult,
  Release,
  ReleaseList,
} from '@fairgo/shared/contract';
import ky, { type HTTPError } from 'ky';

/** The registry's HTTP API (infra/api/src/routes/registry), as release tooling calls it. */
export function registryClient({ url, deployToken }: { url: string; deployToken: string | null }) {
  const api = ky.create({
    prefixUrl: url,
    retry: 0,
    timeout: 15_000,
    headers: deployToken ? { authorization: `Bearer ${deployToken}` } : {},
    hooks: {
      // The registry says what went wrong in `message`; show that rather than a bare status.
      beforeError: [
        async (error: HTTPError) => {
          const body = (await error.response.json().catch(() => null)) as { message?: string } | null;
          if (body?.message) error.message = `the registry answered ${error.response.status}: ${body.message}`;
          return error;
        },
      ],
    },
  });
  return {
    releases: (remote: string) => api.get(`${remote}/releases`).json<ReleaseList>(),
    addRelease: (remote: string, release: NewRelease) =>
      api.post(`${remote}/releases`, { json: release }).json<Release>(),
    point: (remote: string, version: string, reason?: string) =>
      api.put(`${remote}/current`, { json: { version, reason } }).json<PointerMove>(),
    canary: (remote: string, version: string, percent: number, reason?: string) =>
      api.post(`${remote}/canary`, { json: { version, percent, reason } }).json<PointerMove>(),
    promote: (remote: string, reason?: string) =>
      api.post(`${remote}/promote`, { json: { reason } }).json<PointerMove>(),
    rollback: (remote: string, version?: string, reason?: string) =>
      api.post(`${remote}/rollback`, { json: { version, reason } }).json<PointerMove>(),
    prune: () => api.post('prune', { json: {} }).json<PruneResult>(),
    tokens: () => api.get('tokens').json<{ tokens: DeployToken[] }>(),
    addToken: (name: string, remote?: string) =>
      api.post('tokens', { json: { name, remote } }).json<CreatedDeployToken>(),
    revokeToken: (name: string) => api.delete(`tokens/${encodeURIComponent(name)}`).json<DeployToken>(),
  };
}

export type RegistryClient = ReturnType<typeof registryClient>;
