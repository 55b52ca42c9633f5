import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiConfig } from '../../config';
import { isUsable, newResetToken, resetWithToken, setPassword } from '../../accounts/password-resets';
import { findUserByEmail, revokeSessions } from '../../accounts/sessions';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { declared } from '../../lib/declared-route';

/** /api/forgotPassword, /api/resetPassword and /api/changePassword (product.md#api-calls): a password forgotten, reset by e-mail, or changed. */
const passwordRoutes: FastifyPluginAsyncTypebox<{ config: ApiConfig }> = async (app, { config }) => {
  app.route({
    ...declared(app, 'POST forgotPassword'),
    preHandler: app.limitAttempts,
    handler: async (request, reply) => {
      const user = await findUserByEmail(app, request.body.email);
      if (!user) return reply.status(404).send({ message: 'User not found.' });
      const token = await newResetToken(app.db, user.id, app.now());
      await app.mail.send({
        to: user.email,
        kind: 'passwordReset',
        secrets: [token],
        subject: 'Reset your FairGo password',
        text: [
          `Hi ${user.name},`,
          '',
          'Someone (hopefully you) asked to reset the password of your FairGo account. Open this link within 30 minutes to choose a new one:',
          `${config.siteUrl}/reset-password?token=${token}`,
          '',
          'If it was not you, ignore this email: your password stays as it is.',
        ].join('\n'),
      });
      return { message: 'Reset password instructions will be sent to your email shortly.' };
    },
  });

  const LINK_EXPIRED = 'This reset link has expired or was already used. Please ask for a new one.';

  // The reset page asks as it opens, so nobody types a new password twice for a link that is dead.
  app.route({
    ...declared(app, 'POST checkResetLink'),
    handler: async (request) =>
      (await isUsable(app.db, request.body.token, app.now()))
        ? { usable: true, message: 'This reset link can set a new password.' }
        : { usable: false, message: LINK_EXPIRED },
  });

  app.route({
    ...declared(app, 'POST resetPassword'),
    handler: async (request, reply) => {
      const expired = () => reply.status(400).send({ message: LINK_EXPIRED });
      // A link that cannot work is refused before the password is hashed (which is slow on purpose).
      if (!(await isUsable(app.db, request.body.token, app.now()))) return expired();
      const passwordHash = await hashPassword(request.body.newPassword, config.passwordHashing);
      const userId = await resetWithToken(app.db, request.body.token, passwordHash, app.now());
      if (!userId) return expired();
      await revokeSessions(app, userId);
      return { message: 'Your password has been changed. You can now log in.' };
    },
  });

  app.route({
    ...declared(app, 'POST changePassword'),
    preHandler: app.limitAttempts,
    handler: async (request, reply) => {
      const user = await findUserByEmail(app, request.body.email);
      if (!user || !(await verifyPassword(user.password_hash, request.body.oldPassword))) {
        return reply.status(400).send({ message: 'Failed to change password. Please check your details.' });
      }
      const passwordHash = await hashPassword(request.body.newPassword, config.passwordHashing);
      await setPassword(app.db, user.id, passwordHash);
      // Every other session ends; the one making the change (if signed in) goes on.
      await revokeSessions(app, user.id, request.headers.authorization?.trim());
      return { message: 'Password changed successfully!' };
    },
  });
};

export default passwordRoutes;
