import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus metrics of this instance (served to operators on METRICS_PORT by server.ts). */
    metrics: {
      registry: Registry;
      jobRuns: Counter<'job' | 'outcome'>;
    };
  }
}

/**
 * What an operator watches: requests by route and status with their latency, repeating jobs' runs and
 * failures, the database pool, and the process (memory, event-loop lag). Routes are counted by their
 * pattern (`/api/tasks/:taskId`), never by a URL a client made up.
 */
export default fp(
  async (app) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const requests = new Histogram({
      name: 'fairgo_http_request_duration_seconds',
      help: 'API requests by route pattern, method and status, and how long they took',
      labelNames: ['route', 'method', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });
    const jobRuns = new Counter({
      name: 'fairgo_job_runs_total',
      help: 'Repeating jobs run by this instance, by job and outcome (done, failed)',
      labelNames: ['job', 'outcome'] as const,
      registers: [registry],
    });
    new Gauge({
      name: 'fairgo_database_pool_connections',
      help: 'Database connections of this instance by state (total, idle, waiting requests)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const pool = app.database?.pool?.();
        if (!pool) return;
        this.set({ state: 'total' }, pool.total);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
      },
    });

    app.addHook('onResponse', async (request, reply) => {
      requests.observe(
        {
          route: request.routeOptions.url ?? 'unmatched',
          method: request.method,
          status: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });
    app.decorate('metrics', { registry, jobRuns });
  },
  { name: 'metrics' },
);
