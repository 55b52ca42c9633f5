import ky, { HTTPError, type Options } from 'ky';
import type { BodyOf, QueryOf, ReplyOf, RouteParams } from '../contract/route';
import type { ApiRoute, ApiRouteTable } from '../contract/routes';
import { TOKEN_KEY } from '@fairgo/shared/rules';
import { ApiError } from './api-error';
import { IDEMPOTENT_ROUTES } from './idempotent-routes';

export { TOKEN_KEY };

declare global {
  // Injected into the shell's index.html by the host at serve time (infra/hosting), so the API's
  // address is runtime configuration, never baked into a build.
  // `healthSampleRate`: the share of page loads (0 to 1) that report remotes' health.
  var __FAIRGO_CONFIG__: { apiBaseUrl?: string; healthSampleRate?: number } | undefined;
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

/** `suspended`: what the account's suspension says, when that is why the session was refused. */
type RefusalListener = (token: string, suspended: string | null) => void;
const refusalListeners = new Set<RefusalListener>();

/**
 * Calls `listener` with the token of each request the API refused as unauthenticated (401): the
 * session store ends that session, so a page never goes on acting with a token the server dropped.
 */
export function onSessionRefused(listener: RefusalListener): () => void {
  refusalListeners.add(listener);
  return () => refusalListeners.delete(listener);
}

const api = ky.create({
  credentials: 'include',
  retry: 0,
  timeout: 15_000,
  hooks: {
    beforeRequest: [
      (request) => {
        // product.md#api-calls: the bare token, no "Bearer" prefix.
        const token = storedToken();
        if (token) request.headers.set('Authorization', token);
      },
    ],
    afterResponse: [
      async (request, _options, response) => {
        const token = request.headers.get('Authorization');
        if (response.status !== 401 || !token || refusalListeners.size === 0) return;
        const body: unknown = await response
          .clone()
          .json()
          .catch(() => null);
        const suspended =
          body && typeof body === 'object' && 'code' in body && body.code === 'suspended' && 'message' in body
            ? String(body.message)
            : null;
        for (const listener of refusalListeners) listener(token, suspended);
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
    const sessionRefused = error.response.status === 401 && error.request.headers.has('Authorization');
    return new ApiError(error.response.status, message, body, sessionRefused);
  }
  return new ApiError(0, error instanceof Error ? error.message : 'The server could not be reached.');
}

/**
 * A write that creates something carries an Idempotency-Key, the same on each of its tries: a request
 * that a dying instance cut off (the network error, or nginx's 502) is sent again, and the API answers
 * the retry with the first answer if the first try got that far, never with a second write. While the
 * first try still runs, the API answers 409 with Retry-After, which the retry waits for.
 */
const safeRetries = (): Options => ({
  headers: { 'Idempotency-Key': crypto.randomUUID() },
  retry: {
    limit: 3,
    methods: ['post'],
    statusCodes: [409, 502, 503, 504],
    afterStatusCodes: [409, 503],
    maxRetryAfter: 10_000,
    // A 409 is retried only while the first try runs (it says when to come back); any other 409 is
    // the route's own answer (an offer already made), which no retry changes.
    shouldRetry: ({ error }) =>
      error instanceof HTTPError && error.response.status === 409
        ? error.response.headers.has('Retry-After')
        : undefined,
  },
});

type Query = Record<string, unknown> | URLSearchParams | string;

/**
 * A query as the address carries it: a list is its name repeated (`jobs=a&jobs=b`), and a value left
 * `undefined` is not sent.
 */
function toSearchParams(query: Query): URLSearchParams {
  if (typeof query === 'string' || query instanceof URLSearchParams) return new URLSearchParams(query);
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const entry of Array.isArray(value) ? value : [value]) params.append(name, String(entry));
  }
  return params;
}

/**
 * The address a call of `route` asks for, under the API's base: its path with its parameters encoded, and
 * its query as the browser sends it (`findwork/advisers?sort=newest&limit=24`).
 */
export function addressOf(
  route: ApiRoute,
  { params, searchParams }: { params?: Record<string, string>; searchParams?: Query } = {},
): string {
  const pattern = route.split(' ')[1]!;
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params![name]!));
  const query = searchParams === undefined ? '' : toSearchParams(searchParams).toString();
  return query ? `${path}?${query}` : path;
}

type HasParams<Route extends ApiRoute> = keyof RouteParams<Route> extends never ? false : true;
type Declared<Route extends ApiRoute> = ApiRouteTable[Route];
/** What a route takes, as its declaration says: a JSON body, a query, or a multipart form. */
type Input<Route extends ApiRoute> = ([BodyOf<Declared<Route>>] extends [never]
  ? { json?: never }
  : { json: BodyOf<Declared<Route>> }) &
  ([QueryOf<Declared<Route>>] extends [never]
    ? { searchParams?: never }
    : { searchParams?: QueryOf<Declared<Route>> | URLSearchParams }) &
  (Declared<Route> extends { multipart: true } ? { body: FormData } : { body?: never });
/** ky's options for a call, less what the route declares (method, input), plus its path parameters if it has any. */
export type CallOptions<Route extends ApiRoute> = Omit<Options, 'method' | 'json' | 'searchParams' | 'body'> &
  Input<Route> &
  (HasParams<Route> extends true ? { params: RouteParams<Route> } : { params?: never });
/** What a route answers on success, as its declaration says. */
export type Reply<Route extends ApiRoute> = ReplyOf<Declared<Route>>;

type NeedsOptions<Route extends ApiRoute> =
  HasParams<Route> extends true
    ? true
    : [BodyOf<Declared<Route>>] extends [never]
      ? Declared<Route> extends { multipart: true }
        ? true
        : false
      : true;

/**
 * Calls a route of the API (`'GET tasks/getTaskById/:taskId'`, declared in the contract's routes/) and
 * parses its JSON answer, typed by that declaration: what it takes and what it answers. Path
 * parameters are encoded; an error answer becomes an ApiError.
 */
export async function request<Route extends ApiRoute>(
  route: Route,
  ...[options]: NeedsOptions<Route> extends true ? [CallOptions<Route>] : [CallOptions<Route>?]
): Promise<Reply<Route>> {
  const [method] = route.split(' ') as [string];
  const { params, searchParams, ...kyOptions } = (options ?? {}) as Options & Parameters<typeof addressOf>[1];
  try {
    const response = await api(`${apiBaseUrl()}/${addressOf(route, { params, searchParams })}`, {
      ...kyOptions,
      method,
      ...(IDEMPOTENT_ROUTES.has(route) ? safeRetries() : {}),
    });
    if (response.status === 204) return undefined as Reply<Route>;
    // A file (an image, a document, an attachment such as the data export) comes as it is; every
    // other answer is JSON.
    if (
      /^(image\/|application\/pdf)/.test(response.headers.get('content-type') ?? '') ||
      /^attachment/i.test(response.headers.get('content-disposition') ?? '')
    )
      return (await response.blob()) as Reply<Route>;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as Reply<Route>;
  } catch (error) {
    throw await toApiError(error);
  }
}
