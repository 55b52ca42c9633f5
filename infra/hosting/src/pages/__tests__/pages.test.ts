import {
  inCanary,
  REGISTRY_SCRIPT_ID,
  REMOTE_OUTLET_ID,
  SIGNED_OUT_REDIRECT_SCRIPT,
  START_TEMPLATE_ID,
} from '@fairgo/shared/page';
import { testRegistryEntry } from '@fairgo/testing';
import { cspHash } from '../../security-headers';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { composePage, titledByHeading } from '../compose-page';
import { createPageServer } from '../page-server';
import { createPageSource, readHostBuild, type FetchJson } from '../page-source';

const SHELL_START = '<script defer="defer" src="/main.js"></script>';
const TEMPLATE = `<html><head><!--fairgo-config--><template id="${START_TEMPLATE_ID}">${SHELL_START}</template></head><body><div id="root"><nav>FairGo</nav><main><div id="${REMOTE_OUTLET_ID}"></div></main></div></body></html>`;
const config = { apiBaseUrl: '/api' };
const v1 = 'http://localhost:3002/v/0.1.0-aaaaaaaa/mf-manifest.json';
const tasks = testRegistryEntry({ manifestUrl: v1, version: '0.1.0-aaaaaaaa' });
const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './spa', assets: { js: { sync: ['75.abc.js', '__federation_expose_spa.def.js'] } } }],
};

describe('composePage', () => {
  it('puts the registry inline, the preloads in the start template and the frame in the remote’s slot', () => {
    const { html } = composePage(TEMPLATE, {
      config,
      registry: [tasks],
      remote: {
        entry: tasks,
        frame: '<h1>Tasks</h1>',
        signedInOnly: false,
        preloads: [
          { href: v1, as: 'fetch' },
          { href: 'http://localhost:3002/v/0.1.0-aaaaaaaa/remoteEntry.js', as: 'script' },
        ],
      },
    });
    expect(html).toContain('<script>window.__FAIRGO_CONFIG__={"apiBaseUrl":"/api"}</script>');
    expect(html).toContain(`<script type="application/json" id="${REGISTRY_SCRIPT_ID}">[{"name":"mf_tasks"`);
    // Inert until the page has painted, with the shell's own scripts.
    expect(html).toContain(
      `<template id="${START_TEMPLATE_ID}">` +
        `<link rel="preload" as="fetch" href="${v1}" fetchpriority="low" crossorigin="anonymous">` +
        '<link rel="preload" as="script" href="http://localhost:3002/v/0.1.0-aaaaaaaa/remoteEntry.js" fetchpriority="low">' +
        `${SHELL_START}</template>`,
    );
    expect(html).toContain(
      '<main><div id="fairgo-remotes"><div data-remote="mf_tasks"><div id="remote-slot-mf_tasks" inert=""><h1>Tasks</h1></div></div></div></main>',
    );
    expect(html).not.toContain('location.replace');
  });

  it('leaves out a file the shell’s start template preloads already', () => {
    const shellPreload = '<link rel="preload" as="script" href="/7.react.js" fetchpriority="low">';
    const { html } = composePage(TEMPLATE.replace(SHELL_START, shellPreload + SHELL_START), {
      config,
      registry: [tasks],
      remote: {
        entry: tasks,
        frame: null,
        signedInOnly: false,
        preloads: [
          { href: '/7.react.js', as: 'script' },
          { href: '/8.choices.js', as: 'script' },
        ],
      },
    });
    expect(html.split('href="/7.react.js"')).toHaveLength(2);
    expect(html).toContain('<link rel="preload" as="script" href="/8.choices.js" fetchpriority="low">');
  });

  it('sends a visitor with no stored session to /login first, on a path only a signed-in user sees', () => {
    const { html } = composePage(TEMPLATE, {
      config,
      registry: [tasks],
      remote: { entry: tasks, frame: '<p>Checking your session</p>', signedInOnly: true, preloads: [] },
    });
    expect(html).toContain(`<head>${SIGNED_OUT_REDIRECT_SCRIPT}<script>window.__FAIRGO_CONFIG__`);
    expect(SIGNED_OUT_REDIRECT_SCRIPT).toBe(
      '<script>try{if(!localStorage.getItem("token"))location.replace("/login?next="+encodeURIComponent(location.pathname+location.search))}catch(e){}</script>',
    );
  });

  it('names the hashes of its own inline scripts, not those of a frame or of the registry data', () => {
    const { scriptHashes } = composePage(TEMPLATE, {
      config,
      registry: [tasks],
      remote: { entry: tasks, frame: '<script>alert(1)</script>', signedInOnly: true, preloads: [] },
    });
    const redirect = SIGNED_OUT_REDIRECT_SCRIPT.replace(/^<script>|<\/script>$/g, '');
    expect(scriptHashes).toEqual([cspHash(redirect), cspHash('window.__FAIRGO_CONFIG__={"apiBaseUrl":"/api"}')]);
    expect(scriptHashes).not.toContain(cspHash('alert(1)'));
  });

  it('keeps markup in the registry from closing its script element', () => {
    const hostile = testRegistryEntry({ title: '</script><script>alert(1)</script>' });
    const { html } = composePage(TEMPLATE, { config, registry: [hostile], remote: null });
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script\\u003e');
  });

  it('leaves the slot out and the registry to the shell when the host could not read them', () => {
    const { html } = composePage(TEMPLATE, { config, registry: null, remote: null });
    expect(html).not.toContain(REGISTRY_SCRIPT_ID);
    expect(html).toContain(`<main><div id="${REMOTE_OUTLET_ID}"></div></main>`);
  });
});

