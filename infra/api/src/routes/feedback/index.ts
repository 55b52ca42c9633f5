import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  addFeedback,
  adminStats,
  everyUsersEmail,
  latestFeedback,
  setFeedbackStatus,
} from '../../community/feedback-store';
import { notFound } from '../../lib/http-errors';
import { declared } from '../../lib/declared-route';

export const FEEDBACK_THANKS = 'Thank you for your feedback! We will review it shortly.';

/**
 * /api/feedback (product.md#api-calls): anyone sends feedback (rate limited); admins read it, mark it reviewed,
 * see the user statistics and write to every user through the mail outbox. The admin calls
 * answer 401 to visitors and 403 to anyone but an admin.
 */
const feedbackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const adminOnly = { onRequest: app.requireAdmin };

  app.route({
    ...declared(app, 'POST feedback'),
    config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      await addFeedback(app.db, request.body);
      return reply.status(201).send({ message: FEEDBACK_THANKS });
    },
  });

  app.route({ ...declared(app, 'GET feedback'), ...adminOnly, handler: async () => latestFeedback(app.db) });
  app.route({
    ...declared(app, 'GET feedback/otherInformation'),
    ...adminOnly,
    handler: async () => adminStats(app.db),
  });

  app.route({
    ...declared(app, 'PUT feedback/status'),
    ...adminOnly,
    handler: async (request) => {
      if (!(await setFeedbackStatus(app.db, request.body._id, request.body.status)))
        throw notFound('No feedback has this id.');
      return { message: 'Feedback updated' };
    },
  });

  app.route({
    ...declared(app, 'POST feedback/sendEmail'),
    ...adminOnly,
    handler: async (request) => {
      const { subject, body, sendId } = request.body;
      const recipients = await everyUsersEmail(app.db);
      // One outbox row per address and send: pressing Send twice (or a retry) mails nobody twice.
      for (const to of recipients)
        await app.mail.send({
          to,
          subject: subject.trim(),
          text: body.trim(),
          kind: 'announcement',
          batchId: `announcement-${sendId}`,
        });
      return { message: 'Email sent successfully to all users', recipients: recipients.length };
    },
  });
};

export default feedbackRoutes;
