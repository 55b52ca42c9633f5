import { expect, test } from '../support/fixtures';
import { workerPostFields } from '../support/account';
import { DEMO_PASSWORD, signInAs } from '../support/session';

// The marketplace's loop: a worker answers a job from a phone, the employer hears of it in the bell
// and sees the worker's card with contact details (a member), the worker sees it seen and withdraws it.
test('a worker answers a job from a phone; the member employer hears of it and sees the worker’s card with its real contact details; the worker withdraws it', async ({
  site: page,
  request,
  browser,
}) => {
  test.slow();
  const id = Date.now().toString(36);
  const role = `Baker ${id}`;
  const business = `Brunswick Bakehouse ${id}`;
  const employer = await request.post('/api/login', {
    data: { email: 'employer@demo.fairgo.au', password: DEMO_PASSWORD },
  });
  const token = (await employer.json()).data.UserObj.token as string;
  const posted = await request.post('/api/findwork/submit', {
    headers: { authorization: token },
    data: {
      ...workerPostFields('employer@demo.fairgo.au', { job: role }),
      businessName: business,
      pay: { kind: 'hour', cents: 3600 },
    },
  });
  expect(posted.ok()).toBeTruthy();

  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, request, 'worker@demo.fairgo.au');
  await page.goto(`/find-work?role=${encodeURIComponent(role)}`);
  const card = page.getByRole('article', { name: business });
  await card.getByRole('button', { name: "I'm interested" }).click();
  const dialog = page.getByRole('dialog', { name: `Tell ${business} you are interested` });
  await expect(dialog.getByLabel('Your availability post')).toBeVisible();
  await dialog.getByLabel(/A note to the employer/).fill('I can start at 4 am, any weekday.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('dialog')).toContainText('The employer has been told you are interested.');
  await page.getByRole('button', { name: 'OK' }).click();

  // The employer, at a desk: told in the bell, and the worker's card under the job, with the real e-mail.
  const desk = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const office = await desk.newPage();
  await signInAs(office, desk.request, 'employer@demo.fairgo.au');
  const bell = await (await desk.request.get('/api/notifications', { headers: { authorization: token } })).json();
  expect(bell[0].message).toBe(`Wendy Worker is interested in your job: ${role} at ${business}.`);
  await office.goto(bell[0].actionURL);
  const section = office.getByRole('region', { name: new RegExp(`Interested workers: ${role}`) });
  await expect(section).toContainText('I can start at 4 am, any weekday.');
  await expect(section.getByRole('link', { name: 'Email' })).toHaveAttribute(
    'href',
    /^mailto:worker\d+@example\.com\.au$/,
  );
  await desk.close();

  // The worker sees it seen, and withdraws it.
  await page.goto('/profile');
  const answers = page.getByRole('region', { name: 'Jobs you answered' });
  const answer = answers.getByRole('listitem').filter({ hasText: business });
  await expect(answer).toContainText('Seen by the employer');
  await answer.getByRole('button', { name: /Withdraw your answer/ }).click();
  await expect(page.getByRole('dialog')).toContainText('Your answer was withdrawn. The employer no longer sees it.');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(answers.getByRole('listitem').filter({ hasText: business })).toHaveCount(0);
});

test('an employer without a membership gets the membership dialog on a worker’s card, not the contact details', async ({
  site: page,
  request,
}) => {
  await signInAs(page, request, 'newemployer@demo.fairgo.au');
  await page.goto('/find-worker');
  const card = page.getByRole('article').first();
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('button', { name: /Download Resume/ })).toBeDisabled();
  await card.getByText('name@example.com.au').click();
  await expect(page.getByRole('dialog', { name: 'Membership required' })).toBeVisible();
});
