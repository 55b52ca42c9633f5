import { apiBaseUrl, request } from '@fairgo/shared/api';
import type { HealthSample, RegistryEntry } from '@fairgo/shared/contract';
import { MAX_HEALTH_SAMPLES } from '@fairgo/shared/rules';
import { ownsPath } from '@fairgo/shared/page';
import { visitorBucket } from './visitor-bucket';
import { FAILURES } from './failures';

/** More than this waiting (a tab left open for days) and the oldest go. */
const MAX_QUEUED = 200;

/**
 * How each remote does in this browser, for the registry's canary watch and the admins'
 * Releases page: each remote's load (entry fetched and mounted, or failed, in ms from the start of its
 * load), render errors its boundary caught, and the Core Web Vitals of the page, counted to the remote
 * that owns the path the page was opened on. Anonymous: a remote, a version, a number. Sampled per page
 * load; queued, and sent with `sendBeacon` when the page is hidden, with the health token the API handed
 * this page load (bound to the versions it runs): without one, nothing is sent, as it would not count.
 */
export function createHealthReports({
  // The host's HEALTH_SAMPLE_RATE (infra/hosting). A page served without it (nginx's plain frame) samples as
  // production does.
  sampleRate = globalThis.__FAIRGO_CONFIG__?.healthSampleRate ?? 0.1,
  random = Math.random,
  send = (url: string, body: Blob) => navigator.sendBeacon(url, body),
  now = () => performance.now(),
  // Only the page's reports wait for it: it never goes before what the page shows.
  askToken = async (bucket: string | null) =>
    (await request('POST registry/health/pages', { json: bucket ? { bucket } : {}, priority: 'low' })).token,
} = {}) {
  const sampled = random() < sampleRate;
  const queue: HealthSample[] = [];
  let token: string | null = null;
  const started = new Map<string, number>();

  const add = (sample: HealthSample) => {
    if (!sampled || sample.version === 'local override') return;
    queue.push(sample);
    if (queue.length > MAX_QUEUED) queue.shift();
  };

  return {
    sampled,
    /** Asks for this page load's health token, as a browser in canary bucket `bucket`. */
    async start(bucket: string | null) {
      if (!sampled) return;
      try {
        token = await askToken(bucket);
      } catch (error) {
        console.error(`[shell] ${FAILURES.healthToken.code}`, error);
      }
    },
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
    /** Sends what is queued, in beacons of at most 50 samples; keeps it while the token is on its way. */
    flush() {
      while (token && queue.length > 0) {
        const samples = queue.splice(0, MAX_HEALTH_SAMPLES);
        const body = new Blob([JSON.stringify({ token, samples })], { type: 'application/json' });
        send(`${apiBaseUrl()}/registry/health`, body);
      }
    },
  };
}

export type HealthReports = ReturnType<typeof createHealthReports>;

/** How long a page runs before the Web Vitals library loads, unless the visitor interacts sooner. */
export const VITALS_AFTER_MS = 10_000;

/**
 * Starts the reports of a sampled page load. The queue goes when the page is hidden. The Web Vitals
 * library (2.3 KB gzipped) loads off the start-up path, only on a path a remote owns: at the visitor's
 * first interaction or 10 s after start-up, whichever comes first. It reads the buffered performance
 * entries, so the page's LCP and layout shifts are not missed; a visit that ends sooner without an
 * interaction reports its loads but no Web Vitals.
 */
export function reportPageHealth(reports: HealthReports, entries: RegistryEntry[]) {
  if (!reports.sampled) return;
  void reports.start(visitorBucket());
  const pathname = window.location.pathname;
  const whenHidden = () => {
    if (document.visibilityState === 'hidden') reports.flush();
  };
  window.addEventListener('pagehide', () => reports.flush());
  document.addEventListener('visibilitychange', whenHidden);
  if (!entries.some((entry) => ownsPath(entry, pathname))) return;

  const interactions = ['pointerdown', 'keydown'] as const;
  const loadVitals = () => {
    clearTimeout(timer);
    for (const type of interactions) window.removeEventListener(type, loadVitals, true);
    void import(/* webpackChunkName: "lazy-web-vitals" */ 'web-vitals')
      .then(({ onCLS, onINP, onLCP }) => {
        const report = (metric: { name: string; value: number }) => reports.vital(entries, pathname, metric);
        onLCP(report);
        onINP(report);
        onCLS(report);
        // Listened to again, after web-vitals' own listener: its final values are queued before the queue goes.
        document.removeEventListener('visibilitychange', whenHidden);
        document.addEventListener('visibilitychange', whenHidden);
      })
      .catch((error: unknown) => console.error(`[shell] ${FAILURES.webVitals.code}`, error));
  };
  for (const type of interactions) window.addEventListener(type, loadVitals, { capture: true, once: true });
  const timer = setTimeout(loadVitals, VITALS_AFTER_MS);
}

/** The page's reports: one per page load. */
export const healthReports = createHealthReports();
