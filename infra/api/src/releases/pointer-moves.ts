import type { Canary, PointerMove } from '@fairgo/shared/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../db/schema';
import type { RegistryAction } from '../db/schema-registry';
import { conflict, notFound } from '../lib/http-errors';
import { pointer, toCanary } from './release-store';

// How a remote's pointer moves: a release, a canary, a promotion, a rollback, or the canary
// watch's rollback; each under a lock on the pointer, each recorded in the audit trail.

/** Who moves a pointer and why: the audit trail keeps both with the move. */
export interface Mover {
  /** A deploy token's name, or 'canary watch' for an automatic rollback. */
  actor: string;
  reason?: string | null;
}

/** A pointer as a move finds it: every browser's version, and the canary's. */
interface PointerState {
  current: string | null;
  canary: Canary | null;
}

/** What a move makes of the pointer, and how the audit trail records it. */
interface Move {
  action: RegistryAction;
  current: string;
  canary: { version: string; percent: number } | null;
  /** The version the moved browsers had, and the one they get. */
  from: string | null;
  to: string;
}

/**
 * Moves a remote's pointer under a lock on it, and records the move in the audit trail in the same
 * transaction: `decide` reads the pointer as it stands and says what to make of it.
 */
async function movePointer(
  db: Kysely<Schema>,
  remote: string,
  mover: Mover,
  now: Date,
  decide: (state: PointerState, tx: Transaction<Schema>) => Promise<Move>,
): Promise<PointerMove> {
  return db.transaction().execute(async (tx) => {
    // Serialises concurrent moves of one remote: the first move of a remote has no pointer row to lock yet.
    await tx.selectFrom('remote_releases').select('id').where('remote', '=', remote).forUpdate().execute();
    const row = await pointer(tx, remote);
    const state = { current: row?.version ?? null, canary: row ? toCanary(row) : null };
    const move = await decide(state, tx);
    for (const version of new Set([move.current, move.canary?.version].filter((v): v is string => Boolean(v)))) {
      const known = await tx
        .selectFrom('remote_releases')
        .select('id')
        .where('remote', '=', remote)
        .where('version', '=', version)
        .executeTakeFirst();
      if (!known) throw notFound(`${remote} has no released version ${version}.`);
    }
    const sameCanary = move.canary && state.canary?.version === move.canary.version;
    const canary = {
      canary_version: move.canary?.version ?? null,
      canary_percent: move.canary?.percent ?? null,
      canary_since: move.canary ? (sameCanary ? new Date(state.canary!.since) : now) : null,
    };
    await tx
      .insertInto('remote_pointers')
      .values({ remote, version: move.current, moved_at: now, ...canary })
      .onConflict((oc) => oc.column('remote').doUpdateSet({ version: move.current, moved_at: now, ...canary }))
      .execute();
    await tx
      .insertInto('registry_events')
      .values({
        remote,
        action: move.action,
        from_version: move.from,
        to_version: move.to,
        percent: move.canary?.percent ?? null,
        actor: mover.actor,
        reason: mover.reason ?? null,
        at: now,
      })
      .execute();
    return { remote, previous: move.from, current: move.current, canary: toCanary(canary) };
  });
}

/** Points every browser at a published version (a release, or `PUT current`); a running canary ends. */
export const pointAt = (db: Kysely<Schema>, remote: string, version: string, mover: Mover, now: Date) =>
  movePointer(db, remote, mover, now, async ({ current }) => ({
    action: 'release',
    current: version,
    canary: null,
    from: current,
    to: version,
  }));

/** Serves a published version to `percent` % of browsers, beside the current one (a new canary replaces a running one). */
export const startCanary = (
  db: Kysely<Schema>,
  remote: string,
  { version, percent }: { version: string; percent: number },
  mover: Mover,
  now: Date,
) =>
  movePointer(db, remote, mover, now, async ({ current }) => {
    if (!current)
      throw conflict(`${remote} has no current version yet: release it first, then run a canary beside it.`);
    if (current === version) throw conflict(`${remote} ${version} is already every browser's version.`);
    return { action: 'canary', current, canary: { version, percent }, from: current, to: version };
  });

/** The canary becomes every browser's version. */
export const promoteCanary = (db: Kysely<Schema>, remote: string, mover: Mover, now: Date) =>
  movePointer(db, remote, mover, now, async ({ current, canary }) => {
    if (!canary) throw conflict(`${remote} runs no canary to promote.`);
    return { action: 'promote', current: canary.version, canary: null, from: current, to: canary.version };
  });

/**
 * A rollback: ends a running canary (its browsers go back to the current version); with none, points
 * every browser back to `version`, or to the one they had before the current one (`versionBefore`).
 */
export const rollBack = (db: Kysely<Schema>, remote: string, version: string | undefined, mover: Mover, now: Date) =>
  movePointer(db, remote, mover, now, async ({ current, canary }, tx) => {
    if (canary && !version) {
      return { action: 'rollback', current: current!, canary: null, from: canary.version, to: current! };
    }
    const target = version ?? (await versionBefore(tx, remote, current));
    return { action: 'rollback', current: target, canary: null, from: canary?.version ?? current, to: target };
  });

/**
 * The canary watch's rollback: ends the canary of `version` (only that one: a canary started since is
 * judged on its own samples). False when that canary no longer runs.
 */
export async function endCanaryAutomatically(
  db: Kysely<Schema>,
  remote: string,
  version: string,
  reason: string,
  now: Date,
): Promise<boolean> {
  try {
    await movePointer(db, remote, { actor: 'canary watch', reason }, now, async ({ current, canary }) => {
      if (canary?.version !== version) throw new CanaryGone();
      return { action: 'auto-rollback', current: current!, canary: null, from: version, to: current! };
    });
    return true;
  } catch (error) {
    if (error instanceof CanaryGone) return false;
    throw error;
  }
}
class CanaryGone extends Error {}

/**
 * What a rollback without a version goes back to: the version every browser had before the release or
 * promotion that made the current one theirs. Canaries that never became every browser's version are
 * skipped (a failed one must never come back this way), and rollbacks are stepped over, so that each
 * rollback goes one release further back instead of turning back and forth.
 */
async function versionBefore(tx: Transaction<Schema>, remote: string, current: string | null) {
  if (!current) throw notFound(`${remote} has no current version to roll back from.`);
  const arrival = await tx
    .selectFrom('registry_events')
    .select('from_version')
    .where('remote', '=', remote)
    .where('to_version', '=', current)
    .where('action', 'in', ['release', 'promote'])
    .where((eb) => eb.or([eb('from_version', 'is', null), eb('from_version', '!=', current)]))
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!arrival)
    throw conflict(`${remote} ${current} was never released to every browser; name the version to roll back to.`);
  if (!arrival.from_version)
    throw conflict(`${remote} ${current} is its first release; there is nothing earlier to roll back to.`);
  return arrival.from_version;
}
