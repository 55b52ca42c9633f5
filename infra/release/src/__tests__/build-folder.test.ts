import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publishFolder, versionOf } from '../build-folder';

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

  it('is published once and never written again', () => {
    const releases = mkdtempSync(join(tmpdir(), 'fairgo-releases-'));
    expect(publishFolder(build({ 'remoteEntry.js': 'first' }), releases, '0.1.0-aaaaaaaa')).toBe(true);
    expect(publishFolder(build({ 'remoteEntry.js': 'second' }), releases, '0.1.0-aaaaaaaa')).toBe(false);
    expect(readFileSync(join(releases, '0.1.0-aaaaaaaa', 'remoteEntry.js'), 'utf8')).toBe('first');
    // No half-copied folder is left behind.
    expect(readdirSync(releases)).toEqual(['0.1.0-aaaaaaaa']);
  });
});
