import {
  ErrorReply,
  MessageReply,
  OptionalReasonBody,
  ReasonBody,
  ReportBody,
  ReportIdParams,
  ReportsReply,
  ReviewIdParams,
} from '@fairgo/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fileReport, hideReview, openReports, resolveReport, standingCancellations } from '../../reports/moderation';

/**
 * /api/reports: anyone signed in reports content; admins (only) list the open reports,
 * with the requests to cancel that nobody answered in 48 hours, and act on each: hide the content,
 * suspend its author or dismiss the report; and hide a review, with a reason.
 */
const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const errors = { 400: ErrorReply, 403: ErrorReply, 404: ErrorReply, 409: ErrorReply };

  app.post(
    '/reports',
    {
      onRequest: app.authenticate,
      schema: { body: ReportBody, response: { 201: MessageReply, ...errors } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      await fileReport(app.db, app.now(), request.user!.id, request.body);
      return reply.status(201).send({ message: 'Thank you. An admin will review your report.' });
    },
  );

  app.get('/reports', { onRequest: app.requireAdmin, schema: { response: { 200: ReportsReply } } }, async () => {
    return {
      reports: await openReports(app.db),
      standingCancellations: await standingCancellations(app.db, app.now()),
    };
  });

  // Hiding and suspending need the admin's reason (kept on the report, and told to a suspended user).
  const outcomes = [
    ['hide', 'hidden', ReasonBody],
    ['suspend', 'suspended', ReasonBody],
    ['dismiss', 'dismissed', OptionalReasonBody],
  ] as const;
  for (const [action, outcome, body] of outcomes) {
    app.post(
      `/reports/:reportId/${action}`,
      {
        onRequest: app.requireAdmin,
        schema: { params: ReportIdParams, body, response: { 200: MessageReply, ...errors } },
      },
      async (request) => {
        const reason = (request.body as { reason?: string } | undefined)?.reason?.trim() ?? '';
        await resolveReport(app.db, app.now(), request.params.reportId, request.user!.id, outcome, reason);
        return { message: `Report ${outcome}.` };
      },
    );
  }

  app.post(
    '/reports/hideReview/:reviewId',
    {
      onRequest: app.requireAdmin,
      schema: { params: ReviewIdParams, body: ReasonBody, response: { 200: MessageReply, ...errors } },
    },
    async (request) => {
      await hideReview(app.db, app.now(), request.params.reviewId, request.body.reason.trim());
      return { message: 'Review hidden.' };
    },
  );
};

export default reportRoutes;
