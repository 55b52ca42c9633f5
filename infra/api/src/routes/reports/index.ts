import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fileReport, hideReview, openReports, resolveReport, standingCancellations } from '../../reports/moderation';
import { declared } from '../../lib/declared-route';

/**
 * /api/reports: anyone signed in reports content; admins (only) list the open reports,
 * with the requests to cancel that nobody answered in 48 hours, and act on each: hide the content,
 * suspend its author or dismiss the report; and hide a review, with a reason.
 */
const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...declared(app, 'POST reports'),
    onRequest: app.authenticate,
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      await fileReport(app.db, app.now(), request.user!.id, request.body);
      return reply.status(201).send({ message: 'Thank you. An admin will review your report.' });
    },
  });

  app.route({
    ...declared(app, 'GET reports'),
    onRequest: app.requireAdmin,
    handler: async () => {
      return {
        reports: await openReports(app.db),
        standingCancellations: await standingCancellations(app.db, app.now()),
      };
    },
  });

  // Hiding and suspending need the admin's reason (kept on the report, and told to a suspended user).
  const outcomes = [
    ['POST reports/:reportId/hide', 'hidden'],
    ['POST reports/:reportId/suspend', 'suspended'],
    ['POST reports/:reportId/dismiss', 'dismissed'],
  ] as const;
  for (const [route, outcome] of outcomes) {
    app.route({
      ...declared(app, route),
      onRequest: app.requireAdmin,
      handler: async (request) => {
        const reason = request.body.reason?.trim() ?? '';
        await resolveReport(app.db, app.now(), request.params.reportId, request.user!.id, outcome, reason);
        return { message: `Report ${outcome}.` };
      },
    });
  }

  app.route({
    ...declared(app, 'POST reports/hideReview/:reviewId'),
    onRequest: app.requireAdmin,
    handler: async (request) => {
      await hideReview(app.db, app.now(), request.params.reviewId, request.body.reason.trim());
      return { message: 'Review hidden.' };
    },
  });
};

export default reportRoutes;
