import { openObjectStore } from '@fairgo/hosting/object-store';
import type { NewRelease, RemoteRegistry } from '@fairgo/shared/contract';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RegistryClient } from '../registry-client';
import { releaseShell } from '../release';
import type { FederationManifest } from '../shared-contract';

const react = (range: string) => ({ name: 'react', version: range.slice(1), requiredVersion: range });
const shellManifest: FederationManifest = {
  name: 'shell',
  exposes: [],
  metaData: { pluginVersion: '2.9.2' },
  shared: [react('^19.3.1')],
};

/** A checkout of the shell with its production build, as `npm run build` leaves it. */
function shellSources() {
  const dir = mkdtempSync(join(tmpdir(), 'fairgo-shell-'));
  mkdirSync(join(dir, 'dist'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ version: '0.1.0', fairgo: { title: 'FairGo' } }));
  const files = {
    'mf-manifest.json': JSON.stringify(shellManifest),
    'prerendered.json': JSON.stringify({ '*': 'index.frame.html' }),
    'index.frame.html': '<script src="/start.0123456789.js"></script>',
    'start.0123456789.js': 'start()',
    'start.0123456789.js.br': 'br',
  };
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, 'dist', file), text);
  return dir;
}

/** The registry as the tooling sees it: what it was told, in order. */
function registryRecording(current: RemoteRegistry) {
  const calls: [string, string, unknown][] = [];
  const registry = {
    releases: async () => ({ current: null, currentSince: null }),
    addRelease: async (name: string, release: NewRelease) => void calls.push(['addRelease', name, release]),
    point: async (name: string, version: string) => {
      calls.push(['point', name, version]);
      return { remote: name, previous: null, current: version, canary: null };
    },
  } as unknown as RegistryClient;
  return { registry, calls, current: async () => current };
}

function storeWithRemote(range: string) {
  const dir = mkdtempSync(join(tmpdir(), 'fairgo-storage-'));
  const remote = { name: 'mf_admin', exposes: [{ path: './spa' }], metaData: { pluginVersion: '2.9.0' } };
  mkdirSync(join(dir, 'releases', 'mf-admin', '0.1.0-aaaa0001'), { recursive: true });
  writeFileSync(
    join(dir, 'releases', 'mf-admin', '0.1.0-aaaa0001', 'mf-manifest.json'),
    JSON.stringify({ ...remote, shared: [react(range)] }),
  );
  return { dir, store: openObjectStore({ kind: 'folder', dir }) };
}

const current: RemoteRegistry = {
  remotes: [
    { name: 'mf_admin', title: 'Feedback', version: '0.1.0-aaaa0001', manifestUrl: 'x', routes: ['/feedback'] },
  ],
};

const options = { build: false, unlessSuperseded: false, siteUrl: 'https://fairgo.au', log: () => undefined };

describe('releasing the shell', () => {
  it('puts its code beside every build’s, its pages under its version, then points the registry at it', async () => {
    const { dir, store } = storeWithRemote('^19.2.0');
    const { registry, calls, current: read } = registryRecording(current);
    const move = await releaseShell({ ...options, sourceDir: shellSources(), store, registry, current: read });
    const version = move.current;
    expect(version).toMatch(/^0\.1\.0-[0-9a-f]{8}$/);
    expect(readdirSync(join(dir, 'releases', 'shell', 'files')).sort()).toEqual([
      'start.0123456789.js',
      'start.0123456789.js.br',
    ]);
    expect(readdirSync(join(dir, 'releases', 'shell', version)).sort()).toEqual([
      'index.frame.html',
      'mf-manifest.json',
      'prerendered.json',
    ]);
    expect(calls).toEqual([
      [
        'addRelease',
        'shell',
        { version, manifestUrl: `https://fairgo.au/v/${version}/mf-manifest.json`, title: 'FairGo', routes: ['/'] },
      ],
      ['point', 'shell', version],
    ]);
  });

  it('refuses a shell a remote browsers load now would not run under, naming it; nothing is uploaded or moved', async () => {
    const { dir, store } = storeWithRemote('^20.0.0');
    const { registry, calls, current: read } = registryRecording(current);
    await expect(
      releaseShell({ ...options, sourceDir: shellSources(), store, registry, current: read }),
    ).rejects.toThrow(
      'The shell cannot be released: mf-admin 0.1.0-aaaa0001, which browsers load now, would not run under it.\n' +
        'mf-admin cannot be released: the shell cannot satisfy its shared singletons.\n' +
        '  - react: needs ^20.0.0, the shell provides 19.3.1',
    );
    expect(existsSync(join(dir, 'releases', 'shell'))).toBe(false);
    expect(calls).toEqual([]);
  });
});
