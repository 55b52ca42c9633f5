import { openObjectStore, type ObjectStore } from '@fairgo/hosting/object-store';
import fp from 'fastify-plugin';
import type { ApiConfig } from '../config';
import { storageUnavailable } from '../lib/http-errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded images and released builds, where every instance reads them (config.storage). */
    store: ObjectStore;
  }
}

/**
 * The store, with every failure of its own (a bucket down, refused, or reached with wrong keys) as the
 * API's 503 `storageUnavailable`: a client is never told a driver's words, and a bucket's
 * ECONNREFUSED is not taken for the database's.
 */
function answeringFailures(store: ObjectStore): ObjectStore {
  const guarded =
    <A extends unknown[], R>(operation: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      try {
        return await operation(...args);
      } catch (error) {
        throw Object.assign(storageUnavailable(), { cause: error });
      }
    };
  return {
    where: store.where,
    put: guarded(store.put),
    get: guarded(store.get),
    exists: guarded(store.exists),
    remove: guarded(store.remove),
    list: guarded(store.list),
  };
}

export default fp<{ config: ApiConfig; store?: ObjectStore }>(
  async (app, { config, store }) => {
    const opened = store ?? openObjectStore(config.storage);
    app.log.info({ storage: opened.where }, 'object storage');
    app.decorate('store', answeringFailures(opened));
  },
  { name: 'object-store' },
);
