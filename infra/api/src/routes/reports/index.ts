import {
  ErrorReply,
  MessageReply,
  ReasonBody,
  ReportBody,
  ReportIdParams,
  ReportsReply,
  ReviewIdParams,
} from '@fairgo/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fileReport, hideReview, openReports, resolveReport, standingCancellations } from '../../reports/moderation';

/**
 * /api/reports (issue 19): anyone signed in reports content; admins (only) list the open reports,
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

  app.get(
    '/reports',
    { onRequest: app.requireAdmin, schema: { response: { 200: ReportsReply } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return {
        reports: await openReports(app.db),
        standingCancellations: await standingCancellations(app.db, app.now()),
      };
    },
  );

  const outcomes = { hide: 'hidden', suspend: 'suspended', dismiss: 'dismissed' } as const;
  for (const [action, outcome] of Object.entries(outcomes)) {
    app.post(
      `/reports/:reportId/${action}`,
      { onRequest: app.requireAdmin, schema: { params: ReportIdParams, response: { 200: MessageReply, ...errors } } },
      async (request) => {
        await resolveReport(app.db, app.now(), request.params.reportId, request.user!.id, outcome);
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
