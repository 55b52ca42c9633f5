import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, mainHeading, test } from '../support/fixtures';
import {
  bucketsAround,
  copyOfRemote,
  fileTimes,
  npmRun,
  pageWithBucket,
  pointerOf,
  releasesOf,
} from '../support/releases';
import { signInAs } from '../support/session';
import { expectStarted } from '../support/start-up';
import { REPO_ROOT, SITE } from '../support/site';

const OLD_TEXT = 'We read every message.';
const NEW_TEXT = 'We read every message, and reply within two days.';
const version = /released (\S+) \(previous: (\S+)\)/;
const ADMIN_ORIGIN = SITE.originOf('mf-admin');
const MARKETPLACE_ORIGIN = SITE.originOf('mf-marketplace');

// Releases change the site under test: these run one after the other, and leave mf-admin as they found it.
test.describe.configure({ mode: 'serial' });
// A test that fails half-way still leaves mf-admin as it found it: its retry, and the next test, start from there.
let before: string | undefined;
test.beforeEach(async () => {
  before = (await pointerOf('mf-admin')).current;
});
test.afterEach(async () => {
  const now = await pointerOf('mf-admin');
  if (before && (now.current !== before || now.canary))
    expect((await npmRun('rollback', ['mf-admin', before, '--reason', 'a failed test'])).code).toBe(0);
});

test('a changed mf-admin is released and rolled back while the site runs, and nothing else is rebuilt', async ({
  site,
  context,
}) => {
  test.setTimeout(6 * 60_000);
  const untouched = () =>
    fileTimes(
      join(REPO_ROOT, 'shell/dist'),
      ...['mf-marketplace', 'mf-tasks', 'mf-account'].flatMap((folder) => [
        join(REPO_ROOT, folder, 'dist'),
        releasesOf(folder),
      ]),
    );
  const before = untouched();

  // A tab opened before the release.
  const openTab = await context.newPage();
  const openTabErrors: string[] = [];
  openTab.on('pageerror', (error) => openTabErrors.push(error.message));
  await openTab.goto('/how-it-works');
  await expect(mainHeading(openTab)).toBeVisible();

  // The mf-admin team changes a text in their own copy and releases it.
  const copy = copyOfRemote('mf-admin');
  const page = join(copy, 'src/app/routes/feedback-page.tsx');
  writeFileSync(page, readFileSync(page, 'utf8').replace(OLD_TEXT, NEW_TEXT));
  const released = await npmRun('release', ['mf-admin', '--source', copy]);
  expect(released.stderr).not.toContain('cannot be released');
  expect(released.code, released.stderr).toBe(0);
  const [, newVersion, oldVersion] = version.exec(released.stdout)!;
  expect(newVersion).not.toBe(oldVersion);

  // The host composes pages from the current release: the new frame is in the HTML before any script runs.
  const servedHtml = async () => (await site.request.get('/feedback')).text();
  await expect.poll(servedHtml).toContain(NEW_TEXT);

  // A new page load gets the new version, from its own versioned folder.
  const manifests: string[] = [];
  site.on('request', (request) => {
    if (request.url().includes('/mf-manifest.json')) manifests.push(request.url());
  });
  await site.goto('/feedback');
  await expect(site.getByText(NEW_TEXT)).toBeVisible();
  // The text is in the served frame: the page asks for the remote once it has painted.
  await expect.poll(() => manifests).toContain(`${ADMIN_ORIGIN}/v/${newVersion}/mf-manifest.json`);

  // The tab that was already open keeps the version it started with, whole: no mix, no chunk errors.
  await openTab.getByRole('contentinfo').getByRole('link', { name: 'Feedback' }).click();
  await expect(openTab.getByText(OLD_TEXT)).toBeVisible();
  await openTab.reload();
  await expect(openTab.getByText(NEW_TEXT)).toBeVisible();
  expect(openTabErrors).toEqual([]);

  const listed = await npmRun('releases', ['mf-admin']);
  expect(listed.stdout).toContain(`* ${newVersion}`);
  expect(listed.stdout).toContain(`  ${oldVersion}`);

  // Rolling back moves the pointer; the next load shows the old text again.
  const rolledBack = await npmRun('rollback', ['mf-admin']);
  expect(rolledBack.code).toBe(0);
  expect(rolledBack.stdout).toContain(`mf-admin: rolled back from ${newVersion} to ${oldVersion}.`);
  await expect.poll(servedHtml).toContain(OLD_TEXT);
  expect(await servedHtml()).not.toContain(NEW_TEXT);
  await site.reload();
  await expect(site.getByText(OLD_TEXT)).toBeVisible();
  await expect(site.getByText(NEW_TEXT)).toHaveCount(0);
  expect((await npmRun('releases', ['mf-admin'])).stdout).toContain(`* ${oldVersion}`);

  // Neither command touched the shell or the other remotes.
  expect(untouched()).toEqual(before);
});

