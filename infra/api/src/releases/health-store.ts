import type { HealthSample, HealthStats } from '@fairgo/shared/contract';
import { sql, type Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import type { HealthPage } from './health-pages';

/**
 * Stores what one page load reported (its health token, releases/health-pages.ts): only samples of the
 * versions that page was given, once per remote and kind (a later report of the same replaces the
 * earlier: a load that failed and then worked, the final CLS). Answers how many were kept.
 */
export async function recordSamples(
  db: Kysely<Schema>,
  samples: HealthSample[],
  page: HealthPage,
  now: Date,
): Promise<number> {
  const once = new Map<string, HealthSample>();
  for (const sample of samples) {
    if (page.versions[sample.remote] === sample.version) once.set(`${sample.remote} ${sample.kind}`, sample);
  }
  const rows = [...once.values()]
    .map((sample) => {
      const failed = sample.kind === 'load' && sample.failed === true;
      const measured = sample.kind !== 'render-error' && !failed;
      return {
        remote: sample.remote,
        version: sample.version,
        kind: sample.kind,
        value: measured ? (sample.value ?? null) : null,
        failed,
        recorded_at: now,
        page_id: page.page,
        client: page.client,
        // A token from before networks were kept: its browser stands for its network.
        network: page.network ?? page.client,
      };
    })
    // A load that worked, or a Web Vital, says nothing without its value.
    .filter((row) => row.kind === 'render-error' || row.failed || row.value !== null);
  if (rows.length > 0) {
    await db
      .insertInto('remote_health')
      .values(rows)
      .onConflict((conflict) =>
        conflict.columns(['page_id', 'remote', 'kind']).doUpdateSet((eb) => ({
          value: eb.ref('excluded.value'),
          failed: eb.ref('excluded.failed'),
        })),
      )
      .execute();
  }
  return rows.length;
}

export const EMPTY_STATS: HealthStats = {
  loads: 0,
  failures: 0,
  failureRate: null,
  clients: 0,
  failingNetworks: 0,
  renderErrors: 0,
  p75LoadMs: null,
  p75Lcp: null,
  p75Inp: null,
  p75Cls: null,
};

/** One browser's median of a measure over its page loads. */
const median = (kind: string) =>
  sql<
    number | null
  >`percentile_cont(0.5) WITHIN GROUP (ORDER BY value) FILTER (WHERE kind = ${kind} AND NOT failed AND value IS NOT NULL)`;
/** The 75th percentile over browsers (NULLs, a browser without that measure, are left out). */
const p75 = (column: string) => sql<number | null>`percentile_cont(0.75) WITHIN GROUP (ORDER BY ${sql.ref(column)})`;

/**
 * Each version's health since `since` (of one remote, or of all), keyed `<remote> <version>`, weighing
 * browsers, not samples, so that one browser cannot outvote the others: the failure rate is the mean of
 * each browser's own, and each percentile (load time, LCP, INP, CLS: the 75th, as Core Web Vitals are
 * judged) is taken over each browser's median. Loads, failures and render errors are the plain counts.
 */
export async function healthSince(db: Kysely<Schema>, since: Date, remote?: string): Promise<Map<string, HealthStats>> {
  let perBrowser = db
    .selectFrom('remote_health')
    .select(['remote', 'version', 'client'])
    .select([
      // A browser's network (one per browser: a /64 or an IPv4 address lies inside one /48 or /24).
      sql<string>`min(coalesce(network, client))`.as('network'),
      sql<number>`count(*) FILTER (WHERE kind = 'load')`.as('loads'),
      sql<number>`count(*) FILTER (WHERE kind = 'load' AND failed)`.as('failures'),
      sql<number>`count(*) FILTER (WHERE kind = 'render-error')`.as('render_errors'),
      median('load').as('load_ms'),
      median('LCP').as('lcp'),
      median('INP').as('inp'),
      median('CLS').as('cls'),
    ])
    .where('recorded_at', '>=', since)
    .where('client', 'is not', null)
    .groupBy(['remote', 'version', 'client']);
  if (remote) perBrowser = perBrowser.where('remote', '=', remote);
  const rows = await db
    .with('per_browser', () => perBrowser)
    .selectFrom('per_browser')
    .select(['remote', 'version'])
    .select([
      sql<string>`sum(loads)`.as('loads'),
      sql<string>`sum(failures)`.as('failures'),
      sql<string>`sum(render_errors)`.as('render_errors'),
      sql<string>`count(*) FILTER (WHERE loads > 0)`.as('clients'),
      sql<string>`count(DISTINCT network) FILTER (WHERE failures > 0)`.as('failing_networks'),
      sql<number | null>`avg(failures::float8 / loads) FILTER (WHERE loads > 0)`.as('failure_rate'),
      p75('load_ms').as('p75_load'),
      p75('lcp').as('p75_lcp'),
      p75('inp').as('p75_inp'),
      p75('cls').as('p75_cls'),
    ])
    .groupBy(['remote', 'version'])
    .execute();
  const rounded = (value: number | null, digits = 0) => (value === null ? null : Number(Number(value).toFixed(digits)));
  return new Map(
    rows.map((row) => [
      `${row.remote} ${row.version}`,
      {
        loads: Number(row.loads),
        failures: Number(row.failures),
        failureRate: row.failure_rate === null ? null : Number(row.failure_rate),
        clients: Number(row.clients),
        failingNetworks: Number(row.failing_networks),
        renderErrors: Number(row.render_errors),
        p75LoadMs: rounded(row.p75_load),
        p75Lcp: rounded(row.p75_lcp),
        p75Inp: rounded(row.p75_inp),
        p75Cls: rounded(row.p75_cls, 3),
      },
    ]),
  );
}
