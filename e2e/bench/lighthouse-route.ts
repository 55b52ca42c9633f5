import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { chromiumLaunchOptions } from '../support/browser';

/** What Lighthouse 12's mobile preset (simulated throttling) says of one route, loaded cold. */
export interface LighthouseFigures {
  route: string;
  /** The performance score, 0–100. */
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** The lowest and highest LCP and TBT of the runs, to show how far one run can be from the median. */
  lcpRangeMs: [number, number];
  tbtRangeMs: [number, number];
}

/**
 * Lighthouse runs per route (`LIGHTHOUSE_RUNS`, 5 unless set), as Lighthouse's variability guide advises
 * (five runs halve the spread). Each figure is the median of that figure over the runs, as Lighthouse CI's
 * `aggregationMethod: 'median'`: the single run `computeMedianRun` picks is the one nearest the median FCP
 * and TTI, and its TBT and LCP were as spread as single runs are. One run of a build on the 2-core
 * machine scored `/` 95, the next 80, and the simulated LCP of one route moves between 0.7 and 2.7 s
 * with how early the unthrottled load happened to paint.
 */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));

const medianOf = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

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
      const valid = filterToValidRuns(runs);
      const median = (of: (lhr: (typeof valid)[number]) => number | null | undefined) =>
        medianOf(valid.map((lhr) => of(lhr) ?? Number.NaN));
      const audit = (id: string) => median((lhr) => lhr.audits[id]?.numericValue);
      const range = (id: string): [number, number] => {
        const values = valid
          .map((lhr) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN))
          .filter(Number.isFinite);
        return [Math.min(...values), Math.max(...values)];
      };
      figures.push({
        route,
        performance: Math.round(median((lhr) => lhr.categories.performance?.score) * 100),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
        tbtMs: Math.round(audit('total-blocking-time')),
        lcpRangeMs: range('largest-contentful-paint'),
        tbtRangeMs: range('total-blocking-time'),
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
