import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { declared } from '../../lib/declared-route';
import { answerJob, dismissAnswer, interestedWorkers, myInterest, withdrawAnswer } from '../../listings/job-interest';

/**
 * /api/jobInterest: "I'm interested" on a job post (listings/job-interest.ts). A worker answers a job,
 * lists and withdraws their answers; the job's owner lists who is interested and dismisses one.
 */
const jobInterestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...declared(app, 'POST jobInterest/jobs/:jobId'),
    onRequest: app.authenticate,
    // The day's limit is counted in the database (listings/job-interest.ts); this only slows a flood.
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request, reply) =>
      reply.status(201).send(await answerJob(app, request.user!, request.params.jobId, request.body)),
  });

  app.route({
    ...declared(app, 'GET jobInterest/jobs/:jobId'),
    onRequest: app.authenticate,
    handler: async (request) => interestedWorkers(app, request.user!, request.params.jobId),
  });

  app.route({
    ...declared(app, 'GET jobInterest/mine'),
    onRequest: app.authenticate,
    handler: async (request) => myInterest(app, request.user!.id),
  });

  app.route({
    ...declared(app, 'DELETE jobInterest/answers/:answerId'),
    onRequest: app.authenticate,
    handler: async (request) => {
      await withdrawAnswer(app, request.user!.id, request.params.answerId);
      return { message: 'Your answer was withdrawn. The employer no longer sees it.' };
    },
  });

  app.route({
    ...declared(app, 'POST jobInterest/answers/:answerId/dismiss'),
    onRequest: app.authenticate,
    handler: async (request) => {
      await dismissAnswer(app, request.user!.id, request.params.answerId);
      return { message: 'Dismissed. It no longer shows under your job.' };
    },
  });
};

export default jobInterestRoutes;
