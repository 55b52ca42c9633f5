import { expect, test } from '../support/fixtures';
import { signInAs } from '../support/session';

// A job post is a job post: its business on the card, its pay and hours, the fair-pay floor as the
// employer types, and /find-work filtered and sorted by pay, in the address.

test('an employer on a phone posts a job with its business and pay, warned of a rate under the floor', async ({
  site: page,
  request,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const id = Date.now().toString(36);
  const business = `Brunswick Bakehouse ${id}`;
  await signInAs(page, request, 'employer@demo.fairgo.au');
  await page.goto('/find-worker');
  await page.getByRole('button', { name: 'Post a Job' }).click();
  const form = page.getByRole('dialog', { name: 'Post a job' });
  await expect(form.getByLabel('Gender')).toHaveCount(0);
  await expect(form.getByLabel('Years of experience')).toHaveCount(0);
  await form.getByLabel('Business name').fill(business);

  await form.getByLabel('Pay an hour (AUD)').fill('25');
  const warning = form.getByRole('status').filter({ hasText: 'adult casual minimum' });
  await expect(warning).toContainText('$25 an hour is under the adult casual minimum of $33.05 an hour');
  await expect(warning).toContainText('Annual Wage Review 2025–26, from 1 July 2026');
  await expect(warning.getByRole('link', { name: /pay calculator/ })).toHaveAttribute(
    'href',
    'https://calculate.fairwork.gov.au/',
  );
  await form.getByLabel('Pay an hour (AUD)').fill('34.50');
  await expect(warning).toHaveCount(0);
  await form.getByLabel('Hours a week (optional)').fill('20');

  await form.getByRole('combobox', { name: 'Role' }).fill('Baker');
  await form.getByRole('combobox', { name: 'Location' }).fill('Newtown');
  await page.getByRole('option', { name: 'Newtown, New South Wales' }).click();
  // Sat and Sun tapped: the form says what the job will say.
  await form.getByRole('button', { name: 'Saturday: available' }).click();
  await form.getByRole('button', { name: 'Sunday: available' }).click();
  await expect(form.getByTestId('days-summary')).toHaveText('Needed: Mon–Fri');

  // Not without the terms.
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('You must accept the terms and conditions to proceed.').first()).toBeVisible();
  await form.getByText('I accept the').click({ position: { x: 4, y: 8 } });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog')).toContainText('Data submitted successfully');
  await page.getByRole('button', { name: 'OK' }).click();

  // The card, as anyone sees it: the business, not the person; the pay and the hours.
  await page.goto('/find-work?role=Baker&sort=pay');
  const card = page.getByRole('article', { name: business });
  await expect(card).toContainText('$34.50 an hour');
  await expect(card).toContainText('20 hours a week');
  await expect(card).not.toContainText('Gender');
});

test('a job seeker filters /find-work by a least pay and sorts it by pay, kept in the address', async ({
  site: page,
}) => {
  await page.goto('/find-work');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  // Every demo job states its pay.
  await expect(cards.first()).toContainText(/\$[\d.,]+ an? (hour|shift)/);

  await page.getByLabel('Pay at least').selectOption({ label: '$40 an hour' });
  await expect(page).toHaveURL(/minPay=40/);
  await page.getByLabel('Sort by').selectOption({ label: 'Highest pay first' });
  await expect(page).toHaveURL(/sort=pay/);
  await page.reload();
  await expect(page.getByLabel('Pay at least')).toHaveValue('40');
  await expect(cards.first()).toBeVisible();
  const rates = await cards.evaluateAll((articles) => articles.map((article) => article.textContent ?? ''));
  // Each card pays $40 an hour or more: an hourly rate shown, or a shift's over its times.
  for (const text of rates.filter((text) => / an hour/.test(text))) {
    const rate = Number(/\$([\d.]+) an hour/.exec(text)![1]);
    expect(rate).toBeGreaterThanOrEqual(40);
  }
  expect(rates.some((text) => text.includes('Pay not stated'))).toBe(false);
});
