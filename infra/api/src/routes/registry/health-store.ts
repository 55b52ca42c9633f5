import type { HealthSample, HealthStats } from '@fairgo/shared/contract';
import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../db/schema';

/**
 * Stores what a browser reported, keeping only samples of versions the registry published: anything
 * else is noise (or someone's guess) and would only fill the table. Answers how many were kept.
 */
export async function recordSamples(db: Kysely<Schema>, samples: HealthSample[], now: Date): Promise<number> {
  const published = await db
    .selectFrom('remote_releases')
    .select(['remote', 'version'])
    .where((eb) =>
      eb.or(samples.map((sample) => eb.and([eb('remote', '=', sample.remote), eb('version', '=', sample.version)]))),
    )
    .execute();
  const known = new Set(published.map((row) => `${row.remote} ${row.version}`));
  const rows = samples
    .filter((sample) => known.has(`${sample.remote} ${sample.version}`))
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
      };
    })
    // A load that worked, or a Web Vital, says nothing without its value.
    .filter((row) => row.kind === 'render-error' || row.failed || row.value !== null);
  if (rows.length > 0) await db.insertInto('remote_health').values(rows).execute();
  return rows.length;
}

export const EMPTY_STATS: HealthStats = {
  loads: 0,
  failures: 0,
  failureRate: null,
  renderErrors: 0,
  p75LoadMs: null,
  p75Lcp: null,
  p75Inp: null,
  p75Cls: null,
};

const p75 = (kind: string) =>
  sql<
    number | null
  >`percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE kind = ${kind} AND NOT failed AND value IS NOT NULL)`;

/**
 * Each version's health since `since` (of one remote, or of all), keyed `<remote> <version>`: loads,
 * failed loads, render errors, and the 75th percentile of load time, LCP, INP and CLS (as Core Web
 * Vitals are judged).
 */
export async function healthSince(db: Kysely<Schema>, since: Date, remote?: string): Promise<Map<string, HealthStats>> {
  let query = db
    .selectFrom('remote_health')
    .select(['remote', 'version'])
    .select([
      sql<string>`count(*) FILTER (WHERE kind = 'load')`.as('loads'),
      sql<string>`count(*) FILTER (WHERE kind = 'load' AND failed)`.as('failures'),
      sql<string>`count(*) FILTER (WHERE kind = 'render-error')`.as('render_errors'),
      p75('load').as('p75_load'),
      p75('LCP').as('p75_lcp'),
      p75('INP').as('p75_inp'),
      p75('CLS').as('p75_cls'),
    ])
    .where('recorded_at', '>=', since)
    .groupBy(['remote', 'version']);
  if (remote) query = query.where('remote', '=', remote);
  const rows = await query.execute();
  const rounded = (value: number | null, digits = 0) => (value === null ? null : Number(Number(value).toFixed(digits)));
  return new Map(
    rows.map((row) => {
      const loads = Number(row.loads);
      const failures = Number(row.failures);
      return [
        `${row.remote} ${row.version}`,
        {
          loads,
          failures,
          failureRate: loads > 0 ? failures / loads : null,
          renderErrors: Number(row.render_errors),
          p75LoadMs: rounded(row.p75_load),
          p75Lcp: rounded(row.p75_lcp),
          p75Inp: rounded(row.p75_inp),
          p75Cls: rounded(row.p75_cls, 3),
        },
      ];
    }),
  );
}
