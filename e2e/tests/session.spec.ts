import { expect, mainHeading, test } from '../support/fixtures';
import { signInAs } from '../support/session';

test('a demo account signed in through the API stays signed in across reloads, and Logout revokes its token', async ({
  site,
  request,
}) => {
  const { token } = await signInAs(site, request, 'employer@demo.fairgo.au');
  await site.goto('/');

  const nav = site.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(site.getByRole('button', { name: 'Notifications' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);

  // The signed-in routes of product.md#pages.
  await site.goto('/tasks');
  await expect(site).toHaveURL('/tasks/view/allTasks');
  await expect(mainHeading(site)).toHaveText('Tasks');
  await site.goto('/profile');
  await expect(mainHeading(site)).toHaveText('Your Details');
  await site.reload();
  await expect(mainHeading(site)).toHaveText('Your Details');

  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(site).toHaveURL('/');
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await site.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
    null,
    null,
  ]);
  await expect.poll(async () => (await request.post('/api/login/verifyToken', { data: { token } })).status()).toBe(401);
});

test('a stored session the server no longer accepts is cleared on load', async ({ site }) => {
  await site.goto('/');
  await site.evaluate(() => {
    localStorage.setItem('token', 'a-token-the-server-never-issued');
    localStorage.setItem('user', JSON.stringify({ name: 'Ghost', email: 'ghost@example.com.au', role: 'worker' }));
  });
  await site.reload();
  await expect(site.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect.poll(() => site.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
