import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './session';

/** A fresh e-mail per run: the site's database keeps what earlier runs registered. */
export const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@e2e.fairgo.au`;

/** Fills and sends the registration form as a person would. */
export async function registerThroughForm(
  page: Page,
  user: { name: string; email: string; password: string; role: 'Looking for Work' | 'Employer' | 'Both' },
) {
  await page.goto('/register');
  await page.getByLabel('Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByLabel('Phone').fill('0412345678');
  await page.getByRole('combobox', { name: 'Location' }).pressSequentially('Newtow');
  await page.getByRole('option', { name: 'Newtown, New South Wales' }).click();
  await page.getByText(user.role, { exact: true }).click();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('dialog')).toContainText('Registration successful! You can now log in.');
}

/** Logs in through the login form. */
export async function logInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The newest e-mail the site sent to `to`, read from the mail outbox as an admin. */
export async function latestMailTo(request: APIRequestContext, to: string) {
  const login = await request.post('/api/login', { data: { email: 'admin@demo.fairgo.au', password: DEMO_PASSWORD } });
  const token = (await login.json()).data.UserObj.token as string;
  const outbox = await request.get(`/api/outbox?to=${encodeURIComponent(to)}`, { headers: { authorization: token } });
  expect(outbox.ok()).toBeTruthy();
  const [mail] = (await outbox.json()) as { text: string }[];
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}
