import { normalPhone } from '@fairgo/shared/rules';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { today, verifiedTypes } from '../credentials/credential-store';
import { declared } from '../lib/declared-route';
import { forbidden, notFound } from '../lib/http-errors';
import type { UserRow } from '../plugins/auth';
import { matchQuietly } from '../saved-searches/matching';
import { listingSubject, type ListingPost } from '../saved-searches/search-keys';
import { tellAnswerers } from './job-interest';
import { toOwnPost, toPostColumns } from './post-row';
import { createOnce } from '../plugins/idempotency';

export interface OwnPostRoutesOptions {
  table: 'job_posts' | 'worker_posts';
  /** The routes' first segment: findwork or findworker. */
  resource: 'findwork' | 'findworker';
  /** The owner's list (product.md#api-calls: advisersposts, workerposts). */
  list: 'GET findwork/advisersposts' | 'GET findworker/workerposts';
  /** Who may create a post of this kind; throws an HttpError when the user may not. */
  mayCreate: (user: UserRow, now: Date) => void;
  messages: { created: string; updated: string; deleted: string; notFound: string };
}

/**
 * A post's life as its owner sees it, the same for job posts (/api/findwork) and looking-for-work
 * posts (/api/findworker): submit, list own, update, delete. Each path acts on the entity it names
 * (product.md#api-calls notes), and only on the caller's own posts (product.md#roles).
 */
export const ownPostRoutes: FastifyPluginAsyncTypebox<OwnPostRoutesOptions> = async (app, options) => {
  // One form of a phone number whichever client sent it: '0412 345 678' is kept as 0412345678.
  app.addHook('preValidation', async (request) => {
    const body = request.body as { phone?: unknown } | null;
    if (body && typeof body === 'object' && typeof body.phone === 'string') body.phone = normalPhone(body.phone);
  });
  const { table, messages, resource } = options;
  const owner = (request: FastifyRequest) => request.user!;
  // A new or changed post is matched against the saved searches of its kind.
  const kind = table === 'job_posts' ? 'job' : 'worker';
  const matchColumns = [
    'id',
    'user_id',
    'name',
    'job',
    'location',
    'latitude',
    'longitude',
    'availability',
    'certificates',
    'hidden_at',
  ] as const;
  // The poster's badges, for searches of verified workers; the table is named, as `credentials` has a user_id too.
  const matchFields = () => [
    ...matchColumns,
    verifiedTypes(sql.ref(`${table}.user_id`), today(app)).as('verified'),
    // Only job posts state their pay.
    (table === 'job_posts' ? sql<number | null>`pay_hourly_cents` : sql<number | null>`null::int`).as(
      'pay_hourly_cents',
    ),
  ];
  // A post an admin hid stays out of the alerts as it is out of the lists.
  const match = (post: ListingPost & { hidden_at: Date | null }) =>
    matchQuietly(app, post.hidden_at ? undefined : listingSubject(kind, post));

  app.route({
    ...declared(app, `POST ${resource}/submit` as const),
    onRequest: app.authenticate,
    handler: async (request) => {
      options.mayCreate(owner(request), app.now());
      const created = { message: messages.created };
      const post = await createOnce(
        app.db,
        request,
        (db) =>
          db
            .insertInto(table)
            .values({ user_id: owner(request).id, ...toPostColumns(app, kind, request.body, owner(request)) })
            .returning(matchFields())
            .executeTakeFirstOrThrow(),
        () => ({ status: 200, body: created }),
      );
      await match(post);
      return created;
    },
  });

  app.route({
    ...declared(app, options.list),
    onRequest: app.authenticate,
    handler: async (request) => {
      const email = request.query.email?.trim().toLowerCase();
      if (email && email !== owner(request).email) throw forbidden('You can only see your own posts.');
      const rows = await app.db
        .selectFrom(table)
        .selectAll()
        .where('user_id', '=', owner(request).id)
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map(toOwnPost);
    },
  });

  app.route({
    ...declared(app, `PUT ${resource}/update` as const),
    onRequest: app.authenticate,
    handler: async (request) => {
      const { _id, ...fields } = request.body;
      // Those who answered a job are told when it is edited to another role.
      const before =
        kind === 'job'
          ? await app.db
              .selectFrom('job_posts')
              .select(['job', 'business_name', 'name'])
              .where('id', '=', _id)
              .where('user_id', '=', owner(request).id)
              .executeTakeFirst()
          : undefined;
      const post = await app.db
        .updateTable(table)
        .set({ ...toPostColumns(app, kind, fields, owner(request)), updated_at: app.now() })
        .where('id', '=', _id)
        .where('user_id', '=', owner(request).id)
        .returning(matchFields())
        .executeTakeFirst();
      if (!post) throw notFound(messages.notFound);
      if (before && before.job.trim().toLowerCase() !== post.job.trim().toLowerCase())
        await tellAnswerers(
          app.db,
          _id,
          (title) => `The job you answered, ${title}, is now advertised as ${post.job}.`,
          before,
        );
      await match(post);
      return { message: messages.updated };
    },
  });

  app.route({
    ...declared(app, `DELETE ${resource}/delete` as const),
    onRequest: app.authenticate,
    handler: async (request) => {
      if (kind === 'job') {
        const job = await app.db
          .selectFrom('job_posts')
          .select(['job', 'business_name', 'name'])
          .where('id', '=', request.body._id)
          .where('user_id', '=', owner(request).id)
          .executeTakeFirst();
        // Before the deletion, whose cascade takes the answers with it.
        if (job)
          await tellAnswerers(
            app.db,
            request.body._id,
            (title) => `The job you answered, ${title}, was taken down.`,
            job,
          );
      }
      const result = await app.db
        .deleteFrom(table)
        .where('id', '=', request.body._id)
        .where('user_id', '=', owner(request).id)
        .executeTakeFirst();
      if (result.numDeletedRows === 0n) throw notFound(messages.notFound);
      return { message: messages.deleted };
    },
  });
};
