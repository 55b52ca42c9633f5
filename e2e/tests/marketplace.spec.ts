import { expect, test } from '../support/fixtures';
import { postJobThroughForm } from '../support/account';
import { signInAs } from '../support/session';

test('a visitor sees blurred contact details on find-worker and is sent to register', async ({
  site: page,
  request,
}) => {
  await page.goto('/find-worker');
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible();
  // The API sends a visitor no contact details at all; the page shows blurred samples.
  const listings = await (await request.get('/api/findworker/workers')).json();
  expect(listings.every((listing: { phone: unknown; email: unknown }) => !listing.phone && !listing.email)).toBe(true);

  await card.getByRole('button', { name: 'Show phone' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Please sign in or register to see the contact details.');
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a member employer posts a job, finds it on find-work, edits it from the profile and deletes it', async ({
  site: page,
  request,
}) => {
  test.slow();
  const job = `Barista ${Date.now().toString(36)}`;
  await signInAs(page, request, 'employer@demo.fairgo.au');

  await postJobThroughForm(page, job, 'employer@demo.fairgo.au');
  await page.getByRole('button', { name: 'OK' }).click();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find Work', exact: true }).click();
  const listing = page.getByRole('article').filter({ hasText: job });
  await expect(listing).toBeVisible();
  await expect(listing).toContainText('Newtown, New South Wales');
  // A member sees the real e-mail.
  await expect(listing.getByRole('link', { name: 'Email' })).toHaveAttribute('href', 'mailto:employer@demo.fairgo.au');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('button', { name: `Edit Post: ${job}` }).click();
  const edit = page.getByRole('dialog', { name: 'Update the data' });
  await edit.getByRole('combobox', { name: 'Role' }).fill(`Head ${job}`);
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('dialog')).toContainText('Data updated successfully');
  await page.getByRole('button', { name: 'OK' }).click();

  const card = page.getByRole('article').filter({ hasText: `Head ${job}` });
  await card.getByRole('button', { name: /Delete Post/ }).click();
  await page.getByRole('alertdialog', { name: 'Confirm Deletion' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toContainText('Adviser data deleted successfully');
  await expect(page.getByRole('dialog')).toContainText('Your job post is no longer listed on Find Work.');
  await page.getByRole('button', { name: 'OK' }).click();

  await page.goto('/find-work');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: job })).toHaveCount(0);
});