test('a developer points the site at a local build of one remote, sees it flagged, and clears it', async ({ site }) => {
  const local = `${ADMIN_ORIGIN}/mf-manifest.json`;
  // The Module Federation runtime loads a release by the remoteEntry.js beside its manifest.
  const entries: string[] = [];
  site.on('request', (request) => {
    if (request.url().endsWith('/remoteEntry.js') && request.resourceType() === 'script') entries.push(request.url());
  });
  await site.goto(`/feedback?override.mf_admin=${encodeURIComponent(local)}`);
  await expect(mainHeading(site)).toHaveText('Feedback');
  const badge = site.getByRole('status', { name: 'Remote overrides' });
  await expect(badge).toContainText(`mf_admin ← ${local}`);
  // The heading is the prerendered frame's until the remote has loaded: wait for the local build.
  await expect.poll(() => entries).toContain(`${ADMIN_ORIGIN}/remoteEntry.js`);
  // The override stays through navigation and reloads, the query does not.
  await expect(site).toHaveURL(/\/feedback$/);
  await site.reload();
  await expect(badge).toBeVisible();

  await badge.getByRole('button', { name: 'Clear' }).click();
  await expect(mainHeading(site)).toHaveText('Feedback');
  await expect(badge).toHaveCount(0);
  entries.length = 0;
  await site.reload();
  await expect(mainHeading(site)).toHaveText('Feedback');
  // The released entry only, never the local one. It may be reported twice: the page's preload, then the
  // runtime's script taking it from the memory cache, when the preload had finished first.
  const released = new RegExp(`^${ADMIN_ORIGIN}/v/[^/]+/remoteEntry\\.js$`);
  await expect.poll(() => entries.filter((url) => url.startsWith(`${ADMIN_ORIGIN}/`)).length).toBeGreaterThan(0);
  await expectStarted(site);
  expect(entries.filter((url) => url.startsWith(`${ADMIN_ORIGIN}/`) && !released.test(url))).toEqual([]);
});

test('hovering a link into another remote fetches that remote before the click', async ({ site }) => {
  await site.goto('/how-it-works');
  await expect(mainHeading(site)).toBeVisible();
  // The heading is in the served HTML: wait for the shell to be listening (it listens before it makes the
  // remotes' slots), or the hover may come before it. Nothing is prefetched before the visitor first moves.
  await expectStarted(site);
  await expect(site.locator(`link[rel="prefetch"][href^="${MARKETPLACE_ORIGIN}/"]`)).toHaveCount(0);
  const fetched = site.waitForRequest((request) =>
    new RegExp(`^${MARKETPLACE_ORIGIN}/v/[^/]+/__federation_expose_spa`).test(request.url()),
  );
  await site.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find Work', exact: true }).hover();
  await fetched;
  // The first move also starts the idle prefetch of every other remote's manifest and entry.
  await expect(
    site.locator(`link[rel="prefetch"][href^="${MARKETPLACE_ORIGIN}/"][href$="/mf-manifest.json"]`),
  ).toHaveCount(1);
});

// Canaries. The e2e site's canary watch looks each second and judges a canary on 3 loads (support/site.ts).
const NEW_TITLE = 'Feedback and ideas';
const canaryLine = /: (\S+) is a canary for (\d+)% of browsers; the others stay on (\S+)\./;

test('a canary of mf-admin with a changed heading reaches the browsers in its half only, and promote moves everyone', async ({
  site,
  browser,
}) => {
  test.setTimeout(6 * 60_000);
  const copy = copyOfRemote('mf-admin');
  const page = join(copy, 'src/app/routes/feedback-page.tsx');
  writeFileSync(
    page,
    readFileSync(page, 'utf8').replace("FEEDBACK_TITLE = 'Feedback';", `FEEDBACK_TITLE = '${NEW_TITLE}';`),
  );
  const released = await npmRun('release', ['mf-admin', '--source', copy, '--canary', '50', '--reason', 'new heading']);
  expect(released.code).toBe(0);
  const [, canaryVersion, , stableVersion] = canaryLine.exec(released.stdout)!;

  const { inside, outside } = bucketsAround('mf_admin', { version: canaryVersion!, percent: 50 });
  const inCanary = await pageWithBucket(browser, inside);
  const onStable = await pageWithBucket(browser, outside);
  // The host composes each page with its visitor's version (the frame), and the shell loads the same one.
  for (const [visitor, title, version] of [
    [inCanary, NEW_TITLE, canaryVersion],
    [onStable, 'Feedback', stableVersion],
  ] as const) {
    const entries: string[] = [];
    visitor.on('request', (request) => {
      if (request.url().endsWith('/remoteEntry.js')) entries.push(request.url());
    });
    const response = await visitor.goto('/feedback');
    expect(await response!.text()).toContain(`>${title}</h1>`);
    await expect.poll(() => entries).toContain(`${ADMIN_ORIGIN}/v/${version}/remoteEntry.js`);
    await expect(mainHeading(visitor)).toHaveText(title);
    // Sticky: the same browser stays on its side, load after load.
    await visitor.reload();
    await expect(mainHeading(visitor)).toHaveText(title);
  }

  const listed = (await npmRun('releases', ['mf-admin'])).stdout;
  expect(listed).toContain(`~ ${canaryVersion}`);
  expect(listed).toContain(`canary ${canaryVersion} for 50% (stable ${stableVersion}), by bootstrap: new heading`);

  // Promote: everyone gets the new heading.
  const promoted = await npmRun('promote', ['mf-admin']);
  expect(promoted.stdout).toContain(`mf-admin: every browser now gets ${canaryVersion} (previous: ${stableVersion}).`);
  await expect.poll(async () => (await site.request.get('/feedback')).text()).toContain(`>${NEW_TITLE}</h1>`);
  await onStable.reload();
  await expect(mainHeading(onStable)).toHaveText(NEW_TITLE);

  // Leave mf-admin as it was.
  expect((await npmRun('rollback', ['mf-admin', stableVersion!, '--reason', 'end of the test'])).code).toBe(0);
  await onStable.reload();
  await expect(mainHeading(onStable)).toHaveText('Feedback');
  await inCanary.context().close();
  await onStable.context().close();
});

