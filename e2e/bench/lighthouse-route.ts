import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { chromiumLaunchOptions } from '../support/browser';

/** One figure over the runs: their median, as Lighthouse CI's `aggregationMethod: 'median'`, and the lowest and highest. */
export interface Spread {
  median: number;
  low: number;
  high: number;
}

/** What Lighthouse 12's mobile preset (simulated throttling) says of one page, loaded cold, over the runs. */
export interface LighthouseFigures {
  url: string;
  /** The path (and query) the page ended on: another than its own after a redirect (/profile → /login). */
  landedOn: string;
  /** The performance score, 0–100. */
  performance: Spread;
  fcpMs: Spread;
  lcpMs: Spread;
  tbtMs: Spread;
  /** Time to Interactive. */
  ttiMs: Spread;
  /** Main-thread work at the calibrated CPU slowdown. */
  mainThreadMs: Spread;
  cls: Spread;
  /** Lighthouse's benchmark index of the machine during the runs (its median): under ~1,500 is a slow machine. */
  benchmarkIndex: number;
  /** The CPU slowdown the runs simulated (calibratedSlowdown). */
  cpuSlowdown: number;
}

/**
 * The same phone on every machine: Lighthouse's mobile preset slows the CPU 4x, which is a mid-range
 * phone only on a machine of benchmark index 1,700; on a faster desk it simulates a faster phone. The
 * slowdown is the machine's index ÷ 425 (4x at 1,700). By Chrome DevTools' calibration (index 1,000 a
 * Pixel 5, 264 a Moto G Power 2022), that is a phone of index 425: between the two, a low-to-mid-tier
 * Android phone. `LIGHTHOUSE_CPU_SLOWDOWN` sets it by hand.
 */
export const calibratedSlowdown = (benchmarkIndex: number) =>
  Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) || Math.round((benchmarkIndex / 425) * 100) / 100;

/**
 * Lighthouse runs per page (`LIGHTHOUSE_RUNS`, 5 unless set), as Lighthouse's variability guide advises
 * (five runs halve the spread). One run of a build on the 2-core machine scored `/` 95, the next 80, and
 * the simulated LCP of one route moves between 0.7 and 2.7 s with how early the unthrottled load
 * happened to paint, so every figure is the median of the runs, with their lowest and highest beside it.
 */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
/** The discarded runs the machine's index is the median of. */
const CALIBRATION_RUNS = 3;

function spreadOf(values: number[], round = Math.round): Spread {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return { median: Number.NaN, low: Number.NaN, high: Number.NaN };
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median: round(median), low: round(sorted[0]!), high: round(sorted.at(-1)!) };
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function figuresOf(url: string, runs: Result[], cpuSlowdown: number): LighthouseFigures {
  // A run with no FCP or TTI (Lighthouse failed to measure it) does not take part.
  const valid = filterToValidRuns(runs);
  const audit = (id: string, round = Math.round) =>
    spreadOf(
      valid.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN),
      round,
    );
  const final = new URL(valid[0]?.finalDisplayedUrl ?? url);
  return {
    url,
    landedOn: final.pathname + final.search,
    performance: spreadOf(valid.map((lhr) => (lhr.categories.performance?.score ?? Number.NaN) * 100)),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    ttiMs: audit('interactive'),
    mainThreadMs: audit('mainthread-work-breakdown'),
    cls: audit('cumulative-layout-shift', (value) => Math.round(value * 1000) / 1000),
    benchmarkIndex: spreadOf(valid.map((lhr) => lhr.environment.benchmarkIndex)).median,
    cpuSlowdown,
  };
}

/**
 * Runs Lighthouse's mobile preset (slow 4G, simulated) with the CPU slowdown calibrated to the machine
 * (calibratedSlowdown, from the median index of three first, discarded runs) on each page in one headless
 * Chromium, the pages of a round interleaved (a route, then its limit) so a busy moment of the machine
 * weighs on both alike. Lighthouse resets the origin's cache and storage before each run, so every page
 * loads cold.
 */
export async function lighthousePages(urls: string[]): Promise<LighthouseFigures[]> {
  const { executablePath, args = [] } = chromiumLaunchOptions();
  const chrome = await chromeLauncher.launch({
    ...(executablePath ? { chromePath: executablePath } : {}),
    chromeFlags: ['--headless=new', ...args],
  });
  try {
    const flags = {
      port: chrome.port,
      output: 'json' as const,
      logLevel: 'error' as const,
      onlyCategories: ['performance'],
    };
    const measure = async (url: string, cpuSlowdownMultiplier?: number) => {
      const config = cpuSlowdownMultiplier
        ? {
            extends: 'lighthouse:default' as const,
            settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier } },
          }
        : undefined;
      const result = await lighthouse(url, flags, config);
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      return result.lhr;
    };
    // The machine's index, the median of three runs of the first page that are not counted: one run's
    // index ranged from 1,209 to 2,080 in a single bench on the 2-core machine, and one high sample had
    // the whole bench simulate a phone 1.6x slower than the one before.
    const indexes: number[] = [];
    for (let run = 0; run < CALIBRATION_RUNS; run += 1)
      indexes.push((await measure(urls[0]!)).environment.benchmarkIndex);
    const cpuSlowdown = calibratedSlowdown(spreadOf(indexes).median);
    const runs = urls.map((): Result[] => []);
    for (let run = 0; run < RUNS; run += 1)
      for (const [index, url] of urls.entries()) runs[index]!.push(await measure(url, cpuSlowdown));
    return urls.map((url, index) => figuresOf(url, runs[index]!, cpuSlowdown));
  } finally {
    chrome.kill();
  }
}
