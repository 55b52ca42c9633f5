import { openObjectStore, type ObjectStore } from '@fairgo/hosting/object-store';
import { StartRefused } from '@fairgo/hosting/environment';
import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';
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

/** Where readiness and the start's write check look: a key no upload or release can have. */
export const PROBE_PREFIX = 'health/';

/**
 * Refuses a start whose storage cannot be written: a bucket that is dead, missing, or reached with
 * wrong keys would otherwise start healthy and fail every upload and release.
 */
async function mustWrite(store: ObjectStore) {
  const key = `${PROBE_PREFIX}start-${randomUUID()}`;
  try {
    await store.put(key, 'FairGo checks that it can write here at start.', 'text/plain');
    await store.remove([key]);
  } catch (error) {
    const words = error instanceof Error ? error.message : String(error);
    throw new StartRefused(`The storage ${store.where} cannot be written (${words}): check STORAGE_* and the keys.`);
  }
}

export default fp<{ config: ApiConfig; store?: ObjectStore }>(
  async (app, { config, store }) => {
    const opened = store ?? openObjectStore(config.storage);
    // A store handed in is a test's, which may fail on purpose.
    if (!store) await mustWrite(opened);
    app.log.info({ storage: opened.where }, 'object storage');
    app.decorate('store', answeringFailures(opened));
  },
  { name: 'object-store' },
);
