import {
  REGISTRY_SCRIPT_ID,
  REMOTE_OUTLET_ID,
  SERVED_STYLES_ATTRIBUTE,
  SIGNED_OUT_REDIRECT_SCRIPT,
  START_TEMPLATE_ID,
} from '@fairgo/shared/page';
import { testRegistryEntry } from '@fairgo/testing';
import { cspHash } from '../../security-headers';
import { composePage, titledByHeading } from '../compose-page';
import { createPageServer } from '../page-server';

const SHELL_START = '<script defer="defer" src="/main.js"></script>';
const TEMPLATE = `<html><head><!--fairgo-config--><template id="${START_TEMPLATE_ID}">${SHELL_START}</template></head><body><div id="root"><nav>FairGo</nav><main><div id="${REMOTE_OUTLET_ID}"></div></main></div></body></html>`;
const config = { apiBaseUrl: '/api' };
const v1 = 'http://localhost:3002/v/0.1.0-aaaaaaaa/mf-manifest.json';
const tasks = testRegistryEntry({ manifestUrl: v1, version: '0.1.0-aaaaaaaa' });
/** A build of the shell with one template, for every path. */
const shellOf = (template: string) => ({
  version: null,
  templates: new Map([['*', template]]),
  host: { shares: {}, remotePathFiles: [] },
  manifest: null,
});

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

  it('starts the reads of a visitor’s first view with the page’s scripts, under the API’s address, for visitors only', () => {
    const remote = {
      entry: tasks,
      frame: '<h1>Tasks</h1>',
      signedInOnly: false,
      preloads: [{ href: v1, as: 'fetch' as const }],
      reads: ['tasks/all?sort=newest&limit=24'],
    };
    const api = { apiBaseUrl: 'https://api.fairgo.example/api' };
    const { html } = composePage(TEMPLATE, { config: api, registry: [tasks], remote });
    expect(html).toContain(
      `<template id="${START_TEMPLATE_ID}">` +
        '<link rel="preload" as="fetch" href="https://api.fairgo.example/api/tasks/all?sort=newest&amp;limit=24" crossorigin="use-credentials" data-visitor-only>' +
        `<link rel="preload" as="fetch" href="${v1}"`,
    );
    // A page opened with a query reads what the query names.
    expect(composePage(TEMPLATE, { config: api, registry: [tasks], remote, withQuery: true }).html).not.toContain(
      'tasks/all',
    );
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

  it('moves the inline styles of the shell’s page and of the frame into the head, the shell’s first', () => {
    const template = TEMPLATE.replace(
      '<nav>',
      '<style data-emotion="css-global g1">:root{}</style><style data-emotion="css n1">.css-n1{}</style><nav class="css-n1">',
    );
    const frame = '<style data-emotion="css f1">.css-f1{}</style><h1 class="css-f1">Find work</h1>';
    const remote = { entry: tasks, frame, signedInOnly: false, preloads: [] };
    const { html } = composePage(template, { config, registry: [tasks], remote });
    const [head, body] = html.split('</head>');
    expect(body).not.toContain('<style');
    expect(
      [...head!.matchAll(new RegExp(`<style ${SERVED_STYLES_ATTRIBUTE}="([^"]*)"`, 'g'))].map((m) => m[1]),
    ).toEqual(['css-global g1', 'css n1', 'css f1']);
    expect(body).toContain('<nav class="css-n1">FairGo</nav>');
    expect(body).toContain('<h1 class="css-f1">Find work</h1>');
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
    const shell = shellOf(TEMPLATE.replace('<head>', '<head><title>FairGo</title>'));
    const serverWith = (registry: (typeof tasks)[] | null) =>
      createPageServer({
        config,
        headersFor: () => ({}),
        source: {
          partsFor: async (path: string) => ({
            registry,
            shell,
            remote:
              registry && path.startsWith('/tasks')
                ? {
                    entry: tasks,
                    frame: path === '/tasks/task/abc' ? null : '<h1>Tasks</h1>',
                    signedInOnly: false,
                    preloads: [],
                    unknownPage: !['/tasks', '/tasks/view/allTasks', '/tasks/task/abc'].includes(path),
                  }
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
    // A path under a remote's routes that is none of its release's pages: its "Page not found", a 404.
    const deeper = await pages.pageFor('/tasks/nope/deeper');
    expect(deeper.status).toBe(404);
    expect(deeper.identity).not.toContain('<h1>Tasks</h1>');
    // A page composed alike for a known path (no frame, the same preloads) is not the 404 kept for it.
    expect((await pages.pageFor('/tasks/task/abc')).status).toBe(200);
  });

  it('serves each path of a remote with its own preloads, framed or not', async () => {
    const pages = createPageServer({
      config,
      headersFor: () => ({}),
      source: {
        partsFor: async (path: string) => ({
          registry: [tasks],
          shell: shellOf(TEMPLATE),
          remote: { entry: tasks, frame: null, signedInOnly: false, preloads: [{ href: `${path}.js`, as: 'script' }] },
          split: false,
        }),
      },
    });
    expect((await pages.pageFor('/tasks/a')).identity).toContain('href="/tasks/a.js"');
    expect((await pages.pageFor('/tasks/b')).identity).toContain('href="/tasks/b.js"');
  });

  it('keeps the page with its reads apart from the same page asked for with a query', async () => {
    const pages = createPageServer({
      config,
      headersFor: () => ({}),
      source: {
        partsFor: async () => ({
          registry: [tasks],
          shell: shellOf(TEMPLATE),
          remote: { entry: tasks, frame: '<h1>Tasks</h1>', signedInOnly: false, preloads: [], reads: ['tasks/all'] },
          split: false,
        }),
      },
    });
    expect((await pages.pageFor('/tasks', null, true)).identity).not.toContain('/api/tasks/all');
    expect((await pages.pageFor('/tasks')).identity).toContain('href="/api/tasks/all"');
    expect((await pages.pageFor('/tasks', null, true)).identity).not.toContain('/api/tasks/all');
  });
});
