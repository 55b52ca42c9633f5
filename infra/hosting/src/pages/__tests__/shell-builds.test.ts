import type { FastifyBaseLogger } from 'fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openObjectStore, releaseKey } from '../../object-store';
import { createPageSource } from '../page-source';
import { createShellBuilds, readFromFolder, readShellBuild } from '../shell-builds';

/** A build of the shell in a new folder: its files by name. */
function buildOf(files: Record<string, unknown>) {
  const dist = mkdtempSync(join(tmpdir(), 'fairgo-shell-'));
  for (const [file, content] of Object.entries(files))
    writeFileSync(join(dist, file), typeof content === 'string' ? content : JSON.stringify(content));
  return dist;
}
const share = (files: string[]) => ({ files, consumes: [] });
const manifestWith = (shares: Record<string, ReturnType<typeof share>>) => ({
  metaData: { startupShares: { exposes: {}, shares } },
});

describe('readShellBuild', () => {
  it('reads the templates prerendered.json names, or index.html for every path without one', async () => {
    const plain = await readShellBuild(readFromFolder(buildOf({ 'index.html': '<p>any</p>' })), null);
    expect([...plain.templates]).toEqual([['*', '<p>any</p>']]);
    expect(plain.host).toEqual({ shares: {}, remotePathFiles: [] });
    expect(plain.manifest).toBeNull();
    const prerendered = buildOf({
      'prerendered.json': { '/': 'index.landing.html', '*': 'index.frame.html' },
      'index.landing.html': '<h1>Landing</h1>',
      'index.frame.html': '<main></main>',
    });
    const build = await readShellBuild(readFromFolder(prerendered), '0.1.0-aaaaaaaa');
    expect(build.version).toBe('0.1.0-aaaaaaaa');
    expect(build.templates.get('/')).toBe('<h1>Landing</h1>');
    expect(build.templates.get('*')).toBe('<main></main>');
  });

  it('refuses a build that lacks a template it names: its pages could not be served', async () => {
    const dist = buildOf({ 'prerendered.json': { '*': 'index.frame.html' } });
    await expect(readShellBuild(readFromFolder(dist), '0.1.0-aaaaaaaa')).rejects.toThrow(
      "the shell's build 0.1.0-aaaaaaaa has no index.frame.html",
    );
  });

  it('reads its shared modules’ files from its manifest, and its files for a remote’s path', async () => {
    const manifest = manifestWith({ react: share(['7.r.js']) });
    const dist = buildOf({
      'index.html': '',
      'mf-manifest.json': manifest,
      'remote-path-files.json': ['/lazy-remote-apps.1.js'],
    });
    const build = await readShellBuild(readFromFolder(dist), null);
    expect(build.host).toEqual({ shares: { react: share(['/7.r.js']) }, remotePathFiles: ['/lazy-remote-apps.1.js'] });
    expect(JSON.parse(build.manifest!)).toEqual(manifest);
  });

  it('never preloads a file the shell’s start bundle carries: the page has it from its start', async () => {
    const dist = buildOf({
      'index.html': '',
      'mf-manifest.json': manifestWith({ react: share(['7.r.js']), '@fairgo/shared/ui/choices': share(['9.c.js']) }),
      'start-files.json': ['/7.r.js', '/main.1.js'],
    });
    expect((await readShellBuild(readFromFolder(dist), null)).host.shares).toEqual({
      react: share([]),
      '@fairgo/shared/ui/choices': share(['/9.c.js']),
    });
  });
});

describe('createShellBuilds', () => {
  const own = buildOf({ 'index.html': '<p>own build</p>' });
  const storeDir = mkdtempSync(join(tmpdir(), 'fairgo-store-'));
  const store = openObjectStore({ kind: 'folder', dir: storeDir });
  const released = '0.1.0-bbbbbbbb';
  mkdirSync(join(storeDir, releaseKey('shell', released)), { recursive: true });
  writeFileSync(join(storeDir, releaseKey('shell', released, 'index.html')), '<p>released build</p>');
  const errors: unknown[] = [];
  const log = { error: (entry: unknown) => errors.push(entry) } as unknown as FastifyBaseLogger;
  const builds = createShellBuilds({ dist: own, store, log });
  const templateOf = async (version: string | null) => (await builds.buildFor(version)).templates.get('*');

  it('serves the registry’s version from the store, and its own build before one is released', async () => {
    expect(await templateOf(null)).toBe('<p>own build</p>');
    expect(await templateOf(released)).toBe('<p>released build</p>');
    expect((await builds.buildFor(released)).version).toBe(released);
  });

  it('serves its own build while the registry’s version cannot be read, and says so', async () => {
    expect(await templateOf('0.1.0-cccccccc')).toBe('<p>own build</p>');
    expect(errors).toEqual([expect.objectContaining({ version: '0.1.0-cccccccc' })]);
  });

  it('composes pages of the shell build the registry points at, for every path', async () => {
    let registry: unknown = { remotes: [] };
    const source = createPageSource({
      registryUrl: 'http://api/registry',
      registryTtlMs: 0,
      fetchJson: async () => registry,
      shellBuild: builds.buildFor,
    });
    expect((await source.partsFor('/')).shell.templates.get('*')).toBe('<p>own build</p>');
    registry = { remotes: [], shell: { version: released, manifestUrl: `http://site/v/${released}/mf-manifest.json` } };
    // The registry is read again once its time to live (here none) has passed.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await source.partsFor('/feedback')).shell.version).toBe(released);
    expect((await source.currentShell()).templates.get('*')).toBe('<p>released build</p>');
  });
});
