import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openObjectStore } from '@fairgo/hosting/object-store';
import { publishBuild, versionOf } from '../build-folder';

function build(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'fairgo-build-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

describe('a build folder', () => {
  it('is versioned by its package version and a hash of every file', () => {
    const files = { 'mf-manifest.json': '{}', 'remoteEntry.js': 'a', 'chunks/1.abc.js': 'b' };
    const version = versionOf(build(files), '0.1.0');
    expect(version).toMatch(/^0\.1\.0-[0-9a-f]{8}$/);
    expect(versionOf(build(files), '0.1.0')).toBe(version);
    expect(versionOf(build({ ...files, 'chunks/1.abc.js': 'c' }), '0.1.0')).not.toBe(version);
    // The same contents under another name is another build.
    const renamed = { 'mf-manifest.json': '{}', 'remoteEntry.js': 'a', 'chunks/2.abc.js': 'b' };
    expect(versionOf(build(renamed), '0.1.0')).not.toBe(version);
  });

  it('is published to the store once and never written again, its manifest last', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fairgo-storage-'));
    const store = openObjectStore({ kind: 'folder', dir });
    const written: string[] = [];
    const watched = {
      ...store,
      put: (key: string, body: Buffer | string) => (written.push(key), store.put(key, body)),
    };
    const files = { 'mf-manifest.json': '{}', 'remoteEntry.js': 'first', 'chunks/1.abc.js': 'b' };
    expect(await publishBuild(watched, build(files), 'mf-admin', '0.1.0-aaaaaaaa')).toBe(true);
    expect(written.at(-1)).toBe('releases/mf-admin/0.1.0-aaaaaaaa/mf-manifest.json');
    expect(written).toHaveLength(3);
    const again = { ...files, 'remoteEntry.js': 'second' };
    expect(await publishBuild(watched, build(again), 'mf-admin', '0.1.0-aaaaaaaa')).toBe(false);
    expect(readFileSync(join(dir, 'releases/mf-admin/0.1.0-aaaaaaaa/remoteEntry.js'), 'utf8')).toBe('first');
    expect(readFileSync(join(dir, 'releases/mf-admin/0.1.0-aaaaaaaa/chunks/1.abc.js'), 'utf8')).toBe('b');
    // No partial file is left behind.
    expect(readdirSync(join(dir, 'releases/mf-admin/0.1.0-aaaaaaaa')).sort()).toEqual([
      'chunks',
      'mf-manifest.json',
      'remoteEntry.js',
    ]);
  });
});
