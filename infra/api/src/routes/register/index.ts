import { RegisterFields } from '@fairgo/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiConfig } from '../../config';
import { findUserByEmail } from '../../accounts/sessions';
import { addUser, replaceProfileImage } from '../../accounts/user-store';
import { isUniqueViolation } from '../../db/database-errors';
import { hashPassword } from '../../lib/passwords';
import { readMultipart } from '../../lib/read-multipart';
import { parseWith } from '../../lib/validate';
import { normalPhone } from '@fairgo/shared/rules';
import { declared } from '../../lib/declared-route';
import { createOnce } from '../../plugins/idempotency';

const parseRegisterFields = parseWith(RegisterFields);

/** /api/register and /api/register/updateProfilePicture (product.md#api-calls): a new account, and its picture. */
const registerRoutes: FastifyPluginAsyncTypebox<{ config: ApiConfig }> = async (app, { config }) => {
  app.route({
    ...declared(app, 'POST register'),
    config: { rateLimit: { max: config.rateLimits.perIpPerMinute, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const { fields, file } = await readMultipart(request, 'profileImage');
      // One form of a phone number whichever client sent it: '0412 345 678' is kept as 0412345678.
      const input = parseRegisterFields({ ...fields, ...(fields.phone ? { phone: normalPhone(fields.phone) } : {}) });
      const alreadyRegistered = () =>
        reply.status(400).send({ message: 'You are already registered, please log in.', code: 'alreadyRegistered' });
      if (await findUserByEmail(app, input.email)) return alreadyRegistered();
      const profileImage = file ? await app.uploads.saveImage(request, file, null) : null;
      const passwordHash = await hashPassword(input.password, config.passwordHashing);
      const registered = { message: 'Registration successful! You can now log in.' };
      try {
        await createOnce(
          app.db,
          request,
          (db) => addUser(db, input, { passwordHash, profileImage }),
          () => ({ status: 200, body: registered }),
        );
      } catch (error) {
        // Two registrations with one e-mail at once: the second meets the first's row (its picture goes).
        if (isUniqueViolation(error)) return alreadyRegistered();
        throw error;
      }
      return registered;
    },
  });

  app.route({
    ...declared(app, 'POST register/updateProfilePicture'),
    onRequest: app.authenticate, // Per person, counted once the session is known and before the upload is read.
    config: {
      rateLimit: { max: 10, timeWindow: '1 minute', hook: 'preHandler', keyGenerator: (request) => request.user!.id },
    },
    handler: async (request, reply) => {
      const { file } = await readMultipart(request, 'profileImage');
      if (!file) return reply.status(400).send({ message: 'profileImage is required' });
      const profileImageUrl = await app.uploads.saveImage(request, file, request.user!.id);
      const replaced = await replaceProfileImage(app.db, request.user!.id, profileImageUrl);
      // The picture it replaces is kept no longer.
      await app.uploads.removeImage(replaced);
      return { profileImageUrl };
    },
  });
};

export default registerRoutes;
