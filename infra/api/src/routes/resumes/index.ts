import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { declared } from '../../lib/declared-route';
import { readMultipart } from '../../lib/read-multipart';
import { myResume, removeResume, resumeForEmployer, uploadResume } from '../../resumes/resume-store';

/** A file name of letters, digits and dashes only, for the Content-Disposition header. */
const fileName = (name: string) =>
  `resume-${
    name
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'worker'
  }.pdf`;

/** /api/resumes: a worker's résumé (upload or replace, see, remove), and member employers' download of it. */
const resumeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...declared(app, 'POST resumes'),
    onRequest: app.authenticate,
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const { file } = await readMultipart(request, 'resume');
      return reply.status(201).send(await uploadResume(app, request.user!, file));
    },
  });

  app.route({
    ...declared(app, 'GET resumes/mine'),
    onRequest: app.authenticate,
    handler: async (request) => myResume(app, request.user!.id),
  });

  app.route({
    ...declared(app, 'DELETE resumes/mine'),
    onRequest: app.authenticate,
    handler: async (request) => {
      await removeResume(app, request.user!.id);
      return { message: 'Your résumé was removed.' };
    },
  });

  app.route({
    ...declared(app, 'GET resumes/:userId'),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const { file, name } = await resumeForEmployer(app, request.user!, request.params.userId);
      // Saved, never shown as a page of the site; a sandbox for any browser that renders it all the same.
      return reply
        .headers({
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${fileName(name)}"`,
          'Content-Security-Policy': "sandbox; default-src 'none'",
          'Cache-Control': 'no-store',
        })
        .send(file.body);
    },
  });
};

export default resumeRoutes;
