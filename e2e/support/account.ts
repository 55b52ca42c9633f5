import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_PASSWORD } from './session';
import { DATA_DIR } from './site';

/** A fresh e-mail per run: the site's database keeps what earlier runs registered. */
export const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@e2e.fairgo.au`;

/**
 * Registers a new worker through the API, with the demo password (so showAs signs them in): for a test
 * that needs an account of its own, as one sent once a day (a digest) would differ on a rerun.
 */
export async function registerByApi(request: APIRequestContext, name: string) {
  const email = uniqueEmail(name.split(' ')[0]!).toLowerCase();
  const data = {
    name,
    email,
    password: DEMO_PASSWORD,
    phone: '0412345678',
    role: 'worker',
    location: 'Newtown, New South Wales',
  };
  const response = await request.post('/api/register', { multipart: data });
  if (!response.ok()) throw new Error(`registering ${email} failed: ${response.status()} ${await response.text()}`);
  return email;
}

/** Fills and sends the registration form as a person would: the site signs them in and opens their profile. */
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
  await expect(page.getByRole('dialog').first()).toContainText('Registration successful! You are now signed in.');
  await expect(page).toHaveURL(/\/profile$/);
}

/** Logs in through the login form. */
export async function logInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * The newest e-mail the site sent to `to`, as its addressee receives it: read from the API's development
 * mail drop (`<DATA_DIR>/mail`, one JSON file per mail; the admins' outbox hides a mail's secrets). The
 * mail queue sends after the request that wrote the mail is answered: this waits up to 10 s for it.
 */
export async function latestMailTo(to: string) {
  const dir = join(DATA_DIR, 'mail');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = readdirSync(dir)
      .filter((file) => file.endsWith('.json')) // not a mail still being written (`.part`)
      .sort()
      .reverse()
      .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as { to: { address: string }[]; text: string })
      .find((candidate) => candidate.to.some((address) => address.address === to));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Posts a job from /find-worker through the form, as a member employer does; `job` is the role typed,
 * `email` the address the form should be prefilled with, `business` and `pay` (dollars an hour) what
 * the job states.
 */
export async function postJobThroughForm(
  page: Page,
  job: string,
  email?: string,
  { business = 'Newtown Bakehouse', pay = '34.50' }: { business?: string; pay?: string } = {},
) {
  await page.goto('/find-worker');
  await page.getByRole('button', { name: 'Post a Job' }).click();
  const form = page.getByRole('dialog', { name: 'Post a job' });
  if (email) await expect(form.getByLabel('Email')).toHaveValue(email);
  await form.getByLabel('Business name').fill(business);
  await form.getByLabel('Pay an hour (AUD)').fill(pay);
  await form.getByRole('combobox', { name: 'Role' }).fill(job);
  await form.getByRole('combobox', { name: 'Location' }).fill('Newtown');
  // Suggestions open in a portal, outside the dialog.
  await page.getByRole('option', { name: 'Newtown, New South Wales' }).click();
  await form.getByText('I accept the').click({ position: { x: 4, y: 8 } });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog')).toContainText('Data submitted successfully');
}

/** A looking-for-work post as the posting form sends it (product.md#records), with `changes` over it. */
export const workerPostFields = (email: string, changes: Record<string, unknown> = {}) => ({
  name: 'Piper Poster',
  job: 'Barista',
  phone: '0412345678',
  email,
  location: 'Newtown, New South Wales',
  badges: [],
  certificates: ['RSA'],
  availability: {
    Monday: true,
    Tuesday: true,
    Wednesday: true,
    Thursday: true,
    Friday: true,
    Saturday: false,
    Sunday: false,
  },
  sharePhone: false,
  description: '',
  termsAccepted: true,
  policeCheck: false,
  yearsExperience: 1,
  ...changes,
});