test('on a phone, listing cards off screen are drawn when scrolled to, at about the height they kept', async ({
  site: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/find-worker');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  // The browser skips a card's style and layout while it is off screen (Blocking time).
  await expect(cards.first()).toHaveCSS('content-visibility', 'auto');
  const last = cards.last();
  const kept = await last.evaluate((card) => card.getBoundingClientRect().height);

  await last.scrollIntoViewIfNeeded();
  await expect(last.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(last.getByRole('list', { name: 'Availability' })).toBeVisible();
  const drawn = await last.evaluate((card) => card.getBoundingClientRect().height);
  // The estimate keeps the scroll bar nearly still when a card is drawn.
  expect(Math.abs(drawn - kept) / drawn).toBeLessThan(0.2);
});

test('searches live in the address: shared, restored by Back, and cleared by Reset on both pages', async ({
  site: page,
}) => {
  // A shared link opens searched, its form filled in.
  await page.goto('/find-worker?role=Barista');
  await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('Barista');
  await expect(page.getByRole('article').first()).toBeVisible();
  for (const card of await page.getByRole('article').all()) await expect(card).toContainText('Barista');

  // A filter chosen on Find Work is in the address, and Back to the page brings it back.
  await page.goto('/find-work');
  await page.getByRole('combobox', { name: 'Locations' }).fill('Newtown');
  await page.getByRole('option', { name: 'Newtown, New South Wales' }).click();
  await expect(page).toHaveURL(/\/find-work\?location=Newtown%2C\+New\+South\+Wales$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Feedback' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Feedback');
  await page.goBack();
  await expect(page).toHaveURL(/\/find-work\?location=/);
  await expect(page.getByRole('list', { name: 'Chosen locations' })).toContainText('Newtown, New South Wales');

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page).toHaveURL(/\/find-work$/);
});

test('a distance search counts only a suburb chosen from the list, and an edit of it unsets it', async ({
  site: page,
}) => {
  await page.goto('/find-worker');
  await expect(page.getByRole('article').first()).toBeVisible();
  const near = page.getByRole('combobox', { name: 'Near suburb' });
  await near.pressSequentially('Newtow');
  await page.getByRole('option', { name: 'Newtown, New South Wales' }).click();
  await expect(page).toHaveURL(/[?&]near=Newtown%2C\+New\+South\+Wales/);
  await expect(page.getByLabel('Sort by')).toContainText('Nearest first');
  // Typing on after the choice: the search no longer runs from a suburb the field does not show.
  await near.press('End');
  await near.pressSequentially(' x');
  await expect(page).not.toHaveURL(/[?&]near=/);
  await expect(near).toHaveValue('Newtown, New South Wales x');
});

test('Find Workers applies a chosen role at once, as Find Work does, and both say how many match', async ({
  site: page,
}) => {
  const count = (noun: string) => page.getByRole('status').filter({ hasText: new RegExp(`${noun}s?$`) });
  // The count speaks of the cards on the page (read together, once the list has settled).
  const expectCountOfCards = (noun: string) =>
    expect(async () => {
      const text = (await count(noun).textContent())!;
      const cards = await page.getByRole('article').count();
      if (text.startsWith('Showing')) expect(text).toMatch(new RegExp(`^Showing ${cards} of [\\d,]+\\+? ${noun}s$`));
      else expect(text).toBe(`${cards} ${noun}${cards === 1 ? '' : 's'}`);
    }).toPass();

  await page.goto('/find-worker');
  await expect(count('worker')).toBeVisible();
  await expectCountOfCards('worker');
  await page.getByRole('combobox', { name: 'Role' }).fill('Barist');
  await page.getByRole('option', { name: 'Barista', exact: true }).click();
  // No Search pressed: the choice is the search.
  await expect(page).toHaveURL(/\/find-worker\?role=Barista$/);
  await expect(page.getByRole('article').first()).toContainText('Barista');
  await expect(count('worker')).toBeVisible();
  await expectCountOfCards('worker');

  await page.goto('/find-work');
  await expect(count('job')).toBeVisible();
  await expectCountOfCards('job');
});

test('Show more listings adds the page after the last card, each listing once', async ({ site: page }) => {
  const pages: { url: string; ids: string[]; cursor: string }[] = [];
  page.on('response', async (response) => {
    if (!/\/api\/findwork\/advisers\?/.test(response.url()) || !response.ok()) return;
    const listings = (await response.json()) as { _id: string; cursor: string }[];
    pages.push({ url: response.url(), ids: listings.map((l) => l._id), cursor: listings.at(-1)?.cursor ?? '' });
  });
  await page.goto('/find-work');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(24);
  const status = page.getByRole('status').filter({ hasText: /jobs$/ });
  await expect(status).toHaveText(/^Showing 24 of \d+ jobs$/);
  const total = Number(/of (\d+) jobs/.exec((await status.textContent())!)![1]);
  expect(total).toBeGreaterThan(24);

  await page.getByRole('button', { name: 'Show more listings' }).click();
  await expect(cards).toHaveCount(Math.min(total, 48));
  // The second page was asked for after the first page's last listing, not by an offset, and repeats none.
  const [first, second] = pages.slice(-2);
  expect(new URL(second!.url).searchParams.get('after')).toBe(first!.cursor);
  expect(second!.url).not.toContain('offset=');
  expect(second!.ids.filter((id) => first!.ids.includes(id))).toEqual([]);
});
