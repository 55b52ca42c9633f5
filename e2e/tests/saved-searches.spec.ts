import { expect, test } from '../support/fixtures';
import { latestMailTo, postJobThroughForm, registerByApi } from '../support/account';
import { apiToken, showAs } from '../support/tasks-api';

// A worker saves a search, an employer posts a job that matches it, and the worker is told
// in the bell at once and in the daily digest, which the admins' outbox holds too.
test('a saved search tells its owner of a matching job in the bell and the daily digest', async ({
  site: page,
  request,
  browser,
  person,
}) => {
  const job = `Barista ${Date.now().toString(36)}`;
  // A worker of this run's own: the digest goes once a day, so the demo worker would have had today's.
  const worker = await registerByApi(request, 'Sally Searcher');
  await showAs(page, request, worker);
  await page.goto('/find-work');
  await page.getByRole('combobox', { name: 'Locations' }).fill('Newtown');
  await page.getByRole('option', { name: 'Newtown, New South Wales' }).click();
  await page.getByRole('button', { name: 'Save this search' }).click();
  const saved = page.getByRole('dialog');
  await expect(saved).toContainText('Search saved');
  await saved.getByRole('button', { name: 'Manage saved searches' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const search = page.getByRole('listitem', { name: 'Jobs: Newtown' });
  await expect(search).toBeVisible();

  // An employer posts a job in Newtown, in a browser of their own.
  const employer = person(await browser.newPage());
  await showAs(employer, request, 'employer@demo.fairgo.au');
  await postJobThroughForm(employer, job, 'employer@demo.fairgo.au');
  await employer.close();

  // The bell has it at once (it asks the API when the page opens), with the way to the listing.
  await page.reload();
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const alert = page.getByRole('region', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: job });
  await expect(alert).toContainText(`New job for your saved search “Newtown”: ${job} in Newtown, New South Wales.`);
  await alert.getByRole('button', { name: 'Go to Listing' }).click();
  await expect(page).toHaveURL(/\/find-work\?listing=[0-9a-f-]{36}$/);
  const first = page.getByRole('article').first();
  await expect(first).toContainText(job);
  await expect(first).toContainText('New for your saved search');

  // The digest (sent from 07:00 Sydney time; the e2e site sends at any hour, looking every 2 s).
  await expect
    .poll(async () => (await latestMailTo(worker).catch(() => null))?.text ?? '', { timeout: 15_000 })
    .toContain(job);
  const digest = await latestMailTo(worker);
  const unsubscribe = /(http\S+\/api\/savedSearches\/unsubscribe\?token=\S+)/.exec(digest.text)![1]!;
  const admin = await apiToken(request, 'admin@demo.fairgo.au');
  const outbox = await (
    await request.get(`/api/outbox?to=${encodeURIComponent(worker)}`, { headers: { authorization: admin } })
  ).json();
  expect(outbox.find((mail: { kind: string }) => mail.kind === 'searchDigest')?.text).toContain(job);

  // Its link turns the e-mails off without signing in.
  const page2 = person(await browser.newPage());
  await page2.goto(new URL(unsubscribe).pathname + new URL(unsubscribe).search);
  await expect(page2.getByText('You will no longer get emails about your saved searches.')).toBeVisible();
  await page2.close();
  await page.goto('/profile');
  await expect(search.getByText('No emails')).toBeVisible();
  await search.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toContainText('Saved search deleted.');
});
