import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { signInAs } from '../support/session';
import { expectStarted } from '../support/start-up';

test.use({ javaScriptEnabled: false });

test('/ is prerendered: its heading, navbar and footer are in the HTML before any JavaScript runs', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Casual work and small jobs, a fair go for everyone',
  );
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find Workers' }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('FairGo');
});

test('the shell’s other pages are prerendered too', async ({ page }) => {
  await page.goto('/how-it-works');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How FairGo works');
  await page.goto('/terms-and-conditions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions');
});

test.describe('every route a remote owns is composed on the server', () => {
  for (const [path, heading] of [
    ['/find-work', 'Find a job that fits you'],
    ['/find-worker', 'Find the Perfect Workers for Your Needs'],
    ['/register', 'Sign Up in Easy Steps'],
    ['/login', 'Log in to FairGo'],
    ['/feedback', 'Feedback'],
  ]) {
    test(`${path}: the remote's prerendered frame is in the HTML, inside the shell's frame`, async ({ page }) => {
      await page.goto(path!);
      // The frame is inert until the remote renders (it takes no input), so not in the accessibility tree.
      await expect(page.locator('main h1')).toHaveText(heading!);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('the page carries the registry inline and the remote of its current release in its start template', async ({
    page,
  }) => {
    const response = await page.goto('/find-work');
    const html = await response!.text();
    const registry = JSON.parse(
      /<script type="application\/json" id="fairgo-registry">(.*?)<\/script>/.exec(html)![1]!,
    );
    const marketplace = registry.find((entry: { name: string }) => entry.name === 'mf_marketplace');
    expect(marketplace.manifestUrl).toMatch(/\/v\/[^/]+\/mf-manifest\.json$/);
    // Inert until the page has painted: nothing in a template is fetched or run.
    const start = /<template id="fairgo-start">(.*?)<\/template>/.exec(html)![1]!;
    expect(start).toMatch(/<script defer src="\/start\.[0-9a-f]{10}\.js"><\/script>/);
    expect(html.replace(start, '')).not.toMatch(/<script[^>]* src=|<link[^>]* rel="preload"/);
    expect(start).toContain(
      `<link rel="preload" as="fetch" href="${marketplace.manifestUrl}" fetchpriority="low" crossorigin="anonymous">`,
    );
    expect(start).toContain(
      `<link rel="preload" as="script" href="${new URL('remoteEntry.js', marketplace.manifestUrl)}" fetchpriority="low">`,
    );
    expect(html).not.toContain('Casual work and small jobs, a fair go for everyone</h1>');
  });

  test("each remote's ./spa starts from one file of its own, besides its entry", async ({ page, request }) => {
    const html = await (await page.goto('/find-work'))!.text();
    const registry: { name: string; manifestUrl: string }[] = JSON.parse(
      /<script type="application\/json" id="fairgo-registry">(.*?)<\/script>/.exec(html)![1]!,
    );
    expect(registry.length).toBe(4);
    for (const { name, manifestUrl } of registry) {
      const manifest = (await (await request.get(manifestUrl)).json()) as {
        exposes: { path: string; assets: { js: { sync: string[] } } }[];
      };
      const spa = manifest.exposes.find((expose) => expose.path === './spa')!;
      // What webpack would split out of it (shared by another expose, or a vendor's) is a request and a
      // task of its own on a phone, before the page can start.
      expect(spa.assets.js.sync, name).toEqual([expect.stringMatching(/^__federation_expose_spa\.[0-9a-f]{10}\.js$/)]);
    }
  });
});

test.describe('with JavaScript', () => {
  test.use({ javaScriptEnabled: true });

  test('the host writes the runtime configuration into the page', async ({ page }) => {
    await page.goto('/find-work');
    // The e2e site reports every page load's remote health (support/site.ts: HEALTH_SAMPLE_RATE=1).
    expect(await page.evaluate(() => (window as { __FAIRGO_CONFIG__?: unknown }).__FAIRGO_CONFIG__)).toEqual({
      apiBaseUrl: '/api',
      healthSampleRate: 1,
    });
  });

  test('the page paints before it asks for a script, then starts', async ({ page }) => {
    await page.goto('/find-work');
    await expectStarted(page);
    const { paint, requested } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      requested: performance
        .getEntriesByType('resource')
        .filter((entry) => /\.js$|\/mf-manifest\.json$/.test(new URL(entry.name).pathname))
        .map(({ name, startTime }) => ({ name, startTime })),
    }));
    expect(paint).toBeGreaterThan(0);
    // The shell's, the remote's entry and its manifest at least.
    expect(requested.length).toBeGreaterThan(3);
    expect(requested.filter(({ startTime }) => startTime < paint!)).toEqual([]);
  });

  test('every script the page runs asks Chrome to compile it while it streams in', async ({ page, request }) => {
    // Without the comment, each function of a chunk is compiled on the main thread the first time it is
    // called: a third of the start-up's script time (infra/build/create-app-config.cjs).
    await page.goto('/find-worker');
    await expectStarted(page);
    await page.waitForLoadState('networkidle');
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => new URL(url).pathname.endsWith('.js')),
    );
    expect(scripts.length).toBeGreaterThan(10);
    const unhinted: string[] = [];
    for (const url of scripts) {
      const text = await (await request.get(url)).text();
      if (!text.startsWith('//# allFunctionsCalledOnLoad\n')) unhinted.push(url);
    }
    expect(unhinted).toEqual([]);
  });

  for (const path of ['/', '/find-worker']) {
    test(`${path}: the shell starts from one file, and no script is fetched twice`, async ({ page, request }) => {
      // One download, not 22 queued on a phone's six connections (infra/build/start-bundle.cjs); the host
      // never preloads a file the bundle carries (start-files.json).
      await page.goto(path);
      await expectStarted(page);
      await page.waitForLoadState('networkidle');
      const entries = await page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .map((entry) => ({ url: new URL(entry.name), bytes: entry.transferSize }))
          .filter(({ url }) => url.pathname.endsWith('.js'))
          .map(({ url, bytes }) => ({ script: url.origin === location.origin ? url.pathname : url.href, bytes })),
      );
      const shells = entries.map(({ script }) => script).filter((script) => script.startsWith('/'));
      expect(shells.filter((script) => script.startsWith('/start.'))).toHaveLength(1);
      // Besides it, only what the shell loads on demand (its pages, single-spa, the prefetch of remotes, and
      // its copy of the query client, which a remote that loads data starts with).
      const { metaData } = (await (await request.get('/mf-manifest.json')).json()) as {
        metaData: { startupShares: { shares: Record<string, { files: string[] }> } };
      };
      const queries = metaData.startupShares.shares['@fairgo/shared/queries']!.files.map((file) => `/${file}`);
      expect(queries.length).toBeGreaterThan(0);
      const onDemand = (script: string) =>
        /^\/(start|lazy-[a-z-]+)\.[0-9a-f]{10}\.js$/.test(script) || queries.includes(script);
      expect(shells.filter((script) => !onDemand(script))).toEqual([]);
      // Over the network once (a prefetch of a file the page preloaded too is read from the cache).
      const downloaded = entries.filter(({ bytes }) => bytes > 0).map(({ script }) => script);
      expect(downloaded.filter((script, index) => downloaded.indexOf(script) !== index)).toEqual([]);
      const carried = (await (await request.get('/start-files.json')).json()) as string[];
      expect(carried.length).toBeGreaterThan(10);
      expect(shells.filter((script) => carried.includes(script))).toEqual([]);
    });
  }

  for (const path of ['/find-work', '/find-worker', '/register', '/login', '/feedback']) {
    test(`${path}: every script the page and its remote start with is in its start template`, async ({ page }) => {
      // Anything the page asks for that was not there comes one round trip after the script that asked for
      // it: the shell's single-spa, the remote's own copies of the shared modules the shell does not provide,
      // a page that loads on demand and the shell's copies of what it uses.
      const response = await page.goto(path);
      const start = /<template id="fairgo-start">(.*?)<\/template>/.exec(await response!.text())![1]!;
      const listed = new Set(
        [...start.matchAll(/(?:href|src)="([^"]+)"/g)].map(([, url]) => new URL(url!, page.url()).href),
      );
      await expectStarted(page);
      await expect(page.locator('main h1')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const remoteBase = new URL(
        '.',
        [...listed].find((url) => url.endsWith('/mf-manifest.json')),
      ).href;
      const started = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => entry.name),
      );
      const ours = started.filter(
        (url) => url.startsWith(remoteBase) || new URL(url).origin === new URL(page.url()).origin,
      );
      // The shell's start, the remote's entry, its ./spa and what its page starts with, at least.
      expect(ours.length).toBeGreaterThan(5);
      expect(ours.filter((url) => !listed.has(url))).toEqual([]);
    });
  }

  /** How the page asked for each read under `/api/<read>`: `link` is the host's preload, `fetch` the app's own call. */
  const readsOf = (page: Page, read: string) =>
    page.evaluate(
      (read) =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .map((entry) => ({ url: new URL(entry.name), how: entry.initiatorType }))
          .filter(({ url }) => url.pathname.startsWith(`/api/${read}`))
          .map(({ url, how }) => `${how} ${url.pathname}${url.search}`)
          .sort(),
      read,
    );

  for (const [path, read] of [
    ['/find-work', 'findwork/advisers'],
    ['/find-worker', 'findworker/workers'],
  ] as const) {
    test(`${path}: a visitor’s first listings are asked for with the page’s own scripts, once`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('article').first()).toBeVisible();
      // The app's own calls took the preloaded answers: nothing was asked for twice.
      expect(await readsOf(page, read)).toEqual([
        `link /api/${read}/total?sort=newest`,
        `link /api/${read}?sort=newest&limit=24`,
      ]);
    });
  }

  test('a signed-in user, or a page opened with a query, asks for its own listings', async ({ page, request }) => {
    await page.goto('/find-work?sort=pay');
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await readsOf(page, 'findwork/advisers')).toEqual([
      'fetch /api/findwork/advisers/total?sort=pay',
      'fetch /api/findwork/advisers?sort=pay&limit=24',
    ]);
    // A session gets its own answers (contact details), which a visitor's preload would not match.
    await signInAs(page, request, 'employer@demo.fairgo.au');
    await page.goto('/find-work');
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await page.locator('head [data-visitor-only]').count()).toBe(0);
    expect(await readsOf(page, 'findwork/advisers')).toEqual([
      'fetch /api/findwork/advisers/total?sort=newest',
      'fetch /api/findwork/advisers?sort=newest&limit=24',
    ]);
  });

  test('a page that is not visible, or a browser without paint timing, starts all the same', async ({ browser }) => {
    for (const unlike of [
      () => Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' }),
      () => Reflect.deleteProperty(window, 'PerformanceObserver'),
    ]) {
      const page = await browser.newPage();
      await page.addInitScript(unlike);
      await page.goto('/find-work');
      await expectStarted(page);
      await page.close();
    }
  });

  test('a returning signed-in user does not see Register and Login in the prerendered navbar', async ({ page }) => {
    // Only the HTML: the app's scripts never arrive, so what shows is the prerendered page.
    await page.route(/\.js$/, (route) => route.abort());
    await page.addInitScript(() => localStorage.setItem('token', 'some-token'));
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Find Workers' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Register' })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Login' })).toBeHidden();
  });
});
