import { Type } from 'typebox';
import { HealthReport } from '../health';
import type { RouteTable } from '../route';

const Liveness = Type.Object({ status: Type.Literal('ok') });

/** /api/health (readiness: 503 with the same report when not ready) and /api/health/live (liveness). */
export const healthApi = {
  'GET health': { replies: { 200: HealthReport, 503: HealthReport }, failures: [] },
  'GET health/live': { replies: { 200: Liveness }, failures: [] },
} as const satisfies RouteTable;
