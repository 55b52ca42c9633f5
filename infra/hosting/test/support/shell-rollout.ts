import { chromium, type Browser } from 'playwright-core';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEPLOY_TOKEN,
  figures,
  hostEnv,
  partDir,
  partFile,
  PORTS,
  processes,
  run,
  shared,
  shellBuild,
  SITE,
  start,
  timed,
  until,
  work,
} from './topology';

// The shell moving from one build to another, and back, while real browsers load and move between
// pages through nginx, registered in the topology's describe: by a rolling upgrade of its hosts, and by
// `npm run release -- shell` and `npm run rollback -- shell` with the hosts left running. Mid-move a
// page of one build asks a host of another for its chunks, which that host serves from the bucket
// (shell-files.ts): no load of a chunk or of a remote may fail.
const CHROMIUM = ['/usr/bin/chromium-headless-shell', '/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'];
const VISITORS = 3;

/** The shell build a page was made with: its entry script's content-addressed name. */
const entryOf = async (origin = SITE) =>
  /\/(start\.[0-9a-f]{10}\.js)/.exec(await (await fetch(`${origin}/`)).text())?.[1];

async function rollHostsTo(part: typeof shellBuild.part) {
  shellBuild.part = part;
  for (const [index, port] of PORTS.pages.entries()) {
    const name = `pages-${index}`;
    const child = processes.get(name)!;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    start(name, 'infra/hosting/dist/serve-app.js', ['shell', String(port)], hostEnv());
    await until(async () => (await fetch(`http://127.0.0.1:${port}/`)).ok, `${name} on the ${part} build`);
    // nginx takes a host it left out back after its fail_timeout (5 s): the other one is stopped after.
    await new Promise((resolve) => setTimeout(resolve, 6000));
  }
}

/**
 * Runs `move` while browsers load and move between pages, and plain requests for a page go on beside
 * them; answers what failed to load (a 4xx or 5xx of a script or JSON file, a dropped load, a page error).
 */
async function underBrowsers(move: () => Promise<void>) {
  const executablePath = process.env.CHROMIUM_PATH ?? CHROMIUM.find((path) => existsSync(path));
  const browser: Browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  const failures: string[] = [];
  let loads = 0;
  let browsing = true;
  const visitor = async () => {
    const page = await (await browser.newContext()).newPage();
    // ERR_ABORTED is the browser's own cancel (a preload still pending when the visitor moves on to the
    // next page), not a load that failed; a 404 is a response, a dropped connection another error.
    page.on('requestfailed', (request) => {
      const error = request.failure()?.errorText ?? '';
      if (error !== 'net::ERR_ABORTED') failures.push(`${request.url()}: ${error}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400 && /\.(js|json)(\?|$)/.test(response.url()))
        failures.push(`${response.status()} ${response.url()}`);
    });
    page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
    while (browsing) {
      for (const path of ['/', '/feedback']) {
        await page.goto(`${SITE}${path}`, { waitUntil: 'networkidle' });
        loads++;
      }
    }
  };
  try {
    const visitors = Array.from({ length: VISITORS }, visitor);
    const requests: Awaited<ReturnType<typeof timed>>[] = [];
    const load = Promise.all(
      Array.from({ length: 4 }, async () => {
        while (browsing) requests.push(await timed(() => fetch(`${SITE}/feedback`)));
      }),
    );
    await move();
    browsing = false;
    await Promise.all([...visitors, load]);
    return { failures, loads, pages: figures('pages requested while the shell moved', requests) };
  } finally {
    browsing = false;
    await browser.close();
  }
}

/** Until every shell host serves pages of the build whose entry is `entry`. */
const everyHostOn = (entry: string | undefined) =>
  Promise.all(
    PORTS.pages.map((port) =>
      until(
        async () => (await entryOf(`http://127.0.0.1:${port}`)) === entry,
        `the host on ${port} serving ${entry}`,
        20_000,
      ),
    ),
  );

export function shellRolloutTests() {
  it('upgrades the shell hosts to another build and back under real browsers: no chunk or remote fails to load', async () => {
    const entries: (string | undefined)[] = [await entryOf()];
    const { failures, loads, pages } = await underBrowsers(async () => {
      await rollHostsTo('pages-next');
      entries.push(await entryOf());
      await rollHostsTo('pages');
      entries.push(await entryOf());
    });
    const [before, next, back] = entries;
    console.log(
      `shell rollout ${before} → ${next} → ${back} under ${VISITORS} browsers: ${loads} page loads, ${failures.length} failed loads`,
    );
    expect(next).not.toBe(before);
    expect(back).toBe(before);
    expect(failures).toEqual([]);
    expect(loads).toBeGreaterThan(20);
    expect(pages.requests).toBeGreaterThan(100);
    expect(pages.failures).toBe(0);
  }, 120_000);

  // After the rolling upgrade: once the registry names a shell build, it is what every host serves.
  it('releases the shell from a team’s CI and rolls it back, each a command, the hosts left running: no load fails', async () => {
    const release = (...args: string[]) =>
      run(partFile('infra/release/dist/cli.js'), args, {
        ...shared(),
        DATA_DIR: mkdtempSync(join(work, 'shell-ci-data-')),
        REGISTRY_URL: `${SITE}/api/registry`,
        SITE_URL: SITE,
        DEPLOY_TOKEN,
      });
    const releaseShell = async (part: 'pages' | 'pages-next') => {
      const { stdout, stderr } = await release(
        'release',
        'shell',
        '--source',
        join(partDir(part), 'shell'),
        '--no-build',
      );
      expect(stderr + stdout).toContain('shell: released');
      return /released (\S+)/.exec(stdout)![1]!;
    };
    /** A build's entry script, as its pages name it. */
    const entryIn = (part: 'pages' | 'pages-next') =>
      readdirSync(join(partDir(part), 'shell', 'dist')).find((file) => /^start\.[0-9a-f]{10}\.js$/.test(file));
    const own = await entryOf();
    expect(own).toBe(entryIn('pages'));
    // The build the hosts run, released first: the version a rollback returns to.
    const first = await releaseShell('pages');
    let next = '';
    let rollback = '';
    const began = performance.now();
    const { failures, loads, pages } = await underBrowsers(async () => {
      next = await releaseShell('pages-next');
      await everyHostOn(entryIn('pages-next'));
      // The shared-dependency contract remotes are released against is the released shell's.
      const manifest = await (await fetch(`${SITE}/mf-manifest.json`)).text();
      expect(manifest).toBe(await (await fetch(`${SITE}/v/${next}/mf-manifest.json`)).text());
      await new Promise((resolve) => setTimeout(resolve, 3000));
      rollback = (await release('rollback', 'shell', '--reason', 'the topology’s drill')).stdout;
      await everyHostOn(own);
      await new Promise((resolve) => setTimeout(resolve, 3000));
    });
    console.log(
      `shell release ${first} → ${next} → rollback in ${Math.round(performance.now() - began)} ms under ${VISITORS} browsers: ` +
        `${loads} page loads, ${failures.length} failed loads`,
    );
    expect(entryIn('pages-next')).not.toBe(own);
    expect(rollback).toContain(`shell: rolled back from ${next} to ${first}.`);
    expect((await release('releases', 'shell')).stdout).toContain(`* ${first}`);
    expect(failures).toEqual([]);
    expect(loads).toBeGreaterThan(10);
    expect(pages.failures).toBe(0);
  }, 120_000);
}
