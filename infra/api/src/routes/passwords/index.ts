import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiConfig } from '../../config';
import { findUserByEmail, revokeSessions } from '../../accounts/sessions';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { declared } from '../../lib/declared-route';

const RESET_MINUTES = 30;

/** /api/forgotPassword, /api/resetPassword and /api/changePassword (spec §7): a password forgotten, reset by e-mail, or changed. */
const passwordRoutes: FastifyPluginAsyncTypebox<{ config: ApiConfig }> = async (app, { config }) => {
  app.route({
    ...declared(app, 'POST forgotPassword'),
    preHandler: app.limitAttempts,
    handler: async (request, reply) => {
      const user = await findUserByEmail(app, request.body.email);
      if (!user) return reply.status(404).send({ message: 'User not found.' });
      const token = newToken();
      await app.db
        .insertInto('password_resets')
        .values({
          user_id: user.id,
          token_hash: hashToken(token),
          expires_at: new Date(app.now().getTime() + RESET_MINUTES * 60_000),
        })
        .execute();
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

  app.route({
    ...declared(app, 'POST resetPassword'),
    handler: async (request, reply) => {
      const tokenHash = hashToken(request.body.token);
      const expired = () =>
        reply
          .status(400)
          .send({ message: 'This reset link has expired or was already used. Please ask for a new one.' });
      // A link that cannot work is refused before the password is hashed (which is slow on purpose).
      const found = await app.db
        .selectFrom('password_resets')
        .select('id')
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', app.now())
        .executeTakeFirst();
      if (!found) return expired();
      const passwordHash = await hashPassword(request.body.newPassword, config.passwordHashing);
      // The link is claimed by one UPDATE: of requests racing with one link, only one sets a password.
      const reset = await app.db.transaction().execute(async (trx) => {
        const claimed = await trx
          .updateTable('password_resets')
          .set({ used_at: app.now() })
          .where('token_hash', '=', tokenHash)
          .where('used_at', 'is', null)
          .where('expires_at', '>', app.now())
          .returning('user_id')
          .executeTakeFirst();
        if (!claimed) return undefined;
        // Every other link of the account's too: an older e-mail must not reset it again.
        await trx
          .updateTable('password_resets')
          .set({ used_at: app.now() })
          .where('user_id', '=', claimed.user_id)
          .where('used_at', 'is', null)
          .execute();
        await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', claimed.user_id).execute();
        return claimed;
      });
      if (!reset) return expired();
      await revokeSessions(app, reset.user_id);
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
      await app.db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
      // Every other session ends; the one making the change (if signed in) goes on.
      await revokeSessions(app, user.id, request.headers.authorization?.trim());
      return { message: 'Password changed successfully!' };
    },
  });
};

export default passwordRoutes;
