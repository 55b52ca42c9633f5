/** GET /api/health */
export interface HealthReport {
  status: 'ok' | 'degraded';
  database: 'up' | 'down' | 'not-configured';
  uptimeSeconds: number;
}
