import type { FastifyInstance } from 'fastify';
import { SESSION_DAYS } from '../plugins/auth';
import { hashToken, newToken } from '../lib/tokens';

/** Starts a session: a new token, stored hashed, valid for 30 days. */
export async function startSession(app: FastifyInstance, userId: string): Promise<string> {
  const token = newToken();
  await app.db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      expires_at: new Date(app.now().getTime() + SESSION_DAYS * 86_400_000),
    })
    .execute();
  return token;
}

/** Revokes every live session of a user, but the one `keepToken` names (if any). */
export async function revokeSessions(app: FastifyInstance, userId: string, keepToken?: string | null) {
  let update = app.db
    .updateTable('sessions')
    .set({ revoked_at: app.now() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepToken) update = update.where('token_hash', '!=', hashToken(keepToken));
  await update.execute();
}

/** Ends the session of `token` (a logout). */
export async function endSession(app: FastifyInstance, token: string) {
  await app.db
    .updateTable('sessions')
    .set({ revoked_at: app.now() })
    .where('token_hash', '=', hashToken(token))
    .execute();
}

export const findUserByEmail = (app: FastifyInstance, email: string) =>
  app.db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
