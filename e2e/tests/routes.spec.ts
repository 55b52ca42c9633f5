import { expect, expectShellFrame, mainHeading, reactCopies, test } from '../support/fixtures';

// Every route of spec §2 (and issue 19's), as a visitor sees it; the tasks pages, /profile and /people send a
// visitor to /login.
const ROUTES: [path: string, heading: string, landsOn?: string][] = [
  ['/', 'Casual work and small jobs, a fair go for everyone'],
  ['/find-work', 'Find a job that fits you'],
  ['/find-worker', 'Find the Perfect Workers for Your Needs'],
  ['/register', 'Sign Up in Easy Steps'],
  ['/login', 'Log in to FairGo'],
  ['/profile', 'Log in to FairGo', '/login'],
  ['/change-password', 'Change password'],
  ['/how-it-works', 'How FairGo works'],
  ['/terms-and-conditions', 'Terms and conditions'],
  ['/feedback', 'Feedback'],
  ['/feedbacklist', 'All Feedback'],
  ['/reports', 'Reports'],
  ['/people/42', 'Log in to FairGo', '/login'],
  ['/tasks', 'Log in to FairGo', '/login'],
  ['/tasks/view/allTasks', 'Log in to FairGo', '/login'],
  ['/tasks/task/42', 'Log in to FairGo', '/login'],
];

for (const [path, heading, landsOn = path] of ROUTES) {
  test(`${path} shows '${heading}' inside the shell`, async ({ site }) => {
    await site.goto(path);
    await expect(mainHeading(site)).toHaveText(heading);
    await expect(site).toHaveURL(landsOn);
    await expectShellFrame(site);
    expect(await reactCopies(site)).toHaveLength(1);
  });
}

test('a path no app owns shows the not-found page inside the shell', async ({ site }) => {
  await site.goto('/no-such-page');
  await expect(mainHeading(site)).toHaveText('Page not found');
  await expectShellFrame(site);
  await site.getByRole('button', { name: 'Back to home' }).click();
  await expect(site).toHaveURL('/');
});
