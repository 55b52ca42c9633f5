import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { chromiumLaunchOptions } from '../support/browser';

/** What Lighthouse 12's mobile preset (simulated throttling) says of one route, loaded cold. */
export interface LighthouseFigures {
  route: string;
  /** The performance score, 0–100. */
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

/**
 * Lighthouse runs per route (`LIGHTHOUSE_RUNS`, 3 unless set): its figures are those of the median run,
 * as Lighthouse advises against variability. One run of a build on the 2-core machine scored `/` 95,
 * the next 80 (issue 15).
 */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

/**
 * Runs Lighthouse's default configuration (the mobile preset: Moto G Power, slow 4G and a 4x slower
 * CPU, simulated) on each route in one headless Chromium; Lighthouse resets the origin's cache and
 * storage before each run, so every route loads cold.
 */
export async function lighthouseRoutes(baseURL: string, routes: string[]): Promise<LighthouseFigures[]> {
  const { executablePath, args = [] } = chromiumLaunchOptions();
  const chrome = await chromeLauncher.launch({
    ...(executablePath ? { chromePath: executablePath } : {}),
    chromeFlags: ['--headless=new', ...args],
  });
  try {
    const figures: LighthouseFigures[] = [];
    for (const route of routes) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        const result = await lighthouse(`${baseURL}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
        runs.push(result.lhr);
      }
      // A run with no FCP or TTI (Lighthouse failed to measure it) does not take part in the median.
      const { categories, audits } = computeMedianRun(filterToValidRuns(runs));
      const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      figures.push({
        route,
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        lcpMs: Math.round(value('largest-contentful-paint')),
        cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
        tbtMs: Math.round(value('total-blocking-time')),
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
