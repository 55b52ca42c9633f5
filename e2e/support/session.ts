import type { APIRequestContext, Page } from '@playwright/test';

export const DEMO_PASSWORD = 'fairgo-demo-2026';

/**
 * Signs a demo account in through the real API and stores the session as the site does (product.md#session:
 * `token` and `user` in localStorage). The login form itself arrives with mf-account.
 */
export async function signInAs(page: Page, request: APIRequestContext, email: string) {
  const response = await request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  if (!response.ok()) throw new Error(`demo login failed for ${email}: ${response.status()}`);
  const { token, user } = (await response.json()).data.UserObj;
  await storeSession(page, token, user);
  return { token: token as string, user };
}

/**
 * Stores this session as the site stores one (product.md#session), on the site's origin: the next page loaded
 * starts signed in with it. It is written from the API's health answer, the origin's cheapest
 * document: a page of the site would load the whole app only to be left.
 */
export async function storeSession(page: Page, token: string, user: unknown) {
  await page.goto('/api/health');
  await page.evaluate(
    ([storedToken, storedUser]) => {
      localStorage.setItem('token', storedToken);
      localStorage.setItem('user', storedUser);
    },
    [token, JSON.stringify(user)] as const,
  );
}
