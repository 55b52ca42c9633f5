import type { DeployToken } from '@fairgo/shared/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { timingSafeEqual } from 'node:crypto';
import type { ApiConfig } from '../config';
import type { Schema } from '../db/schema';
import type { DeployTokensTable } from '../db/schema-registry';
import { conflict, forbidden, notFound } from '../lib/http-errors';
import { secretFrom } from '../lib/secret-file';
import { hashToken, newToken } from '../lib/tokens';

/** The first token's name: DEPLOY_TOKEN, or the one made on this machine. It may do anything, as named tokens without a remote may. */
export const BOOTSTRAP_TOKEN_NAME = 'bootstrap';

/** Who is changing the registry: a deploy token's name, and the one remote it may move (null: any). */
export interface Deployer {
  name: string;
  remote: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    deployer?: Deployer;
  }
}

/**
 * The bootstrap deploy token: DEPLOY_TOKEN when set (production), else one made on this machine's first
 * start and kept beside the database, where the release tooling reads it (infra/release).
 */
export const resolveDeployToken = ({ deployToken, deployTokenFile, previousDeployToken }: ApiConfig['registry']) => [
  secretFrom(deployToken, deployTokenFile),
  ...(previousDeployToken ? [previousDeployToken] : []),
];

const REQUIRED = 'A valid deploy token is required to change the registry.';

/**
 * onRequest hook for the registry's writes: `Authorization: Bearer <deploy token>`, a bootstrap one (two
 * during a rotation: DEPLOY_TOKEN and DEPLOY_TOKEN_PREVIOUS) or a named one not revoked, else 401. A
 * token for one remote may move only that remote's pointer (403).
 */
export function requireDeployToken(db: () => Kysely<Schema>, bootstraps: string[]) {
  const expected = bootstraps.map((bootstrap) => Buffer.from(hashToken(bootstrap), 'hex'));
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization?.trim() ?? '')?.[1];
    const hash = given ? hashToken(given) : null;
    let deployer: Deployer | null = null;
    if (hash && expected.some((each) => timingSafeEqual(Buffer.from(hash, 'hex'), each))) {
      deployer = { name: BOOTSTRAP_TOKEN_NAME, remote: null };
    } else if (hash) {
      const row = await db()
        .selectFrom('deploy_tokens')
        .select(['name', 'remote'])
        .where('token_hash', '=', hash)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      deployer = row ?? null;
    }
    if (!deployer) return reply.status(401).send({ message: REQUIRED });
    const remote = (request.params as { remote?: string } | undefined)?.remote;
    if (deployer.remote && deployer.remote !== remote) {
      return reply.status(403).send({
        message: `The deploy token "${deployer.name}" may change ${deployer.remote} only.`,
      });
    }
    request.deployer = deployer;
  };
}

const toToken = (row: Selectable<DeployTokensTable>): DeployToken => ({
  name: row.name,
  remote: row.remote,
  createdBy: row.created_by,
  createdAt: row.created_at.toISOString(),
  revokedAt: row.revoked_at?.toISOString() ?? null,
});

export async function listTokens(db: Kysely<Schema>) {
  return (await db.selectFrom('deploy_tokens').selectAll().orderBy('name').execute()).map(toToken);
}

/** Makes a named token; the token itself is in this answer only (the registry keeps its hash). */
export async function createToken(
  db: Kysely<Schema>,
  { name, remote }: { name: string; remote?: string },
  createdBy: string,
) {
  if (name === BOOTSTRAP_TOKEN_NAME)
    throw conflict(`"${BOOTSTRAP_TOKEN_NAME}" is the name of the first token; choose another.`);
  const token = newToken();
  const row = await db
    .insertInto('deploy_tokens')
    .values({ name, token_hash: hashToken(token), remote: remote ?? null, created_by: createdBy })
    .onConflict((oc) => oc.column('name').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!row) throw conflict(`A deploy token named "${name}" exists already (names stay taken after a revocation).`);
  return { ...toToken(row), token };
}

/** Revokes a named token at once: its next request gets a 401. */
export async function revokeToken(db: Kysely<Schema>, name: string, now: Date) {
  const row = await db
    .updateTable('deploy_tokens')
    .set({ revoked_at: now })
    .where('name', '=', name)
    .where('revoked_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound(`No deploy token named "${name}" is in use.`);
  return toToken(row);
}

/** Token management and the prune act on every remote: a token for one remote may not. */
export async function requireUnscoped(request: FastifyRequest) {
  if (request.deployer?.remote) {
    throw forbidden(`The deploy token "${request.deployer.name}" may change ${request.deployer.remote} only.`);
  }
}