describe('a page’s title and status', () => {
  it('titles a page by its main heading, its markup dropped and its escaping kept', () => {
    const page =
      '<html><head><title>FairGo · Casual work</title></head><body><h1 class="x">Tom &amp; <em>Co</em></h1></body></html>';
    expect(titledByHeading(page)).toContain('<title>Tom &amp; Co · FairGo</title>');
    expect(titledByHeading('<title>FairGo</title><p>no heading</p>')).toBe('<title>FairGo</title><p>no heading</p>');
  });

  it('answers 404 for a path nobody owns, but not when the registry could not be read', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'fairgo-pages-'));
    writeFileSync(join(dist, 'index.html'), TEMPLATE.replace('<head>', '<head><title>FairGo</title>'));
    const serverWith = (registry: (typeof tasks)[] | null) =>
      createPageServer({
        dist,
        config,
        headersFor: () => ({}),
        source: {
          partsFor: async (path: string) => ({
            registry,
            remote:
              registry && path.startsWith('/tasks')
                ? { entry: tasks, frame: '<h1>Tasks</h1>', signedInOnly: false, preloads: [] }
                : null,
            split: false,
          }),
        },
      });
    const pages = serverWith([tasks]);
    expect((await pages.pageFor('/no-such-page')).status).toBe(404);
    const owned = await pages.pageFor('/tasks/view/allTasks');
    expect(owned.status).toBe(200);
    expect(owned.identity).toContain('<title>Tasks · FairGo</title>');
    expect((await serverWith(null).pageFor('/no-such-page')).status).toBe(200);
  });

  it('serves each path of a remote with its own preloads, framed or not', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'fairgo-pages-'));
    writeFileSync(join(dist, 'index.html'), TEMPLATE);
    const pages = createPageServer({
      dist,
      config,
      headersFor: () => ({}),
      source: {
        partsFor: async (path: string) => ({
          registry: [tasks],
          remote: { entry: tasks, frame: null, signedInOnly: false, preloads: [{ href: `${path}.js`, as: 'script' }] },
          split: false,
        }),
      },
    });
    expect((await pages.pageFor('/tasks/a')).identity).toContain('href="/tasks/a.js"');
    expect((await pages.pageFor('/tasks/b')).identity).toContain('href="/tasks/b.js"');
  });
});

describe('createPageSource', () => {
  const files: Record<string, unknown> = {
    'http://api/registry': { remotes: [tasks] },
    [v1]: manifest,
    'http://localhost:3002/v/0.1.0-aaaaaaaa/frames.json': {
      frames: { '/tasks/view/allTasks': '<h1>Tasks</h1>', '/tasks': '<p>Checking your session</p>' },
      signedInOnly: ['/tasks'],
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
      const source = createPageSource({ registryUrl: 'http://api/registry', fetchJson, host });
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

  it('reads the shell’s build: its shared modules’ files from its manifest, its files for a remote’s path', () => {
    const dist = mkdtempSync(join(tmpdir(), 'fairgo-host-'));
    expect(readHostBuild(dist)).toEqual({ shares: {}, remotePathFiles: [] });
    writeFileSync(
      join(dist, 'mf-manifest.json'),
      JSON.stringify({
        metaData: { startupShares: { exposes: {}, shares: { react: { files: ['7.r.js'], consumes: [] } } } },
      }),
    );
    writeFileSync(join(dist, 'remote-path-files.json'), JSON.stringify(['/lazy-remote-apps.1.js']));
    expect(readHostBuild(dist)).toEqual({
      shares: { react: { files: ['/7.r.js'], consumes: [] } },
      remotePathFiles: ['/lazy-remote-apps.1.js'],
    });
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
    expect(await source.partsFor('/tasks')).toEqual({ registry: null, remote: null, split: false });
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
