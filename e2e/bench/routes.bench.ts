import { expect, test } from '@playwright/test';
import { measureRoute, type RouteFigures } from './measure-route';

const ROUTES = [
  '/',
  '/find-work',
  '/find-worker',
  '/register',
  '/login',
  '/profile',
  '/change-password',
  '/how-it-works',
  '/terms-and-conditions',
  '/feedback',
  '/feedbacklist',
  '/tasks',
];

const BUDGETS = { landingJsGzipBytes: 250 * 1024, landingLcpMs: 2500 };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test('route weights and LCP under mobile throttling', async ({ browser, baseURL }) => {
  const figures: RouteFigures[] = [];
  for (const route of ROUTES) figures.push(await measureRoute(browser, baseURL!, route));

  console.log('\nroute                  JS raw      JS gzip  prefetched  requests  React  LCP (mobile)    CLS');
  for (const f of figures) {
    console.log(
      `${f.route.padEnd(22)} ${kb(f.jsRawBytes).padStart(10)} ${kb(f.jsGzipBytes).padStart(10)} ${kb(f.prefetchedGzipBytes).padStart(11)} ${String(f.requests).padStart(9)} ${String(f.reactCopies).padStart(6)} ${`${f.lcpMs} ms`.padStart(12)} ${f.cls.toFixed(3).padStart(6)}`,
    );
  }

  for (const f of figures) expect(f.reactCopies, `React copies on ${f.route}`).toBe(1);
  const landing = figures[0]!;
  expect(landing.jsGzipBytes, 'gzipped JS on /').toBeLessThanOrEqual(BUDGETS.landingJsGzipBytes);
  expect(landing.lcpMs, 'LCP on / (ms)').toBeLessThanOrEqual(BUDGETS.landingLcpMs);
});
