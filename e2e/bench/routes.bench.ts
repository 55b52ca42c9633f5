import { expect, test } from '@playwright/test';
import { lighthouseRoutes, type LighthouseFigures } from './lighthouse-route';
import { measureRoute, type RouteFigures } from './measure-route';
import { startMonolith } from './monolith-site';

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

/** The phone budgets, on a phone (Lighthouse's mobile preset). */
const BUDGETS = {
  landingJsGzipBytes: 200 * 1024,
  routeJsGzipBytes: 250 * 1024,
  lighthousePerformance: 90,
  lcpMs: 2500,
  cls: 0.05,
  tbtMs: 200,
  composedOverMonolithJs: 1.25,
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (a: number, b: number) => (b > 0 ? a / b : Number.NaN);
const row = (cells: (string | number)[], widths: number[]) =>
  cells.map((cell, index) => String(cell)[index === 0 ? 'padEnd' : 'padStart'](widths[index]!)).join(' ');

test('every route on a phone: weight, paint, Lighthouse, and the price of federation', async ({ browser, baseURL }) => {
  test.setTimeout(30 * 60_000);
  const composed: RouteFigures[] = [];
  for (const route of ROUTES) composed.push(await measureRoute(browser, baseURL!, route));

  const monolithSite = await startMonolith();
  const monolith: RouteFigures[] = [];
  try {
    for (const route of ROUTES) monolith.push(await measureRoute(browser, monolithSite.url, route));
  } finally {
    await monolithSite.close();
  }

  const lighthouse: LighthouseFigures[] = await lighthouseRoutes(baseURL!, ROUTES);

  const w1 = [22, 10, 10, 11, 9, 6, 9, 6];
  console.log(`\n${row(['route', 'JS raw', 'JS gzip', 'prefetched', 'requests', 'React', 'LCP', 'CLS'], w1)}`);
  for (const f of composed) {
    const cells = [f.route, kb(f.jsRawBytes), kb(f.jsGzipBytes), kb(f.prefetchedGzipBytes), f.requests];
    console.log(row([...cells, f.reactCopies, `${f.lcpMs} ms`, f.cls.toFixed(3)], w1));
  }
  const w2 = [22, 12, 12, 9, 12, 9];
  console.log(`\n${row(['route', 'monolith JS', 'composed JS', 'JS ×', 'monolith LCP', 'LCP ×'], w2)}`);
  ROUTES.forEach((route, index) => {
    const [c, m] = [composed[index]!, monolith[index]!];
    const jsRatio = ratio(c.jsGzipBytes, m.jsGzipBytes).toFixed(2);
    const lcpRatio = ratio(c.lcpMs, m.lcpMs).toFixed(2);
    console.log(row([route, kb(m.jsGzipBytes), kb(c.jsGzipBytes), jsRatio, `${m.lcpMs} ms`, lcpRatio], w2));
  });
  const w3 = [22, 12, 9, 14, 7, 8, 12];
  console.log(`\n${row(['route', 'Lighthouse', 'LCP', 'LCP of runs', 'CLS', 'TBT', 'TBT of runs'], w3)}`);
  for (const f of lighthouse) {
    const spread = ([low, high]: [number, number]) => `${low}–${high}`;
    const [lcp, tbt] = [spread(f.lcpRangeMs), spread(f.tbtRangeMs)];
    console.log(row([f.route, f.performance, `${f.lcpMs} ms`, lcp, f.cls.toFixed(3), `${f.tbtMs} ms`, tbt], w3));
  }

  // Every budget is checked, so one run lists every one that does not hold.
  composed.forEach((f, index) => {
    expect.soft(f.reactCopies, `React copies on ${f.route}`).toBe(1);
    const jsBudget = f.route === '/' ? BUDGETS.landingJsGzipBytes : BUDGETS.routeJsGzipBytes;
    expect.soft(f.jsGzipBytes, `gzipped JS on ${f.route}`).toBeLessThanOrEqual(jsBudget);
    const jsRatio = ratio(f.jsGzipBytes, monolith[index]!.jsGzipBytes);
    expect.soft(jsRatio, `composed ÷ monolith JS on ${f.route}`).toBeLessThanOrEqual(BUDGETS.composedOverMonolithJs);
  });
  for (const f of lighthouse) {
    expect
      .soft(f.performance, `Lighthouse performance on ${f.route}`)
      .toBeGreaterThanOrEqual(BUDGETS.lighthousePerformance);
    expect.soft(f.lcpMs, `Lighthouse LCP on ${f.route} (ms)`).toBeLessThanOrEqual(BUDGETS.lcpMs);
    expect.soft(f.cls, `Lighthouse CLS on ${f.route}`).toBeLessThanOrEqual(BUDGETS.cls);
    expect.soft(f.tbtMs, `Lighthouse TBT on ${f.route} (ms)`).toBeLessThanOrEqual(BUDGETS.tbtMs);
  }
});
