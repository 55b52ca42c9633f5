import { NewCredentialFields } from '@fairgo/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  addCredential,
  credentialDocument,
  credentialsForReview,
  deleteCredential,
  listCredentials,
  reviewCredential,
} from '../../credentials/credential-store';
import { readMultipart } from '../../lib/read-multipart';
import { parseWith } from '../../lib/validate';
import { declared } from '../../lib/declared-route';

const readCredentialFields = parseWith(NewCredentialFields);

/**
 * /api/credentials: a worker's credentials (list, add with an optional document, delete),
 * the document for its owner and the admins only, and the admins' review (verify or reject).
 */
const credentialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...declared(app, 'GET credentials'),
    onRequest: app.authenticate,
    handler: async (request, reply) => reply.send(await listCredentials(app, request.user!.id)),
  });

  app.route({
    ...declared(app, 'POST credentials'),
    onRequest: app.authenticate,
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const { fields, file } = await readMultipart(request, 'document');
      const input = readCredentialFields({ ...fields, number: fields.number?.trim() });
      const credential = await addCredential(app, request.user!.id, input, file);
      return reply.status(201).send(credential);
    },
  });

  app.route({
    ...declared(app, 'DELETE credentials/:credentialId'),
    onRequest: app.authenticate,
    handler: async (request) => {
      await deleteCredential(app, request.user!.id, request.params.credentialId);
      return { message: 'Credential deleted.' };
    },
  });

  app.route({
    ...declared(app, 'GET credentials/:credentialId/document'),
    onRequest: app.authenticate,
    handler: async (request, reply) => {
      const document = await credentialDocument(app, request.user!, request.params.credentialId);
      return (
        reply
          // Saved, not shown, by whoever fetches it (the site shows images from their bytes); a sandbox
          // for any browser that renders it all the same.
          .headers({
            'Content-Type': document.content_type,
            'Content-Disposition': `attachment; filename="credential-${request.params.credentialId}.${document.content_type === 'application/pdf' ? 'pdf' : document.content_type.split('/')[1]}"`,
            'Content-Security-Policy': "sandbox; default-src 'none'",
          })
          .send(document.content)
      );
    },
  });

  app.route({
    ...declared(app, 'GET credentials/review'),
    onRequest: app.requireAdmin,
    handler: async (_request, reply) => reply.send(await credentialsForReview(app)),
  });

  app.route({
    ...declared(app, 'POST credentials/:credentialId/verify'),
    onRequest: app.requireAdmin,
    handler: async (request) => {
      await reviewCredential(app, request.user!.id, request.params.credentialId, { status: 'verified' });
      return { message: 'Credential verified.' };
    },
  });

  app.route({
    ...declared(app, 'POST credentials/:credentialId/reject'),
    onRequest: app.requireAdmin,
    handler: async (request) => {
      const { reason } = request.body;
      await reviewCredential(app, request.user!.id, request.params.credentialId, { status: 'rejected', reason });
      return { message: 'Credential rejected.' };
    },
  });
};

export default credentialRoutes;
