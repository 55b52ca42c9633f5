import type { FastifyReply, FastifyRequest } from 'fastify';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HOST } from './apps';
import { releaseKey, type ObjectStore } from './object-store';
import { contentTypeOf, sendReleaseFile } from './release-files';

/**
 * The shell's content-addressed files (`start.1a2b3c4d5e.js`, its chunks, their .br, .gz and maps): a
 * name is its content, so every build's can live side by side, in one place of the shared store
 * (`releases/shell/files/`), kept across versions.
 */
const CONTENT_ADDRESSED = /^[\w-]+\.[0-9a-f]{10}\.js(\.map|\.br|\.gz|\.LICENSE\.txt)?$/;
export const isContentAddressed = (file: string) => CONTENT_ADDRESSED.test(file);
/** The shell's place in the store: `releases/shell/files/` and, per released version, `releases/shell/<version>/`. */
export const SHELL_FOLDER = HOST.folder;
const FILES = 'files';

/**
 * Puts a build's content-addressed files in the shared store, those not there yet: a host does at start,
 * before it serves a page, and `npm run release -- shell` before it records the version. A page of one
 * build may ask a host of another for its chunks, which that host then reads from the store
 * (`sendShellFileFromStore`). Answers how many files it put, of how many.
 */
export async function publishShellFiles(store: ObjectStore, dist: string) {
  const files = (await readdir(dist)).filter(isContentAddressed);
  const there = new Set(
    (await store.list(`releases/${SHELL_FOLDER}/${FILES}/`)).map((each) => each.key.split('/').pop()),
  );
  const missing = files.filter((file) => !there.has(file));
  // The identity copies last: a file is served once its plain copy is there, and then its .br and .gz are too.
  const ordered = [
    ...missing.filter((file) => /\.(br|gz)$/.test(file)),
    ...missing.filter((file) => !/\.(br|gz)$/.test(file)),
  ];
  for (const file of ordered)
    await store.put(releaseKey(SHELL_FOLDER, FILES, file), await readFile(join(dist, file)), contentTypeOf(file));
  return { published: missing.length, of: files.length };
}

/** A content-addressed file of another build of the shell, from the shared store; null when `path` names none. */
export function sendShellFileFromStore(store: ObjectStore, request: FastifyRequest, reply: FastifyReply, path: string) {
  const file = path.replace(/^\//, '');
  if (!isContentAddressed(file) || /\.(br|gz)$/.test(file)) return null;
  return sendReleaseFile(store, request, reply, { folder: SHELL_FOLDER, version: FILES, file });
}
