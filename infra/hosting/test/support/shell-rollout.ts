import { chromium, type Browser } from 'playwright-core';
import { existsSync } from 'node:fs';
import { figures, hostEnv, PORTS, processes, shellBuild, SITE, start, timed, until } from './topology';

// A rolling upgrade of the shell hosts from one build of the shell to another, and back (a rollback),
// while real browsers load and move between pages through nginx, registered in the topology's describe.
// Mid-rollout a page from a host of one build asks the other host for its chunks, which that host
// serves from the bucket (shell-files.ts): no load of a chunk or of a remote may fail.
const CHROMIUM = ['/usr/bin/chromium-headless-shell', '/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'];
const VISITORS = 3;

/** The shell build a page was made with: its entry script's content-addressed name. */
const entryOf = async () => /\/(start\.[0-9a-f]{10}\.js)/.exec(await (await fetch(`${SITE}/`)).text())?.[1];

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

export function shellRolloutTests() {
  it('upgrades the shell hosts to another build and back under real browsers: no chunk or remote fails to load', async () => {
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
      const before = await entryOf();
      const visitors = Array.from({ length: VISITORS }, visitor);
      // And plain requests for a page, as many as they go, beside the browsers.
      const requests: Awaited<ReturnType<typeof timed>>[] = [];
      const load = Promise.all(
        Array.from({ length: 4 }, async () => {
          while (browsing) requests.push(await timed(() => fetch(`${SITE}/feedback`)));
        }),
      );
      await rollHostsTo('pages-next');
      const next = await entryOf();
      await rollHostsTo('pages');
      const back = await entryOf();
      browsing = false;
      await Promise.all([...visitors, load]);
      const pages = figures('pages requested during the shell rollout', requests);
      console.log(
        `shell rollout ${before} → ${next} → ${back} under ${VISITORS} browsers: ${loads} page loads, ${failures.length} failed loads`,
      );
      expect(next).not.toBe(before);
      expect(back).toBe(before);
      expect(failures).toEqual([]);
      expect(loads).toBeGreaterThan(20);
      expect(pages.requests).toBeGreaterThan(100);
      expect(pages.failures).toBe(0);
    } finally {
      browsing = false;
      await browser.close();
    }
  }, 120_000);
}
