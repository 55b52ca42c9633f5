import { suspendedMessage } from '@fairgo/shared/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Selectable } from 'kysely';
import type { UsersTable } from '../db/schema';
import { hashToken } from '../lib/tokens';

export type UserRow = Selectable<UsersTable>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook for routes that need a signed-in user: 401 otherwise, before the body is read or
     * validated (an anonymous caller learns nothing of a protected route's input).
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook for public routes that answer a signed-in user differently: sets `user` if the token is live. */
    identify: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook for admin-only routes: 401 when signed out, 403 for anyone but an admin. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Finds the user a token belongs to, if the token is live (not revoked, not expired). */
    userForToken: (token: string) => Promise<UserRow | null>;
  }
  interface FastifyRequest {
    user: UserRow | null;
    /** The token this request came with (bare, in Authorization; product.md#api-calls). */
    token: string | null;
  }
}

export const SESSION_DAYS = 30;

/** Tokens are random, stored hashed and expiring; every authenticated route checks them. */
export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('token', null);

    app.decorate('userForToken', async (token: string) => {
      const row = await app.db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .selectAll('users')
        .where('sessions.token_hash', '=', hashToken(token))
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', app.now())
        .where('users.suspended_at', 'is', null)
        .executeTakeFirst();
      return row ?? null;
    });

    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = request.headers.authorization?.trim();
      const user = token ? await app.userForToken(token) : null;
      if (!token || !user) {
        // A user an admin suspended while signed in is told why, not only asked to sign in again.
        const suspended = token ? await suspensionOf(app, token) : null;
        if (suspended) return reply.status(401).send({ message: suspended, code: 'suspended' });
        return reply.status(401).send({ message: 'Please sign in to continue.' });
      }
      request.user = user;
      request.token = token;
    });

    app.decorate('identify', async (request: FastifyRequest) => {
      const token = request.headers.authorization?.trim();
      const user = token ? await app.userForToken(token) : null;
      if (!token || !user) return;
      request.user = user;
      request.token = token;
    });

    app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
      await app.authenticate(request, reply);
      if (reply.sent) return reply;
      if (!request.user?.is_admin) return reply.status(403).send({ message: 'Only administrators can do this.' });
    });
  },
  { name: 'auth', dependencies: ['database'] },
);

/** What the holder of `token` is told when its account was suspended, or null when it was not. */
export async function suspensionOf(app: FastifyInstance, token: string): Promise<string | null> {
  const row = await app.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select('users.suspended_reason')
    .where('sessions.token_hash', '=', hashToken(token))
    .where('users.suspended_at', 'is not', null)
    .executeTakeFirst();
  return row ? suspendedMessage(row.suspended_reason) : null;
}
