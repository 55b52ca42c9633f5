import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { notFound } from '../../lib/http-errors';
import { declared } from '../../lib/declared-route';

export const FEEDBACK_THANKS = 'Thank you for your feedback! We will review it shortly.';

/**
 * /api/feedback (spec §7): anyone sends feedback (rate limited); admins read it, mark it reviewed,
 * see the user statistics and write to every user through the mail outbox. The admin calls
 * answer 401 to visitors and 403 to anyone but an admin.
 */
const feedbackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const adminOnly = { onRequest: app.requireAdmin };

  app.route({
    ...declared(app, 'POST feedback'),
    config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const { name, email, phone, message } = request.body;
      await app.db
        .insertInto('feedback')
        .values({
          name: name.trim(),
          email: email.trim().toLowerCase(),
          phone: phone?.trim() || null,
          message: message.trim(),
        })
        .execute();
      return reply.status(201).send({ message: FEEDBACK_THANKS });
    },
  });

  app.route({
    ...declared(app, 'GET feedback'),
    ...adminOnly,
    handler: async () => {
      const rows = await app.db.selectFrom('feedback').selectAll().orderBy('created_at', 'desc').limit(500).execute();
      return rows.map((row) => ({
        _id: row.id,
        name: row.name,
        email: row.email,
        phone: row.phone,
        message: row.message,
        status: row.status,
        createdOn: row.created_at.toISOString(),
      }));
    },
  });

  app.route({
    ...declared(app, 'PUT feedback/status'),
    ...adminOnly,
    handler: async (request) => {
      const result = await app.db
        .updateTable('feedback')
        .set({ status: request.body.status })
        .where('id', '=', request.body._id)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) throw notFound('No feedback has this id.');
      return { message: 'Feedback updated' };
    },
  });

  app.route({
    ...declared(app, 'GET feedback/otherInformation'),
    ...adminOnly,
    handler: async () => {
      const users = await app.db
        .selectFrom('users')
        .select([
          sql<number>`count(*)::int`.as('totalUsers'),
          sql<number>`(count(*) FILTER (WHERE role = 'worker'))::int`.as('totalWorkers'),
          sql<number>`(count(*) FILTER (WHERE role = 'employer'))::int`.as('totalEmployers'),
          sql<number>`(count(*) FILTER (WHERE role = 'both'))::int`.as('totalBoth'),
        ])
        .executeTakeFirstOrThrow();
      const resets = await app.db
        .selectFrom('password_resets')
        .select(sql<number>`count(*)::int`.as('count'))
        .executeTakeFirstOrThrow();
      return {
        totalUsers: Number(users.totalUsers),
        totalWorkers: Number(users.totalWorkers),
        totalEmployers: Number(users.totalEmployers),
        totalBoth: Number(users.totalBoth),
        totalResetPasswords: Number(resets.count),
      };
    },
  });

  app.route({
    ...declared(app, 'POST feedback/sendEmail'),
    ...adminOnly,
    handler: async (request) => {
      const { subject, body, sendId } = request.body;
      const users = await app.db.selectFrom('users').select('email').orderBy('created_at').execute();
      // One outbox row per address and send: pressing Send twice (or a retry) mails nobody twice.
      for (const user of users)
        await app.mail.send({
          to: user.email,
          subject: subject.trim(),
          text: body.trim(),
          kind: 'announcement',
          batchId: `announcement-${sendId}`,
        });
      return { message: 'Email sent successfully to all users', recipients: users.length };
    },
  });
};

export default feedbackRoutes;