test('a canary whose build throws at mount is rolled back automatically, and the Releases page shows why', async ({
  site,
  browser,
}) => {
  test.setTimeout(6 * 60_000);
  const copy = copyOfRemote('mf-admin');
  writeFileSync(
    join(copy, 'src/spa.tsx'),
    `${readFileSync(join(copy, 'src/spa.tsx'), 'utf8')}
// A broken build: it loads, then fails at mount.
export { bootstrap, unmount };
`.replace(
      "export const { bootstrap, mount, unmount } = createRemoteLifecycles('mf_admin', App);",
      "const { bootstrap, unmount } = createRemoteLifecycles('mf_admin', App);\nexport const mount = async () => {\n  throw new Error('this build fails at mount');\n};",
    ),
  );
  const released = await npmRun('release', ['mf-admin', '--source', copy, '--canary', '50']);
  expect(released.code).toBe(0);
  const [, canaryVersion, , stableVersion] = canaryLine.exec(released.stdout)!;

  // Three visitors in the canary, each on a network of its own (an IPv4 /24: the rollback wants failures
  // from three networks): the remote fails in its own slot (the rest of the page works), and each page
  // load reports its failed load when the page is hidden.
  const inside = bucketsAround('mf_admin', { version: canaryVersion!, percent: 50 }).inside;
  const visitors = [];
  for (const address of ['203.0.113.31', '198.51.100.32', '192.0.2.33']) {
    const visitor = await pageWithBucket(browser, inside, { address });
    const token = visitor.waitForResponse(
      (response) => response.url().endsWith('/registry/health/pages') && response.status() === 200,
    );
    await visitor.goto('/feedback');
    await expect(visitor.getByRole('alert')).toContainText('Feedback is not available right now');
    await expect(visitor.getByRole('navigation', { name: 'Main' })).toBeVisible();
    if (visitors.length === 0) {
      // The visitor's first key press loads the Web Vitals library: this page's LCP goes with the beacon.
      const vitals = visitor.waitForResponse(/lazy-web-vitals\.[0-9a-f]+\.js$/);
      await visitor.keyboard.press('Shift');
      await vitals;
    }
    // The page has its health token before it is left (the beacon goes only with one).
    await token;
    await visitor.goto('/how-it-works');
    visitors.push(visitor);
  }

  await expect
    .poll(async () => (await npmRun('releases', ['mf-admin'])).stdout, { timeout: 30_000 })
    .toContain(
      `AUTOMATIC ROLLBACK of canary ${canaryVersion} (back to ${stableVersion}), by canary watch: 3 of 3 loads failed (100.0% in 3 browsers, on 3 networks)`,
    );
  // The same browsers are back on the stable version.
  await visitors[0]!.goto('/feedback');
  await expect(mainHeading(visitors[0]!)).toHaveText('Feedback');
  await expect(visitors[0]!.getByRole('alert')).toHaveCount(0);
  for (const visitor of visitors) await visitor.context().close();

  // An admin sees it on Releases, with the reason.
  await signInAs(site, site.request, 'admin@demo.fairgo.au');
  await site.goto('/releases');
  const moves = site.getByRole('list', { name: 'Latest moves' });
  await expect(moves.getByRole('listitem').first()).toContainText(
    `mf_admin: Canary ${canaryVersion} rolled back automatically to ${stableVersion}`,
  );
  await expect(moves.getByRole('listitem').first()).toContainText('by canary watch');
  await expect(moves.getByRole('listitem').first()).toContainText(
    'Why: 3 of 3 loads failed (100.0% in 3 browsers, on 3 networks)',
  );
  const day = site.getByRole('region', { name: 'mf_admin' }).getByRole('table').nth(1);
  const canaryRow = day.getByRole('row', { name: new RegExp(canaryVersion!.replace(/\./g, '\\.')) });
  await expect(canaryRow).toContainText('100.0%');
  // Three browsers on three failing networks; its p75 LCP, from the first visitor's beacon.
  await expect(canaryRow.getByRole('cell').nth(1)).toHaveText('3');
  await expect(canaryRow.getByRole('cell').nth(3)).toHaveText('3');
  await expect(canaryRow.getByRole('cell').nth(6)).toHaveText(/^\d+ ms$/);
});
