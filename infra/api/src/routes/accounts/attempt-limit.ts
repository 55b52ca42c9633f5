import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiConfig } from '../../config';

/**
 * A preHandler limiting attempts per IP and per account (the e-mail in the body), so neither
 * guessing one password nor spraying many accounts gets far: 429 with Retry-After past either limit.
 */
export function attemptLimit(app: FastifyInstance, limits: ApiConfig['rateLimits']) {
  const perIp = app.createRateLimit({ max: limits.perIpPerMinute, timeWindow: '1 minute' });
  const perAccount = app.createRateLimit({
    max: limits.perAccountPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return `account:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
    },
  });

  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const check of [perIp, perAccount]) {
      const limit = await check(request);
      if (!limit.isAllowed && limit.isExceeded) {
        return reply
          .status(429)
          .header('Retry-After', String(limit.ttlInSeconds))
          .send({ message: 'Too many attempts. Please wait a minute and try again.' });
      }
    }
  };
}
