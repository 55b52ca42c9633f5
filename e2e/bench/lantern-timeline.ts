// Where a page's Time to Interactive goes, as Lighthouse's simulation of a phone (Lantern) sees it: every
// request and every CPU task over 20 ms simulated, on the simulated clock, with the scripts each task ran.
// TTI ends with the last task over 50 ms simulated, so this is the list to cut (docs/performance.md, "Method").
// Lantern's TTI is 0.45 × an optimistic estimate + 0.55 × a pessimistic one, and the optimistic graph keeps
// only the tasks that took over 20 ms as observed, before the slowdown: those are marked `kept`. One such
// task after the first paint moves the optimistic estimate from about the LCP to about the pessimistic TTI.
//
//   npx tsx bench/lantern-timeline.ts /find-worker [slowdown]      (from e2e/, against SITE_URL or :3000)
//   REUSE=1 npx tsx bench/lantern-timeline.ts /find-worker         (the same artifacts again)
//   OPTIMISTIC=1 …                                                 (the optimistic graph's timeline)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { chromiumLaunchOptions } from '../support/browser';

interface Timing {
  startTime: number;
  endTime: number;
  duration: number;
}
interface TraceEvent {
  name: string;
  args?: { data?: { url?: string } };
}
interface LanternNode {
  type: 'network' | 'cpu';
  startTime: number;
  endTime: number;
  request?: { url: string; transferSize?: number; priority: string };
  childEvents?: TraceEvent[];
}

const [path = '/', slowdown = '2.84'] = process.argv.slice(2);
const artifacts = `/tmp/lantern-timeline${path.replace(/\W/g, '_')}`;
const settings = { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: Number(slowdown) } };
/** Lantern's optimistic TTI graph drops every CPU task of 20 ms or less as observed (Interactive.js). */
const OPTIMISTIC_MIN_TASK_US = 20_000;
const fileOf = (url: string) => url.split('/').pop()!.slice(0, 48);

if (!process.env.REUSE) {
  const { executablePath, args = [] } = chromiumLaunchOptions();
  const chrome = await chromeLauncher.launch({
    ...(executablePath ? { chromePath: executablePath } : {}),
    chromeFlags: ['--headless=new', ...args],
  });
  try {
    const site = process.env.SITE_URL ?? 'http://localhost:3000';
    const flags = {
      port: chrome.port,
      logLevel: 'error' as const,
      onlyCategories: ['performance'],
      gatherMode: artifacts,
    };
    await lighthouse(site + path, flags, { extends: 'lighthouse:default', settings });
  } finally {
    chrome.kill();
  }
}

const saved = await loadArtifacts(artifacts);
const data = {
  trace: saved.Trace,
  devtoolsLog: saved.DevtoolsLog,
  gatherContext: saved.GatherContext,
  settings: { ...saved.settings, ...settings, throttlingMethod: 'simulate' as const },
  simulator: null,
  URL: saved.URL,
  SourceMaps: saved.SourceMaps,
};
const interactive = await LanternInteractive.request(data as never, { computedCache: new Map() } as never);
const timings = (
  (process.env.OPTIMISTIC ? interactive.optimisticEstimate : interactive.pessimisticEstimate) as unknown as {
    nodeTimings: Map<LanternNode, Timing>;
  }
).nodeTimings;
const [optimistic, pessimistic] = [interactive.optimisticEstimate, interactive.pessimisticEstimate].map((estimate) =>
  Math.round(estimate.timeInMs),
);
console.log(
  `${path} at ${slowdown}×: TTI ${Math.round(interactive.timing)} ms simulated ` +
    `(optimistic ${optimistic}, pessimistic ${pessimistic})`,
);

const first = Math.min(...[...timings.keys()].map((node) => node.startTime));
const rows: [number, string][] = [];
for (const [node, timing] of timings) {
  const at = `${Math.round(timing.startTime)}–${Math.round(timing.endTime)}`;
  if (node.type === 'network' && node.request) {
    const { url, transferSize = 0, priority } = node.request;
    rows.push([timing.startTime, `net ${at} ${fileOf(url)} ${Math.round(transferSize / 1024)} KB ${priority}`]);
  } else if (node.type === 'cpu' && timing.duration > 20) {
    const scripts = new Set(
      (node.childEvents ?? [])
        .filter(({ name }) => name === 'EvaluateScript' || name === 'FunctionCall')
        .map(({ name, args }) => `${name === 'EvaluateScript' ? 'runs ' : ''}${fileOf(args?.data?.url ?? '')}`)
        .filter((script) => script.trim() !== 'runs' && script !== ''),
    );
    const observed = Math.round((node.startTime - first) / 1000);
    const long = timing.duration > 50 ? ' LONG' : '';
    const kept = node.endTime - node.startTime > OPTIMISTIC_MIN_TASK_US ? ', kept' : '';
    rows.push([
      timing.startTime,
      `cpu ${at} (${Math.round(timing.duration)}${long}${kept}) seen at ${observed} ms ${[...scripts].join(', ')}`,
    ]);
  }
}
for (const [, text] of rows.sort((a, b) => a[0] - b[0])) console.log(text);
