import { randomUUID } from 'node:crypto';
import { suspendedMessage } from '@fairgo/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiConfig } from '../../config';
import { endSession, findUserByEmail, startSession } from '../../accounts/sessions';
import { toUser } from '../../accounts/user-dto';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { suspensionOf } from '../../plugins/auth';
import { declared } from '../../lib/declared-route';

/** /api/login, /api/login/verifyToken and /api/logout (product.md#api-calls): sessions start, are checked and end. */
const loginRoutes: FastifyPluginAsyncTypebox<{ config: ApiConfig }> = async (app, { config }) => {
  // A password hash at the configured cost that no password matches: a login for an unknown e-mail checks
  // against it, so it takes as long as one for a known e-mail (no account enumeration by timing).
  let noAccountHash: Promise<string> | undefined;
  const hashForNoAccount = () => (noAccountHash ??= hashPassword(randomUUID(), config.passwordHashing));

  app.route({
    ...declared(app, 'POST login'),
    preHandler: app.limitAttempts,
    handler: async (request, reply) => {
      const user = await findUserByEmail(app, request.body.email);
      const matches = await verifyPassword(user?.password_hash ?? (await hashForNoAccount()), request.body.password);
      if (!user || !matches) {
        return reply.status(400).send({ message: 'Invalid email or password.' });
      }
      // Only someone who knows the password learns that the account is suspended.
      if (user.suspended_at)
        return reply.status(403).send({ message: suspendedMessage(user.suspended_reason), code: 'suspended' as const });
      const token = await startSession(app, user.id);
      return { data: { UserObj: { token, user: toUser(user) } } };
    },
  });

  app.route({
    ...declared(app, 'POST login/verifyToken'),
    handler: async (request, reply) => {
      const user = await app.userForToken(request.body.token);
      if (!user) {
        const suspended = await suspensionOf(app, request.body.token);
        if (suspended) return reply.status(401).send({ message: suspended, code: 'suspended' as const });
        return reply.status(401).send({ message: 'This session has ended. Please log in again.' });
      }
      return { valid: true as const, user: toUser(user) };
    },
  });

  app.route({
    ...declared(app, 'POST logout'),
    onRequest: app.authenticate,
    handler: async (request) => {
      await endSession(app, request.token!);
      return { message: 'Logged out.' };
    },
  });
};

export default loginRoutes;
