// The API's process: `node infra/api/dist/server.js` (built by `npm run build`), or through tsx while
// developing. Its configuration is read from the environment once, here; docs/deploying.md lists it.
import { createServer } from 'node:http';
import { buildApp } from './app';
import { loadConfig, StartRefused } from './config';

/** A refusal the operator can act on is said in a sentence, and the process ends with EX_CONFIG (78). */
const refusing = (error: unknown): never => {
  if (!(error instanceof StartRefused)) throw error;
  console.error(error.message);
  process.exit(78);
};
const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return refusing(error);
  }
})();
const app = await buildApp(config).catch(refusing);

// Operators' metrics on a port of their own, never through the site's proxy.
const metrics =
  config.operations.metricsPort &&
  createServer((request, response) => {
    if (request.url !== '/metrics') return response.writeHead(404).end();
    void app.metrics.registry.metrics().then((text) => {
      response.writeHead(200, { 'Content-Type': app.metrics.registry.contentType }).end(text);
    });
  }).listen(config.operations.metricsPort, config.host);

// Graceful shutdown: stop taking requests (new ones get 503), finish those in flight, close the
// database; what is still running after the grace period is cut off, and the process ends.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error({ graceMs: config.operations.shutdownGraceMs }, 'requests still open after the grace period');
      process.exit(1);
    }, config.operations.shutdownGraceMs).unref();
    if (metrics) metrics.close();
    void app.close().then(() => app.log.info('stopped'));
  });
}

await app.listen({ host: config.host, port: config.port });
