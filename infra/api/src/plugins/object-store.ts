import { openObjectStore, type ObjectStore } from '@fairgo/hosting/object-store';
import fp from 'fastify-plugin';
import type { ApiConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded images and released builds, where every instance reads them (config.storage). */
    store: ObjectStore;
  }
}

export default fp<{ config: ApiConfig; store?: ObjectStore }>(
  async (app, { config, store }) => {
    const opened = store ?? openObjectStore(config.storage);
    app.log.info({ storage: opened.where }, 'object storage');
    app.decorate('store', opened);
  },
  { name: 'object-store' },
);
