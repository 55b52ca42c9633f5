import { Type, type Static } from 'typebox';

/** GET /api/health */
export const HealthReport = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  database: Type.Union([Type.Literal('up'), Type.Literal('down')]),
  databaseKind: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
  uptimeSeconds: Type.Number(),
});
export type HealthReport = Static<typeof HealthReport>;
