import { buildApp } from './app';
import { loadConfig } from './config';

const config = loadConfig();
const app = await buildApp(config);

// Graceful shutdown: stop taking requests, finish those in flight, close the database; with nothing
// left open, the process ends by itself.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(() => app.log.info('stopped'));
  });
}

await app.listen({ host: config.host, port: config.port });
