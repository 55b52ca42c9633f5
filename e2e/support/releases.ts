import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { BUCKET_COOKIE, BUCKET_KEY, inCanary } from '@fairgo/shared/page';
import type { Browser } from '@playwright/test';
import { DATA_DIR, REPO_ROOT, SITE, SITE_URL } from './site';

/** A copy of a remote's folder outside the repository, built against the repository's packages. */
export function copyOfRemote(folder: string) {
  const copy = join(mkdtempSync(join(tmpdir(), `fairgo-${folder}-`)), folder);
  cpSync(join(REPO_ROOT, folder), copy, {
    recursive: true,
    filter: (path) => !/\/(node_modules|\.tsbuild)(\/|$)/.test(relative(REPO_ROOT, path)),
  });
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(copy, 'node_modules'));
  return copy;
}

/** Runs `npm run <script> -- <args>` against the site under test, as a release engineer would. */
export async function npmRun(script: 'release' | 'rollback' | 'releases' | 'promote', args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', ['run', '--silent', script, '--', ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...SITE.env },
      timeout: 5 * 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** The versions of `folder` browsers get now, as `npm run releases` marks them: every browser's, and a canary's. */
export async function pointerOf(folder: string) {
  const { stdout } = await npmRun('releases', [folder]);
  return { current: /^\* (\S+)/m.exec(stdout)?.[1], canary: /^~ (\S+)/m.exec(stdout)?.[1] };
}

/** Every file under some folders with its modification time: what a release must leave untouched. */
export function fileTimes(...dirs: string[]): Record<string, number> {
  const times: Record<string, number> = {};
  for (const dir of dirs) {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      const path = join(entry.parentPath, entry.name);
      if (entry.isFile()) times[path] = statSync(path).mtimeMs;
    }
  }
  return times;
}

export const releasesOf = (folder: string) => join(DATA_DIR, 'releases', folder);

/**
 * A page in a browser of its own whose bucket is `bucket`: the side of each canary it gets
 * is then known beforehand (`inCanary` from `@fairgo/shared/page`).
 */
export async function pageWithBucket(browser: Browser, bucket: string, { address }: { address?: string } = {}) {
  const context = await browser.newContext({
    baseURL: SITE_URL,
    // A browser on a network of its own: the API takes the address a trusted proxy (here, loopback) forwards.
    ...(address ? { extraHTTPHeaders: { 'X-Forwarded-For': address } } : {}),
  });
  await context.addCookies([{ name: BUCKET_COOKIE, value: bucket, url: SITE_URL }]);
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [BUCKET_KEY, bucket] as const);
  return context.newPage();
}

/** Buckets on each side of a canary of `remote`. */
export function bucketsAround(remote: string, canary: { version: string; percent: number }) {
  const buckets = Array.from({ length: 100 }, (_, index) => `e2e-bucket-${index}`);
  const inside = (bucket: string) => inCanary(bucket, remote, { ...canary, manifestUrl: '' });
  return { inside: buckets.find(inside)!, outside: buckets.find((bucket) => !inside(bucket))! };
}
