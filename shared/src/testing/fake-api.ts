import { startTestApiServer, type RecordedRequest } from './test-api-server';

type Answer = { status: number; body?: unknown };

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
