import { apiBaseUrl } from '@fairgo/shared/api';
import type { HealthSample, RegistryEntry } from '@fairgo/shared/contract';
import { MAX_HEALTH_SAMPLES } from '@fairgo/shared/rules';
import { ownsPath } from '@fairgo/shared/page';

/** More than this waiting (a tab left open for days) and the oldest go. */
const MAX_QUEUED = 200;

/**
 * How each remote does in this browser (issue 21), for the registry's canary watch and the admins'
 * Releases page: each remote's load (entry fetched and mounted, or failed, in ms from the start of its
 * load), render errors its boundary caught, and the Core Web Vitals of the page, counted to the remote
 * that owns the path the page was opened on. Anonymous: a remote, a version, a number. Sampled per page
 * load; queued, and sent with `sendBeacon` when the page is hidden.
 */
export function createHealthReports({
  // The host's HEALTH_SAMPLE_RATE (infra/hosting).
  sampleRate = globalThis.__FAIRGO_CONFIG__?.healthSampleRate ?? 1,
  random = Math.random,
  send = (url: string, body: Blob) => navigator.sendBeacon(url, body),
  now = () => performance.now(),
} = {}) {
  const sampled = random() < sampleRate;
  const queue: HealthSample[] = [];
  const started = new Map<string, number>();

  const add = (sample: HealthSample) => {
    if (!sampled || sample.version === 'local override') return;
    queue.push(sample);
    if (queue.length > MAX_QUEUED) queue.shift();
  };

  return {
    sampled,
    /** single-spa starts loading a remote. */
    loading(entry: RegistryEntry) {
      started.set(entry.name, now());
    },
    /** It mounted, or its entry or mount failed: one load, measured from `loading`. */
    loaded(entry: RegistryEntry, failed: boolean) {
      const start = started.get(entry.name);
      if (start === undefined) return;
      started.delete(entry.name);
      add(
        failed
          ? { remote: entry.name, version: entry.version, kind: 'load', failed: true }
          : { remote: entry.name, version: entry.version, kind: 'load', value: Math.round(now() - start) },
      );
    },
    renderError(entry: RegistryEntry) {
      add({ remote: entry.name, version: entry.version, kind: 'render-error' });
    },
    /** A Core Web Vital of the page opened at `pathname`, counted to the remote that owns it (none: the shell's own page). */
    vital(entries: RegistryEntry[], pathname: string, metric: { name: string; value: number }) {
      const owner = entries.find((entry) => ownsPath(entry, pathname));
      if (!owner || (metric.name !== 'LCP' && metric.name !== 'INP' && metric.name !== 'CLS')) return;
      add({ remote: owner.name, version: owner.version, kind: metric.name, value: Math.max(0, metric.value) });
    },
    /** Sends what is queued, in beacons of at most 50 samples. */
    flush() {
      while (queue.length > 0) {
        const samples = queue.splice(0, MAX_HEALTH_SAMPLES);
        const body = new Blob([JSON.stringify({ samples })], { type: 'application/json' });
        send(`${apiBaseUrl()}/registry/health`, body);
      }
    },
  };
}

export type HealthReports = ReturnType<typeof createHealthReports>;

/**
 * Starts the reports of a page: the Web Vitals library is loaded only on a sampled page load, once the
 * page is idle (it reads buffered performance entries, so nothing is missed), and the queue goes when
 * the page is hidden (after web-vitals has reported its final values on the same event).
 */
export function reportPageHealth(reports: HealthReports, entries: RegistryEntry[]) {
  if (!reports.sampled) return;
  const pathname = window.location.pathname;
  const flushWhenHidden = () => {
    if (document.visibilityState === 'hidden') reports.flush();
  };
  window.addEventListener('pagehide', () => reports.flush());
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
  idle(() => {
    void import(/* webpackChunkName: "web-vitals" */ 'web-vitals')
      .then(({ onCLS, onINP, onLCP }) => {
        const report = (metric: { name: string; value: number }) => reports.vital(entries, pathname, metric);
        onLCP(report);
        onINP(report);
        onCLS(report);
      })
      .catch((error: unknown) => console.error('[shell] SHELL-006 web-vitals could not be loaded', error))
      .finally(() => document.addEventListener('visibilitychange', flushWhenHidden));
  });
}

/** The page's reports: one per page load. */
export const healthReports = createHealthReports();
