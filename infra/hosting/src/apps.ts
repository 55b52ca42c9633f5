/** The apps the site is made of, where their builds live and the port each is served on. */
export interface AppSite {
  /** Folder at the repository root. */
  folder: string;
  port: number;
  kind: 'host' | 'remote';
}

const fromEnv = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export const APPS: AppSite[] = [
  { folder: 'shell', port: fromEnv('PORT_SHELL', 3000), kind: 'host' },
  { folder: 'mf-marketplace', port: fromEnv('PORT_MF_MARKETPLACE', 3001), kind: 'remote' },
  { folder: 'mf-tasks', port: fromEnv('PORT_MF_TASKS', 3002), kind: 'remote' },
  { folder: 'mf-account', port: fromEnv('PORT_MF_ACCOUNT', 3003), kind: 'remote' },
  { folder: 'mf-admin', port: fromEnv('PORT_MF_ADMIN', 3004), kind: 'remote' },
];

export const API_PORT = fromEnv('API_PORT', 4000);
export const PUBLIC_HOST = process.env.PUBLIC_HOST ?? 'localhost';

/** The origins allowed to load remotes' files: the shell's, under both loopback names. */
export const SITE_ORIGINS = (
  process.env.SITE_ORIGINS ?? `http://localhost:${APPS[0]!.port},http://127.0.0.1:${APPS[0]!.port}`
).split(',');
