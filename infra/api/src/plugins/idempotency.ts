import { API_ROUTES, type ApiRoute, type RouteDeclaration } from '@fairgo/shared/contract';
import type { FastifyReply, FastifyRequest, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { sql, type Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { repeatEvery } from '../lib/repeating-job';

/**
 * How long a retry is told to wait while the first request with its key runs. Longer than any request
 * takes (each query is bounded by the database's 6 s); once it has passed, the first request's process
 * died, and a retry runs the request again.
 */
export const IDEMPOTENCY_LEASE_SECONDS = 20;
/** How long a first answer is kept for retries: a day, as Stripe keeps its keys. */
const KEPT_FOR_HOURS = 24;
const KEY = /^[\x21-\x7e]{1,255}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The Idempotency-Key this request holds, while it runs as the key's first request; `answered` once
     * its answer was kept with its write (`createOnce`).
     */
    idempotency?: { scope: string; key: string; answered?: boolean };
  }
}

/**
 * Runs the write that creates something (`create`, one statement or several on the `db` it is handed)
 * in one transaction with keeping its answer for the request's Idempotency-Key: a process that dies
 * after the write has kept its answer too, so the retry gets that answer, never a second write. Without
 * a key, it is the write alone.
 */
export async function createOnce<T>(
  db: Kysely<Schema>,
  request: FastifyRequest,
  create: (db: Kysely<Schema>) => Promise<T>,
  answer: (created: T) => { status: number; body: unknown },
): Promise<T> {
  const held = request.idempotency;
  if (!held) return create(db);
  return db.transaction().execute(async (trx) => {
    const created = await create(trx);
    const { status, body } = answer(created);
    await trx
      .updateTable('idempotent_requests')
      .set({ status, content_type: 'application/json; charset=utf-8', body: JSON.stringify(body) })
      .where('scope', '=', held.scope)
      .where('key', '=', held.key)
      .execute();
    held.answered = true;
    return created;
  });
}

const header = (request: FastifyRequest) => {
  const value = request.headers['idempotency-key'];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * `Idempotency-Key` on the routes the contract declares `idempotent` (writes that create something: a
 * registration, a post, a task, an offer, a checkout), as Stripe's API takes it. The first request with
 * a key claims it (after the session is checked, so keys are per person) and its answer is kept; a
 * retry with the same key gets that answer back (`Idempotent-Replayed: true`), never a second write;
 * a retry while the first still runs gets 409 with Retry-After; the same key on another route, 400.
 * An answer of 5xx is not kept: the write did not happen, and a retry may run it.
 *
 * A route whose write is one transaction keeps its answer inside it (`createOnce`: a registration, a
 * post, a task), so a process killed after the write still leaves the answer for the retry; the others
 * keep theirs as it is sent, and a retry after a kill in between meets the route's own rule against a
 * second one (one offer per tasker and task, one open checkout per person).
 */
export default fp(
  async (app) => {
    const claim: preHandlerHookHandler = async (request, reply) => {
      const key = header(request);
      if (key === undefined) return;
      if (!KEY.test(key))
        return reply.status(400).send({ message: 'Idempotency-Key must be 1 to 255 visible characters.' });
      const scope = request.user?.id ?? 'visitor';
      const what = `${request.method} ${request.routeOptions.url}:${request.url}`;
      // Claimed when new, or taken over when its first request died (no answer, its lease run out).
      const claimed = await sql<{ claimed: number }>`
        INSERT INTO idempotent_requests (scope, key, request, locked_until)
        VALUES (${scope}, ${key}, ${what}, now() + make_interval(secs => ${IDEMPOTENCY_LEASE_SECONDS}))
        ON CONFLICT (scope, key) DO UPDATE SET locked_until = EXCLUDED.locked_until
          WHERE idempotent_requests.status IS NULL AND idempotent_requests.locked_until < now()
            AND idempotent_requests.request = EXCLUDED.request
        RETURNING 1 AS claimed`.execute(app.db);
      if (claimed.rows.length === 1) {
        request.idempotency = { scope, key };
        return;
      }
      const first = await app.db
        .selectFrom('idempotent_requests')
        .select(['request', 'status', 'content_type', 'body'])
        .where('scope', '=', scope)
        .where('key', '=', key)
        .executeTakeFirst();
      if (!first) return reply.status(409).send({ message: STILL_RUNNING });
      if (first.request !== what)
        return reply
          .status(400)
          .send({ message: 'This Idempotency-Key was used for another request: send a new one.' });
      if (first.status === null) return reply.status(409).header('Retry-After', '2').send({ message: STILL_RUNNING });
      return replay(reply, first);
    };

    const record: onSendHookHandler = async (request, reply, payload) => {
      const held = request.idempotency;
      if (!held) return payload;
      request.idempotency = undefined;
      // Kept with the write itself: whatever came after it (a match, a mail) changes nothing of that.
      if (held.answered) return payload;
      if (reply.statusCode >= 500 || reply.statusCode === 429) {
        // Not done: a retry may run it.
        await app.db
          .deleteFrom('idempotent_requests')
          .where('scope', '=', held.scope)
          .where('key', '=', held.key)
          .execute();
        return payload;
      }
      await app.db
        .updateTable('idempotent_requests')
        .set({
          status: reply.statusCode,
          content_type: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
          body: typeof payload === 'string' ? payload : String(payload ?? ''),
        })
        .where('scope', '=', held.scope)
        .where('key', '=', held.key)
        .execute();
      return payload;
    };

    app.addHook('onRoute', (route) => {
      const url = String(route.url);
      const declaration = (API_ROUTES as Record<string, RouteDeclaration>)[
        `${String(route.method)} ${url.replace(/^\/api\//, '')}` as ApiRoute
      ];
      if (!declaration?.idempotent) return;
      route.preHandler = [...[route.preHandler ?? []].flat(), claim];
      route.onSend = [...[route.onSend ?? []].flat(), record];
    });

    repeatEvery(app, {
      name: 'idempotency-prune',
      everyMs: 60 * 60_000,
      failure: 'old idempotency keys could not be removed',
      run: () =>
        app.db
          .deleteFrom('idempotent_requests')
          .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${KEPT_FOR_HOURS})`)
          .execute(),
    });
  },
  { name: 'idempotency', dependencies: ['database'] },
);

const STILL_RUNNING = 'This request is still being processed: try again in a moment.';

function replay(
  reply: FastifyReply,
  first: { status: number | null; content_type: string | null; body: string | null },
) {
  return reply
    .status(first.status!)
    .header('Idempotent-Replayed', 'true')
    .type(first.content_type ?? 'application/json; charset=utf-8')
    .serializer((body: unknown) => body as string)
    .send(first.body ?? '');
}
