import type { Browser, Response } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { countReactCopies, reactCopies } from '../support/react-copies';
import { REMOTE_SLOTS } from '../support/start-up';

/** Lighthouse's mobile preset: 150 ms RTT, 1.6 Mbps down, 750 kbps up, 4x CPU slowdown. */
const MOBILE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

export interface RouteFigures {
  route: string;
  /** The page's response as it came over the network: its headers and its compressed body. */
  htmlBytes: number;
  jsRawBytes: number;
  jsGzipBytes: number;
  /** Remote entries put in the cache at idle (`<link rel="prefetch">`, never run): not part of the route's JS. */
  prefetchedGzipBytes: number;
  requests: number;
  reactCopies: number;
  lcpMs: number;
  /** Cumulative layout shift up to network idle (+1.5 s): what jumps as the page loads. */
  cls: number;
}

const gzipped = (bodies: Buffer[]) => bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);

declare global {
  interface Window {
    __fairgoLcp?: number;
    __fairgoCls?: number;
  }
}

/** Loads one route cold, throttled like a mid-range phone, and reports what it cost. */
export async function measureRoute(browser: Browser, baseURL: string, route: string): Promise<RouteFigures> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await countReactCopies(page);
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1);
      if (last) window.__fairgoLcp = last.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    window.__fairgoCls = 0;
    new PerformanceObserver((list) => {
      for (const shift of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!shift.hadRecentInput) window.__fairgoCls! += shift.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...MOBILE });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  let requests = 0;
  // A route's JS is what it asked for until its page was rendered (its heading drawn by the app that
  // owns it, not a prerendered frame, and the shell started: a shell page's served heading is never inert)
  // and the network then fell idle. What loads later (a dialog's chunk, the prefetch at idle) depends on
  // timing, and would make two runs disagree; counting only to the first network idle would be no better,
  // as a long script under 4x CPU leaves the network idle (the shell's start file does, on every page).
  let settled = false;
  const scripts: Promise<Buffer>[] = [];
  const prefetched: Promise<Buffer>[] = [];
  const body = (response: Response) => response.body().catch(() => Buffer.alloc(0));
  const askedBeforeSettled = new WeakSet<object>();
  page.on('request', (request) => {
    requests++;
    if (!settled) askedBeforeSettled.add(request);
  });
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' && askedBeforeSettled.has(response.request())) scripts.push(body(response));
    else if (type === 'other' && response.url().endsWith('.js')) prefetched.push(body(response));
  });

  const served = await page.goto(`${baseURL}${route}`);
  const sizes = await served!.request().sizes();
  await page.waitForFunction(
    ({ selector, count }) => {
      const heading = document.querySelector('main h1');
      const started = document.querySelectorAll(selector).length === count;
      return started && heading !== null && heading.closest('[inert]') === null;
    },
    REMOTE_SLOTS,
    { timeout: 60_000 },
  );
  await page.waitForLoadState('networkidle');
  settled = true;
  // LCP, CLS and the prefetch at idle settle a little later.
  await page.waitForTimeout(1500);
  const lcpMs = await page.evaluate(() => window.__fairgoLcp ?? Number.NaN);
  const cls = await page.evaluate(() => window.__fairgoCls ?? Number.NaN);
  const bodies = await Promise.all(scripts);
  const prefetchedBodies = await Promise.all(prefetched);
  const copies = (await reactCopies(page)).length;
  await context.close();

  return {
    route,
    htmlBytes: sizes.responseHeadersSize + sizes.responseBodySize,
    jsRawBytes: bodies.reduce((sum, body) => sum + body.length, 0),
    jsGzipBytes: gzipped(bodies),
    prefetchedGzipBytes: gzipped(prefetchedBodies),
    requests,
    reactCopies: copies,
    lcpMs: Math.round(lcpMs),
    cls: Math.round(cls * 1000) / 1000,
  };
}
