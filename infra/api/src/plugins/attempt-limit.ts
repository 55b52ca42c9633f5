import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preHandler limiting attempts per IP, and per account from each IP (the e-mail in the body with
     * the address), so neither guessing one password nor spraying many accounts gets far: 429 with
     * Retry-After past either limit. One count for every route that uses it (login and the password
     * routes). Counted per account alone, anyone could lock its owner out by failing five times from
     * five addresses; counted per account and address, others' failures never reach the owner's.
     */
    limitAttempts: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  }
}

export default fp<{ config: ApiConfig }>(
  async (app, { config }) => {
    const limits = config.rateLimits;
    const perIp = app.createRateLimit({ max: limits.perIpPerMinute, timeWindow: '1 minute' });
    const perAccount = app.createRateLimit({
      max: limits.perAccountPerMinute,
      timeWindow: '1 minute',
      keyGenerator: (request) => {
        const email = (request.body as { email?: unknown } | undefined)?.email;
        return `account:${typeof email === 'string' ? email.trim().toLowerCase() : ''}|${request.ip}`;
      },
    });

    app.decorate('limitAttempts', async (request: FastifyRequest, reply: FastifyReply) => {
      for (const check of [perIp, perAccount]) {
        const limit = await check(request);
        if (!limit.isAllowed && limit.isExceeded) {
          return reply
            .status(429)
            .header('Retry-After', String(limit.ttlInSeconds))
            .send({ message: 'Too many attempts. Please wait a minute and try again.' });
        }
      }
    });
  },
  { name: 'attempt-limit' },
);
