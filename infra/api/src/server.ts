// The API's process: `node infra/api/dist/server.js` (built by `npm run build`), or through tsx while
// developing. Its configuration is read from the environment once, here; docs/deploying.md lists it.
import { createServer } from 'node:http';
import { buildApp } from './app';
import { exitRefused } from '@fairgo/hosting/environment';
import { loadConfig } from './config';

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return exitRefused(error);
  }
})();
const app = await buildApp(config).catch(exitRefused);

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
