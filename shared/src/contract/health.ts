import { Type, type Static } from 'typebox';

/**
 * GET /api/health: whether this instance is ready to serve (a load balancer's readiness check): its
 * database answers and its schema is the one this code was written for, and its storage answers. 503
 * when any of them is not so.
 */
export const HealthReport = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  database: Type.Union([Type.Literal('up'), Type.Literal('down')]),
  /** The schema's migrations against the code's: "unknown" while the database does not answer. */
  migrations: Type.Union([Type.Literal('current'), Type.Literal('behind'), Type.Literal('unknown')]),
  databaseKind: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
  /** The object store (uploads, releases) answers: a lost bucket takes the instance out of rotation. */
  storage: Type.Union([Type.Literal('up'), Type.Literal('down')]),
  uptimeSeconds: Type.Number(),
});
export type HealthReport = Static<typeof HealthReport>;
