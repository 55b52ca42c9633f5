import { startTestApiServer, type RecordedRequest } from './test-api-server';

type Answer = { status: number; body?: unknown; after?: Promise<unknown> };

/**
 * A loopback HTTP server answering API calls by "METHOD /api/path" for the apps' component tests;
 * the real API's answers are covered by infra/api's tests and the e2e journeys.
 */
export async function startFakeApi() {
  const answers = new Map<string, Answer>();
  const server = await startTestApiServer(
    (request: RecordedRequest) =>
      answers.get(`${request.method} ${request.path.split('?')[0]}`) ?? { status: 404, body: { message: 'Not found' } },
  );
  const requestsTo = (route: string) =>
    server.requests.filter((request) => `${request.method} ${request.path.split('?')[0]}` === route);
  return {
    ...server,
    answer: (route: string, answer: Answer) => answers.set(route, answer),
    reset: () => {
      answers.clear();
      server.requests.length = 0;
    },
    /** The requests made to a route ("METHOD /api/path"), oldest first. */
    requestsTo: (route: string) => requestsTo(route),
    last: (route: string) => requestsTo(route).at(-1),
  };
}

export type FakeApi = Awaited<ReturnType<typeof startFakeApi>>;

/**
 * The fake API of a test file: started before its tests, reset before each (then given the answers
 * `defaults` sets), closed after them all. Call it in the body of a `describe`.
 */
export function fakeApiForEachTest(defaults: (api: FakeApi) => void = () => undefined): FakeApi {
  let api: FakeApi | undefined;
  beforeAll(async () => {
    api = await startFakeApi();
  });
  afterAll(() => api?.close());
  beforeEach(() => {
    api!.reset();
    defaults(api!);
  });
  return new Proxy({} as FakeApi, { get: (_target, key) => Reflect.get(api!, key) as unknown });
}
