import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/**
 * A share of the period that may pass between two starts of a job: timers of one instance drift a
 * little, so its next tick must not lose to its own previous claim.
 */
const CLAIM_AFTER_SHARE = 0.9;

/**
 * Claims this period of job `name` for this instance: true for exactly one of the instances that ask
 * within a period (one row per job in repeating_jobs, updated only when its last start is older).
 */
export async function claimPeriod(app: FastifyInstance, name: string, everyMs: number): Promise<boolean> {
  const claimed = await sql<{ name: string }>`
    INSERT INTO repeating_jobs (name, last_started_at) VALUES (${name}, now())
    ON CONFLICT (name) DO UPDATE SET last_started_at = now(), runs = repeating_jobs.runs + 1
      WHERE repeating_jobs.last_started_at <= now() - make_interval(secs => ${(everyMs * CLAIM_AFTER_SHARE) / 1000})
    RETURNING name`.execute(app.db);
  return claimed.rows.length === 1;
}

/**
 * A job the API runs every `everyMs` while it is up (automatic task completion, the search digest,
 * credential reminders, the canary watch, retention): started when the app is ready (at once too with
 * `atStart`), stopped when it closes, never keeping the process alive. However many instances run,
 * each period's run happens in one of them (claimPeriod). A failure is logged with its code, counted
 * (the `fairgo_job_runs_total` metric), and the next period tries again.
 */
export function repeatEvery(
  app: FastifyInstance,
  {
    name,
    everyMs,
    atStart = false,
    failure,
    run,
  }: { name: string; everyMs: number; atStart?: boolean; failure: string; run: () => Promise<unknown> },
) {
  let timer: NodeJS.Timeout | undefined;
  // The run under way, if any: a tick while one runs starts no second run here, and closing waits for
  // it, so the database is not closed (or a test's schema dropped) under it.
  let running: Promise<void> | undefined;
  const once = () =>
    (running ??= (async () => {
      try {
        if (!(await claimPeriod(app, name, everyMs))) return;
        await run();
        app.metrics.jobRuns.inc({ job: name, outcome: 'done' });
      } catch (error) {
        app.metrics.jobRuns.inc({ job: name, outcome: 'failed' });
        app.log.error(error, failure);
      } finally {
        running = undefined;
      }
    })());
  app.addHook('onReady', async () => {
    if (atStart) void once();
    timer = setInterval(once, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
