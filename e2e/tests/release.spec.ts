import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, mainHeading, test } from '../support/fixtures';
import { copyOfRemote, fileTimes, npmRun, releasesOf } from '../support/releases';
import { REPO_ROOT } from '../support/site';

const OLD_TEXT = 'We read every message.';
const NEW_TEXT = 'We read every message, and reply within two days.';
const version = /released (\S+) \(previous: (\S+)\)/;

// Releases change the site under test: these run one after the other, and leave mf-admin as they found it.
test.describe.configure({ mode: 'serial' });

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
  expect(released.code).toBe(0);
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
  expect(manifests).toContain(`http://localhost:3004/v/${newVersion}/mf-manifest.json`);

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

test('a release whose shared singletons the shell cannot satisfy is refused, and the site keeps what it had', async ({
  site,
}) => {
  test.setTimeout(2 * 60_000);
  const current = (await npmRun('releases', ['mf-admin'])).stdout;

  // A build of mf-admin made for a React the shell does not provide.
  const copy = copyOfRemote('mf-admin');
  const manifestFile = join(copy, 'dist/mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    shared: { name: string; requiredVersion: string }[];
  };
  for (const shared of manifest.shared) if (shared.name === 'react') shared.requiredVersion = '^20.0.0';
  writeFileSync(manifestFile, JSON.stringify(manifest));

  const refused = await npmRun('release', ['mf-admin', '--source', copy, '--no-build']);
  expect(refused.code).not.toBe(0);
  expect(refused.stderr).toContain('mf-admin cannot be released: the shell cannot satisfy its shared singletons.');
  expect(refused.stderr).toContain('react: needs ^20.0.0, the shell provides 19.');
  expect((await npmRun('releases', ['mf-admin'])).stdout).toBe(current);

  await site.goto('/feedback');
  await expect(site.getByText(OLD_TEXT)).toBeVisible();
});

test('a developer points the site at a local build of one remote, sees it flagged, and clears it', async ({ site }) => {
  const local = 'http://localhost:3004/mf-manifest.json';
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
  await expect.poll(() => entries).toContain('http://localhost:3004/remoteEntry.js');
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
  await expect
    .poll(() => entries.filter((url) => url.startsWith('http://localhost:3004/')))
    .toEqual([expect.stringMatching(/^http:\/\/localhost:3004\/v\/[^/]+\/remoteEntry\.js$/)]);
});

test('hovering a link into another remote fetches that remote before the click', async ({ site }) => {
  await site.goto('/how-it-works');
  await expect(mainHeading(site)).toBeVisible();
  // The heading is in the served HTML: wait for the shell to be listening (its idle prefetch of the
  // other remotes' entries is in the page), or the hover may come before it.
  await expect(site.locator('link[rel="prefetch"][href^="http://localhost:3001/"]')).toHaveCount(2);
  const fetched = site.waitForRequest((request) =>
    /localhost:3001\/v\/[^/]+\/__federation_expose_spa/.test(request.url()),
  );
  await site.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find Work', exact: true }).hover();
  await fetched;
});
