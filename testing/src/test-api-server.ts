import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
// The client's global runtime configuration (__FAIRGO_CONFIG__), which this server points at itself.
import type {} from '@fairgo/shared/api';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** An answer; with `after`, it is sent once that settles (to see what the page shows while it waits). */
export type TestApiHandler = (request: RecordedRequest) => {
  status: number;
  body?: unknown;
  after?: Promise<unknown>;
  headers?: Record<string, string>;
};

/**
 * A real HTTP server on a loopback port for tests of the browser-side API client: it records each
 * request and answers from `handler`. Tests point the client at it with __FAIRGO_CONFIG__.
 */
export async function startTestApiServer(handler: TestApiHandler) {
  const requests: RecordedRequest[] = [];
  const waiting: { path: string; arrived: (request: RecordedRequest) => void }[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const request: RecordedRequest = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        // JSON bodies parsed; others (multipart) kept as the raw text, to look into with toContain.
        body: !raw ? undefined : req.headers['content-type']?.includes('json') ? (JSON.parse(raw) as unknown) : raw,
      };
      requests.push(request);
      for (const waiter of waiting.filter(({ path }) => path === request.path)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.arrived(request);
      }
      const { status, body, after, headers } = handler(request);
      void Promise.resolve(after).then(() => {
        res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
        res.end(body === undefined ? '' : JSON.stringify(body));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  globalThis.__FAIRGO_CONFIG__ = { apiBaseUrl: `http://127.0.0.1:${port}/api` };
  return {
    requests,
    /** The next request to `path`: for a call its sender does not wait for (a fire-and-forget revoke). */
    nextRequestTo: (path: string) => new Promise<RecordedRequest>((arrived) => waiting.push({ path, arrived })),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A Storage for tests that run where the browser's localStorage does not exist (node). */
export function installMemoryStorage(): Storage {
  const values = new Map<string, string>();
  const storage: Storage = {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
  return storage;
}
