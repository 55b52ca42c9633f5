import ky, { HTTPError, type Options } from 'ky';
import { TOKEN_KEY } from '../rules';
import { ApiError } from './api-error';

export { TOKEN_KEY };

declare global {
  // Injected into the shell's index.html by the host at serve time (infra/hosting), so the API's
  // address is runtime configuration, never baked into a build.
  var __FAIRGO_CONFIG__: { apiBaseUrl?: string } | undefined;
}

export function apiBaseUrl(): string {
  const configured = globalThis.__FAIRGO_CONFIG__?.apiBaseUrl ?? '/api';
  return new URL(configured, globalThis.location?.href ?? 'http://localhost').href;
}

function storedToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

const api = ky.create({
  credentials: 'include',
  retry: 0,
  timeout: 15_000,
  hooks: {
    beforeRequest: [
      (request) => {
        // Spec §7: the bare token, no "Bearer" prefix.
        const token = storedToken();
        if (token) request.headers.set('Authorization', token);
      },
    ],
  },
});

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof HTTPError) {
    const body: unknown = await error.response.json().catch(() => undefined);
    const message =
      typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
        ? body.message
        : error.response.statusText || `Request failed with status ${error.response.status}`;
    return new ApiError(error.response.status, message, body);
  }
  return new ApiError(0, error instanceof Error ? error.message : 'The server could not be reached.');
}

/** Calls `path` (relative to the API's base, e.g. `login/verifyToken`) and parses the JSON answer. */
export async function request<T>(path: string, options: Options = {}): Promise<T> {
  try {
    const response = await api(`${apiBaseUrl()}/${path}`, options);
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  } catch (error) {
    throw await toApiError(error);
  }
}
