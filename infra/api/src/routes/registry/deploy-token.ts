import type { FastifyReply, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import type { ApiConfig } from '../../config';
import { secretFrom } from '../../lib/secret-file';
import { hashToken } from '../../lib/tokens';

/**
 * The deploy token: DEPLOY_TOKEN when set (production), else one made on this machine's first start
 * and kept beside the database, where the release tooling reads it (infra/release).
 */
export const resolveDeployToken = ({ deployToken, deployTokenFile }: ApiConfig['registry']) =>
  secretFrom(deployToken, deployTokenFile);

/** onRequest hook for the registry's writes: `Authorization: Bearer <deploy token>`, else 401. */
export function requireDeployToken(token: string) {
  const expected = Buffer.from(hashToken(token), 'hex');
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization?.trim() ?? '')?.[1];
    if (!given || !timingSafeEqual(Buffer.from(hashToken(given), 'hex'), expected)) {
      return reply.status(401).send({ message: 'A valid deploy token is required to change the registry.' });
    }
  };
}
