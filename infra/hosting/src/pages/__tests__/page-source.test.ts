import { inCanary } from '@fairgo/shared/page';
import { testRegistryEntry } from '@fairgo/testing';
import { createPageSource, type FetchJson } from '../page-source';

const v1 = 'http://localhost:3002/v/0.1.0-aaaaaaaa/mf-manifest.json';
const tasks = testRegistryEntry({ manifestUrl: v1, version: '0.1.0-aaaaaaaa' });
const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './spa', assets: { js: { sync: ['75.abc.js', '__federation_expose_spa.def.js'] } } }],
};

describe('createPageSource', () => {
  const files: Record<string, unknown> = {
    'http://api/registry': { remotes: [tasks] },
    [v1]: manifest,
    'http://localhost:3002/v/0.1.0-aaaaaaaa/frames.json': {
      frames: { '/tasks/view/allTasks': '<h1>Tasks</h1>', '/tasks': '<p>Checking your session</p>' },
      signedInOnly: ['/tasks'],
      reads: { '/tasks/view/allTasks': ['tasks/all?sort=newest'] },
    },
  };
  const reads: string[] = [];
  const fetchJson: FetchJson = async (url) => {
    reads.push(url);
    if (!(url in files)) throw new Error(`${url} is down`);
    return files[url];
  };
  beforeEach(() => (reads.length = 0));

  it('serves the path’s frame and preloads the manifest, the entry and the chunks of ./spa', async () => {
    const source = createPageSource({ registryUrl: 'http://api/registry', fetchJson });
    const { registry, remote } = await source.partsFor('/tasks/view/allTasks');
    expect(registry).toEqual([tasks]);
    expect(remote?.frame).toBe('<h1>Tasks</h1>');
    expect(remote?.signedInOnly).toBe(false);
    expect((await source.partsFor('/tasks')).remote?.signedInOnly).toBe(true);
    expect(remote?.reads).toEqual(['tasks/all?sort=newest']);
    expect((await source.partsFor('/tasks')).remote?.reads).toEqual([]);
    expect(remote?.preloads.map((preload) => preload.href)).toEqual([
      v1,
      'http://localhost:3002/v/0.1.0-aaaaaaaa/remoteEntry.js',
      'http://localhost:3002/v/0.1.0-aaaaaaaa/75.abc.js',
      'http://localhost:3002/v/0.1.0-aaaaaaaa/__federation_expose_spa.def.js',
    ]);
  });

  it('preloads what the remote starts with: the shell’s single-spa, its own copies of shared modules, the page', async () => {
    const withShares = 'http://localhost:3002/v/0.1.0-bbbbbbbb/mf-manifest.json';
    files[withShares] = {
      ...manifest,
      metaData: {
        ...manifest.metaData,
        startupShares: {
          exposes: { './spa': ['@fairgo/shared/queries', 'react'] },
          shares: {
            '@fairgo/shared/queries': { files: ['24.q.js', '75.abc.js'], consumes: ['@fairgo/shared/api', 'react'] },
            '@fairgo/shared/api': { files: ['31.api.js'], consumes: [] },
            react: { files: ['40.react.js'], consumes: [] },
          },
          pages: { '/tasks/view/allTasks': { files: ['page-all.js'], consumes: ['@fairgo/shared/ui/choices'] } },
        },
      },
    };
    const entry = testRegistryEntry({ manifestUrl: withShares, version: '0.1.0-bbbbbbbb' });
    files['http://api/registry'] = { remotes: [entry] };
    const host = {
      shares: {
        react: { files: ['/7.react.js'], consumes: [] },
        '@fairgo/shared/ui/choices': { files: ['/8.choices.js'], consumes: ['react'] },
      },
      remotePathFiles: ['/lazy-remote-apps.1.js'],
    };
    try {
      const shellBuild = async (version: string | null) => ({ version, templates: new Map(), host, manifest: null });
      const source = createPageSource({ registryUrl: 'http://api/registry', fetchJson, shellBuild });
      const { remote } = await source.partsFor('/tasks/view/allTasks');
      expect(
        remote?.preloads.map((preload) => preload.href.replace('http://localhost:3002/v/0.1.0-bbbbbbbb/', '')),
      ).toEqual([
        'mf-manifest.json',
        '/lazy-remote-apps.1.js',
        'remoteEntry.js',
        '75.abc.js',
        '__federation_expose_spa.def.js',
        // the queries copy's (75.abc.js once) and the api copy it consumes; the shell's React, not the remote's
        '24.q.js',
        '31.api.js',
        '/7.react.js',
        // the path's page, and the shell's copy of what it consumes
        'page-all.js',
        '/8.choices.js',
      ]);
    } finally {
      files['http://api/registry'] = { remotes: [tasks] };
      delete files[withShares];
    }
  });

  it('reads a version’s files once, and the registry again after its time to live', async () => {
    const source = createPageSource({ registryUrl: 'http://api/registry', registryTtlMs: 0, fetchJson });
    await source.partsFor('/tasks/view/allTasks');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await source.partsFor('/tasks/view/allTasks');
    expect(reads.filter((url) => url === v1)).toHaveLength(1);
    expect(reads.filter((url) => url === 'http://api/registry')).toHaveLength(2);
  });

  it('serves no frame for a path the release has none for, and nothing of a remote that is down', async () => {
    const source = createPageSource({ registryUrl: 'http://api/registry', fetchJson });
    expect((await source.partsFor('/tasks/task/42')).remote?.frame).toBeNull();
    delete files[v1];
    const down = createPageSource({ registryUrl: 'http://api/registry', fetchJson });
    expect((await down.partsFor('/tasks/view/allTasks')).remote?.preloads).toEqual([]);
    files[v1] = manifest;
  });

  it('serves no registry when the registry cannot be read', async () => {
    const source = createPageSource({ registryUrl: 'http://api/down', fetchJson });
    expect(await source.partsFor('/tasks')).toMatchObject({ registry: null, remote: null, split: false });
  });

  it('serves the frame of the version the visitor’s bucket picks while the remote runs a canary', async () => {
    const v2 = 'http://localhost:3002/v/0.2.0-bbbbbbbb/mf-manifest.json';
    const canary = { version: '0.2.0-bbbbbbbb', manifestUrl: v2, percent: 50 };
    files['http://api/canary'] = { remotes: [{ ...tasks, canary }] };
    files[v2] = manifest;
    files['http://localhost:3002/v/0.2.0-bbbbbbbb/frames.json'] = {
      frames: { '/tasks/view/allTasks': '<h1>New</h1>' },
    };
    const source = createPageSource({ registryUrl: 'http://api/canary', fetchJson });
    const buckets = Array.from({ length: 40 }, (_, index) => `visitor-${index}`);
    const frames = await Promise.all(
      buckets.map(async (bucket) => (await source.partsFor('/tasks/view/allTasks', bucket)).remote?.frame),
    );
    // Each bucket's frame is the version the shell picks for it (the same rule, @fairgo/shared/page).
    expect(frames).toEqual(
      buckets.map((bucket) => (inCanary(bucket, tasks.name, canary) ? '<h1>New</h1>' : '<h1>Tasks</h1>')),
    );
    expect(new Set(frames).size).toBe(2);
    const parts = await source.partsFor('/tasks/view/allTasks', null);
    expect(parts.remote?.frame).toBe('<h1>Tasks</h1>');
    expect(parts.split).toBe(true);
    // The registry goes inline whole: the shell picks from it by the same bucket.
    expect(parts.registry).toEqual([{ ...tasks, canary }]);
  });
});
