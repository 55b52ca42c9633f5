/** The API's configuration, read once from the environment; a bad value stops the start, naming it. */
export interface ApiConfig {
  host: string;
  port: number;
  logLevel: string;
  /** Where each remote's files are served from, by Module Federation name. */
  remoteOrigins: Record<string, string>;
}

function port(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new Error(`${name} must be a port number (1-65535), got "${raw}"`);
  }
  return value;
}

const REMOTE_PORTS = { mf_marketplace: 3001, mf_tasks: 3002, mf_account: 3003, mf_admin: 3004 } as const;

export function loadConfig(): ApiConfig {
  const publicHost = process.env.PUBLIC_HOST ?? 'localhost';
  const remoteOrigins = Object.fromEntries(
    Object.entries(REMOTE_PORTS).map(([name, fallback]) => {
      const explicit = process.env[`ORIGIN_${name.toUpperCase()}`];
      return [name, explicit ?? `http://${publicHost}:${port(`PORT_${name.toUpperCase()}`, fallback)}`];
    }),
  );
  return {
    host: process.env.API_HOST ?? 'localhost',
    port: port('API_PORT', 4000),
    logLevel: process.env.LOG_LEVEL ?? 'info',
    remoteOrigins,
  };
}
