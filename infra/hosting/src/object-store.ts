import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import Type from 'typebox';
import { Env, readEnvironment } from './environment';

/**
 * Where the files every instance must see are kept: profile pictures and task images (`uploads/…`)
 * and released builds of the remotes (`releases/<remote folder>/<version>/…`). A folder on this
 * machine by default (zero setup, one machine); an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO)
 * when STORAGE_BUCKET is set, which any number of APIs, hosts and a team's CI share (docs/deploying.md).
 */
export interface ObjectStore {
  /** Where it keeps them, for logs: a folder, or s3://bucket. */
  readonly where: string;
  put: (key: string, body: Buffer | string, contentType?: string) => Promise<void>;
  /** The object, streamed, or null when there is none. */
  get: (key: string) => Promise<StoredObject | null>;
  exists: (key: string) => Promise<boolean>;
  /** Removes the objects, and whatever lies under a key that ends in `/`. */
  remove: (keys: string[]) => Promise<void>;
  /** Every object under `prefix` (a key ending in `/`), with when it was last written. */
  list: (prefix: string) => Promise<ListedObject[]>;
}

export interface ListedObject {
  key: string;
  modifiedAt: Date;
}

export interface StoredObject {
  body: Readable;
  size: number | undefined;
  contentType: string | undefined;
}

export type StoreTarget =
  | { kind: 'folder'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      /** Another S3-compatible service's address (R2, MinIO); AWS's own when not set. */
      endpoint?: string;
      region: string;
      /** Path-style addresses (`endpoint/bucket/key`), which MinIO and local servers need. */
      forcePathStyle: boolean;
    };

/** Keys are made by the code from checked names; anything that could climb out of the store is refused. */
function checkedKey(key: string): string {
  if (key === '' || key.startsWith('/') || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`not an object key: "${key}"`);
  }
  return key;
}

/** The storage's variables: credentials come from the AWS SDK's usual AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY. */
export const storageVariables = Type.Object({
  STORAGE_BUCKET: Env.optional(),
  /** Another S3-compatible service's address (R2, MinIO); AWS's own when not set. */
  STORAGE_ENDPOINT: Env.optional(Env.url()),
  STORAGE_REGION: Env.text('us-east-1'),
  STORAGE_FORCE_PATH_STYLE: Env.boolean(false),
  STORAGE_DIR: Env.optional(),
});

/**
 * The storage named by the environment (read once, where a process starts): STORAGE_BUCKET, else the
 * folder STORAGE_DIR, else `fallbackDir`. A bad variable is noted in `problems`.
 */
export function readStorage(env: NodeJS.ProcessEnv, fallbackDir: string, problems: string[]): StoreTarget {
  const read = readEnvironment(storageVariables, env, problems);
  if (read.STORAGE_BUCKET) {
    return {
      kind: 's3',
      bucket: read.STORAGE_BUCKET,
      endpoint: read.STORAGE_ENDPOINT,
      region: read.STORAGE_REGION,
      forcePathStyle: read.STORAGE_FORCE_PATH_STYLE,
    };
  }
  return { kind: 'folder', dir: resolve(read.STORAGE_DIR ?? fallbackDir) };
}

export function openObjectStore(target: StoreTarget): ObjectStore {
  return target.kind === 'folder' ? folderStore(target.dir) : s3Store(target);
}

function folderStore(dir: string): ObjectStore {
  const pathOf = (key: string) => join(dir, ...checkedKey(key).split('/'));
  return {
    where: dir,
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside, then renamed over: a reader sees the old file or the new one, never half of one.
      const partial = `${path}.${process.pid}.partial`;
      await writeFile(partial, body);
      await rename(partial, path);
    },
    async get(key) {
      const path = pathOf(key);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: createReadStream(path), size: info.size, contentType: undefined };
    },
    async exists(key) {
      return (await stat(pathOf(key)).catch(() => null))?.isFile() ?? false;
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(key.replace(/\/$/, '')), { recursive: true, force: true })));
    },
    async list(prefix) {
      const root = pathOf(prefix.replace(/\/$/, ''));
      const keys = await filesUnder(root).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      return Promise.all(
        // A file still being written (`….partial`) is not an object yet.
        keys
          .filter((key) => !key.endsWith('.partial'))
          .map(async (key) => ({ key: `${prefix}${key}`, modifiedAt: (await stat(join(root, key))).mtime })),
      );
    },
  };
}

function s3Store(target: Extract<StoreTarget, { kind: 's3' }>): ObjectStore {
  const client = new S3Client({
    region: target.region,
    endpoint: target.endpoint,
    forcePathStyle: target.forcePathStyle,
  });
  const Bucket = target.bucket;
  const missing = (error: unknown) => {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    return status === 404 || (error as Error).name === 'NoSuchKey' || (error as Error).name === 'NotFound';
  };
  async function objectsUnder(prefix: string): Promise<ListedObject[]> {
    const objects: ListedObject[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
      objects.push(
        ...(page.Contents ?? []).map((object) => ({
          key: object.Key!,
          modifiedAt: object.LastModified ?? new Date(0),
        })),
      );
      ContinuationToken = page.NextContinuationToken;
    } while (ContinuationToken);
    return objects;
  }
  const keysUnder = async (prefix: string) => (await objectsUnder(prefix)).map((object) => object.key);
  return {
    where: `s3://${Bucket}${target.endpoint ? ` at ${target.endpoint}` : ''}`,
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: checkedKey(key), Body: body, ContentType: contentType }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        return { body: object.Body as Readable, size: object.ContentLength, contentType: object.ContentType };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checkedKey(key) }));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    async remove(keys) {
      const all = (
        await Promise.all(keys.map((key) => (key.endsWith('/') ? keysUnder(checkedKey(key)) : [checkedKey(key)])))
      ).flat();
      // One request deletes up to 1,000 keys.
      for (let start = 0; start < all.length; start += 1000) {
        const Objects = all.slice(start, start + 1000).map((Key) => ({ Key }));
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
      }
    },
    list: (prefix) => objectsUnder(checkedKey(prefix)),
  };
}

/** Every file under `dir`, as keys relative to it (`a/b.js`): what a release uploads. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** An uploaded image's key (its name is server-made: a UUID and its checked extension). */
export const uploadKey = (fileName: string) => `uploads/${fileName}`;

/** The key of a released remote's file, or with no file the prefix of the whole version. */
export const releaseKey = (folder: string, version: string, file = '') => `releases/${folder}/${version}/${file}`;
