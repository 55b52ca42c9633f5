import { randomUUID } from 'node:crypto';
import {
  ChangePasswordBody,
  ErrorReply,
  ForgotPasswordBody,
  LoginBody,
  LoginReply,
  MessageReply,
  ProfilePictureReply,
  RegisterFields,
  ResetPasswordBody,
  VerifyTokenBody,
  VerifyTokenReply,
} from '@fairgo/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiConfig } from '../../config';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { parseWith } from '../../lib/validate';
import { attemptLimit } from './attempt-limit';
import { readMultipart } from '../../lib/read-multipart';
import { findUserByEmail, revokeSessions, startSession } from './sessions';
import { toUser } from './user-dto';

const RESET_MINUTES = 30;
const parseRegisterFields = parseWith(RegisterFields);

/** Accounts and sessions (spec §7): register, login, tokens, passwords, profile picture. */
const accountRoutes: FastifyPluginAsyncTypebox<{ config: ApiConfig }> = async (app, { config }) => {
  const limitAttempts = attemptLimit(app, config.rateLimits);

  // A password hash at the configured cost that no password matches: a login for an unknown e-mail checks
  // against it, so it takes as long as one for a known e-mail (no account enumeration by timing).
  let noAccountHash: Promise<string> | undefined;
  const hashForNoAccount = () => (noAccountHash ??= hashPassword(randomUUID(), config.passwordHashing));

  app.post(
    '/register',
    {
      config: { rateLimit: { max: config.rateLimits.perIpPerMinute, timeWindow: '1 minute' } },
      schema: { response: { 200: MessageReply, 400: ErrorReply, 429: ErrorReply } },
    },
    async (request, reply) => {
      const { fields, file } = await readMultipart(request, 'profileImage');
      const input = parseRegisterFields(fields);
      if (await findUserByEmail(app, input.email)) {
        return reply.status(400).send({ message: 'You are already registered, please log in.' });
      }
      const profileImage = file ? await app.uploads.saveImage(request, file, null) : null;
      await app.db
        .insertInto('users')
        .values({
          name: input.name.trim(),
          email: input.email.trim().toLowerCase(),
          phone: input.phone,
          password_hash: await hashPassword(input.password, config.passwordHashing),
          role: input.role,
          profile_image: profileImage,
          location: input.location.trim(),
          company: input.company?.trim() || null,
          how_did_you_hear: input.howDidYouHearAboutUs || null,
        })
        .execute();
      return { message: 'Registration successful! You can now log in.' };
    },
  );

  app.post(
    '/login',
    { schema: { body: LoginBody, response: { 200: LoginReply, 400: ErrorReply } }, preHandler: limitAttempts },
    async (request, reply) => {
      const user = await findUserByEmail(app, request.body.email);
      const matches = await verifyPassword(user?.password_hash ?? (await hashForNoAccount()), request.body.password);
      if (!user || !matches) {
        return reply.status(400).send({ message: 'Invalid email or password.' });
      }
      const token = await startSession(app, user.id);
      return { data: { UserObj: { token, user: toUser(user) } } };
    },
  );

  app.post(
    '/login/verifyToken',
    { schema: { body: VerifyTokenBody, response: { 200: VerifyTokenReply, 401: ErrorReply } } },
    async (request, reply) => {
      const user = await app.userForToken(request.body.token);
      if (!user) return reply.status(401).send({ message: 'This session has ended. Please log in again.' });
      return { valid: true as const, user: toUser(user) };
    },
  );

  app.post('/logout', { onRequest: app.authenticate, schema: { response: { 200: MessageReply } } }, async (request) => {
    await app.db
      .updateTable('sessions')
      .set({ revoked_at: new Date() })
      .where('token_hash', '=', hashToken(request.token!))
      .execute();
    return { message: 'Logged out.' };
  });

  app.post(
    '/forgotPassword',
    {
      schema: { body: ForgotPasswordBody, response: { 200: MessageReply, 404: ErrorReply } },
      preHandler: limitAttempts,
    },
    async (request, reply) => {
      const user = await findUserByEmail(app, request.body.email);
      if (!user) return reply.status(404).send({ message: 'User not found.' });
      const token = newToken();
      await app.db
        .insertInto('password_resets')
        .values({
          user_id: user.id,
          token_hash: hashToken(token),
          expires_at: new Date(Date.now() + RESET_MINUTES * 60_000),
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
          'If it was not you, ignore this e-mail: your password stays as it is.',
        ].join('\n'),
      });
      return { message: 'Reset password instructions will be sent to your email shortly.' };
    },
  );

  app.post(
    '/resetPassword',
    { schema: { body: ResetPasswordBody, response: { 200: MessageReply, 400: ErrorReply } } },
    async (request, reply) => {
      const reset = await app.db
        .selectFrom('password_resets')
        .select(['id', 'user_id'])
        .where('token_hash', '=', hashToken(request.body.token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', new Date())
        .executeTakeFirst();
      if (!reset)
        return reply
          .status(400)
          .send({ message: 'This reset link has expired or was already used. Please ask for a new one.' });
      const passwordHash = await hashPassword(request.body.newPassword, config.passwordHashing);
      await app.db.transaction().execute(async (trx) => {
        // This link and every other one of the account's: an older e-mail must not reset it again.
        await trx
          .updateTable('password_resets')
          .set({ used_at: new Date() })
          .where('user_id', '=', reset.user_id)
          .where('used_at', 'is', null)
          .execute();
        await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', reset.user_id).execute();
      });
      await revokeSessions(app, reset.user_id);
      return { message: 'Your password has been changed. You can now log in.' };
    },
  );

  app.post(
    '/changePassword',
    {
      schema: { body: ChangePasswordBody, response: { 200: MessageReply, 400: ErrorReply } },
      preHandler: limitAttempts,
    },
    async (request, reply) => {
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
  );

  app.post(
    '/register/updateProfilePicture',
    { onRequest: app.authenticate, schema: { response: { 200: ProfilePictureReply, 400: ErrorReply } } },
    async (request, reply) => {
      const { file } = await readMultipart(request, 'profileImage');
      if (!file) return reply.status(400).send({ message: 'profileImage is required' });
      const profileImageUrl = await app.uploads.saveImage(request, file, request.user!.id);
      await app.db
        .updateTable('users')
        .set({ profile_image: profileImageUrl })
        .where('id', '=', request.user!.id)
        .execute();
      return { profileImageUrl };
    },
  );
};

export default accountRoutes;
