import { HOST, originOf, REMOTES } from '@fairgo/hosting/apps';
import { missingInProduction, nodeEnvironment } from '@fairgo/hosting/environment';
import { storeTargetFromEnv, type StoreTarget } from '@fairgo/hosting/object-store';
import { TASK_FEE_PERCENT } from '@fairgo/shared/contract';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseTarget } from './db/database';

const API_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The API's configuration, read once from the environment; a bad value stops the start, naming it. */
export interface ApiConfig {
  host: string;
  port: number;
  logLevel: string;
  /** Readable, coloured log lines (npm start); JSON lines otherwise, one per event, for a log collector. */
  logPretty: boolean;
  /** The site's public address, for links in e-mails and provider pages. */
  siteUrl: string;
  /** Production, by NODE_ENV (any case): what instances share must be configured, none of it made up here. */
  production: boolean;
  database: DatabaseTarget;
  /**
   * Apply pending migrations at start (a developer's machine). Production (MIGRATE_ON_START=false by
   * default there) migrates in a step of its own, `npm run migrate`, and an API whose database is
   * behind its code refuses to start.
   */
  migrateOnStart: boolean;
  /** Uploaded images and released builds: a folder (the default) or a bucket every instance shares. */
  storage: StoreTarget;
  /** Where each remote's files are served from, by Module Federation name (the checkout's registry). */
  remoteOrigins: Record<string, string>;
  registry: {
    /**
     * 'database': the released versions (npm run release / rollback). 'checkout': each remote's
     * unversioned build at its origin's root, for `npm run dev`, whose dev servers serve no versions.
     */
    source: 'database' | 'checkout';
    /** The secret that release tooling must present to change the registry (DEPLOY_TOKEN). */
    deployToken: string | null;
    /** Without DEPLOY_TOKEN, a token is made once and kept here, for the release tooling on this machine. */
    deployTokenFile: string;
  };
  /**
   * The daily prune removes the files of the versions it drops from the registry (from the storage);
   * PRUNE_RELEASE_FILES=false keeps them (it drops rows only).
   */
  pruneReleaseFiles: boolean;
  /**
   * The canary watch: every `checkEveryMs` it compares each running canary with its stable
   * version since the canary began, weighing browsers, not samples, and ends a canary loaded by at least
   * `minClients` browsers that fails more than `maxFailureRateIncrease` percentage points more often,
   * or whose p75 load time is more than `maxLoadP75IncreasePercent` % higher (judged once the stable
   * version has `minClients` browsers too).
   */
  canary: {
    checkEveryMs: number;
    minClients: number;
    maxFailureRateIncrease: number;
    maxLoadP75IncreasePercent: number;
  };
  /** How often the registry's retention (old versions, health older than 30 days) runs: daily. */
  pruneEveryMs: number;
  /**
   * SMTP server for outgoing mail. Without it, each mail is written whole to `mailDropDir` (one JSON file
   * per mail, for a developer and the e2e tests to read); the outbox admins read never holds a secret.
   */
  smtpUrl: string | null;
  mailDropDir: string;
  /**
   * Signs the links in e-mails that act without a session (a saved search's unsubscribe link):
   * LINK_SECRET when set, else one made once and kept in `linkSecretFile`.
   */
  linkSecret: string | null;
  linkSecretFile: string;
  /**
   * Search alerts: how often the daily digest looks for mail to send, and the hour of the
   * day (Sydney time, 0–23) from which it sends.
   */
  alerts: { digestEveryMs: number; digestHour: number };
  /** Verified credentials: how often the reminder of an expiry 30 days ahead looks for work. */
  credentials: { reminderEveryMs: number };
  mailFrom: string;
  /** Seed the demo data into an empty database at start-up. */
  seedDemoData: boolean;
  /** Password hashing cost (argon2id); OWASP's minimum unless lowered for tests. */
  passwordHashing: { memoryCost: number; timeCost: number };
  /** Login and registration attempts; and browsers' health beacons, per address. */
  rateLimits: { perIpPerMinute: number; perAccountPerMinute: number; beaconsPerIpPerMinute: number };
  /**
   * The proxies in front of the API whose X-Forwarded-For is believed (TRUSTED_PROXIES: addresses or
   * CIDR ranges, comma-separated): the site's own hosts on this machine unless set. Limits count per
   * client address, which only these proxies may report.
   */
  trustedProxies: string[];
  /**
   * Who takes the money (ARCHITECTURE §3): Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set,
   * the development provider otherwise. Production (NODE_ENV=production) refuses the development
   * provider unless PAYMENTS_PROVIDER=development says so.
   */
  payments: PaymentsConfig;
  /**
   * For operators: Prometheus metrics on a port of their own (METRICS_PORT, on API_HOST; not served
   * when unset), and how long a stop waits for requests in flight before it closes them.
   */
  operations: { metricsPort: number | null; shutdownGraceMs: number };
  tasks: {
    /** The platform's cut of an accepted offer, in percent (spec §9: 10). */
    feePercent: number;
    /** How often the automatic-completion job looks for tasks the owner left unconfirmed. */
    autoCompleteEveryMs: number;
  };
}

export type PaymentsConfig =
  { provider: 'stripe'; secretKey: string; webhookSecret: string } | { provider: 'development' };

/** A start the API refuses for a reason the operator can fix: its message says what to do. */
export class StartRefused extends Error {
  override name = 'StartRefused';
}

/** Every variable that is missing or bad, all named at once: one start tells the operator everything. */
export class ConfigError extends StartRefused {
  constructor(readonly problems: string[]) {
    super(`The configuration is not usable:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment, noting each bad value instead of stopping at the first. */
function reader(env: NodeJS.ProcessEnv, problems: string[]) {
  const number = (name: string, fallback: number, ok: (value: number) => boolean, what: string) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (ok(value)) return value;
    problems.push(`${name} must be ${what}, got "${raw}"`);
    return fallback;
  };
  return {
    port: (name: string, fallback: number) =>
      number(name, fallback, (v) => Number.isInteger(v) && v >= 1 && v <= 65535, 'a port number (1-65535)'),
    positiveInteger: (name: string, fallback: number) =>
      number(name, fallback, (v) => Number.isInteger(v) && v >= 1, 'a positive whole number'),
    hourOfDay: (name: string, fallback: number) =>
      number(name, fallback, (v) => Number.isInteger(v) && v >= 0 && v <= 23, 'an hour from 0 to 23'),
    percent: (name: string, fallback: number) =>
      number(name, fallback, (v) => Number.isFinite(v) && v >= 0 && v < 100, 'a percentage (0-99)'),
    url(name: string, fallback: string): string {
      const raw = env[name] || fallback;
      if (URL.canParse(raw)) return new URL(raw).href.replace(/\/$/, '');
      problems.push(`${name} must be a URL, got "${raw}"`);
      return fallback;
    },
    oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
      const raw = env[name] || fallback;
      if ((allowed as readonly string[]).includes(raw)) return raw as T;
      problems.push(`${name} must be ${allowed.map((value) => `"${value}"`).join(' or ')}, got "${raw}"`);
      return fallback;
    },
    boolean(name: string, fallback: boolean): boolean {
      const raw = env[name];
      if (raw === undefined || raw === '') return fallback;
      if (raw === 'true' || raw === 'false') return raw === 'true';
      problems.push(`${name} must be "true" or "false", got "${raw}"`);
      return fallback;
    },
  };
}

function payments(env: NodeJS.ProcessEnv, production: boolean, problems: string[]): PaymentsConfig {
  const secretKey = env.STRIPE_SECRET_KEY || '';
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET || '';
  const chosen = env.PAYMENTS_PROVIDER || '';
  if (chosen !== '' && chosen !== 'stripe' && chosen !== 'development') {
    problems.push(`PAYMENTS_PROVIDER must be "stripe" or "development", got "${chosen}"`);
  }
  if (chosen === 'development') return { provider: 'development' };
  if (secretKey && webhookSecret) return { provider: 'stripe', secretKey, webhookSecret };
  if (secretKey || webhookSecret || chosen === 'stripe') {
    const missing = [!secretKey && 'STRIPE_SECRET_KEY', !webhookSecret && 'STRIPE_WEBHOOK_SECRET'].filter(Boolean);
    problems.push(`Stripe payments need ${missing.join(' and ')} as well`);
  } else if (production) {
    problems.push(
      'Production takes real money: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS_PROVIDER=development to run without payments',
    );
  }
  return { provider: 'development' };
}

/**
 * The API's configuration from `env`, read once at start (server.ts). Every missing or bad variable is
 * named in one ConfigError. With NODE_ENV=production, what several instances must share is required
 * rather than made up on this machine's disk: DATABASE_URL, DEPLOY_TOKEN, LINK_SECRET and the storage
 * (STORAGE_BUCKET, or STORAGE_DIR naming a folder every instance mounts).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const problems: string[] = [];
  const read = reader(env, problems);
  const { production, problem } = nodeEnvironment(env);
  if (problem) problems.push(problem);
  // Renamed when the watch began to count browsers rather than loads: a value set for the old name would be lost.
  if (env.CANARY_MIN_LOADS)
    problems.push('CANARY_MIN_LOADS is now CANARY_MIN_CLIENTS: the browsers a canary needs before it is judged');
  if (production) {
    const shared = 'every instance must share it';
    problems.push(
      ...missingInProduction(env, {
        DATABASE_URL: shared,
        DEPLOY_TOKEN: shared,
        LINK_SECRET: shared,
        'STORAGE_BUCKET or STORAGE_DIR': `${shared} (STORAGE_DIR: a folder every instance mounts)`,
      }),
    );
  }
  const publicHost = env.PUBLIC_HOST ?? 'localhost';
  const remoteOrigins = Object.fromEntries(REMOTES.map((site) => [site.name, originOf(site)]));
  const dataDir = resolve(API_ROOT, env.DATA_DIR ?? '../../.data');
  let storage: StoreTarget = { kind: 'folder', dir: dataDir };
  try {
    storage = storeTargetFromEnv(env, dataDir);
  } catch (error) {
    problems.push((error as Error).message);
  }
  const config: ApiConfig = {
    host: env.API_HOST ?? 'localhost',
    port: read.port('API_PORT', 4000),
    logLevel: env.LOG_LEVEL ?? 'info',
    logPretty: read.boolean('LOG_PRETTY', false),
    production,
    siteUrl: read.url('SITE_URL', `http://${publicHost}:${HOST.port}`),
    database: env.DATABASE_URL
      ? {
          kind: 'postgres',
          url: read.url('DATABASE_URL', 'postgres://localhost'),
          poolSize: read.positiveInteger('DATABASE_POOL_SIZE', 10),
        }
      : { kind: 'pglite', dataDir: resolve(dataDir, 'pglite') },
    migrateOnStart: read.boolean('MIGRATE_ON_START', !production),
    storage,
    remoteOrigins,
    registry: {
      source: read.oneOf('REGISTRY_SOURCE', ['database', 'checkout'] as const, 'database'),
      deployToken: env.DEPLOY_TOKEN || null,
      deployTokenFile: resolve(dataDir, 'deploy-token'),
    },
    pruneReleaseFiles: read.boolean('PRUNE_RELEASE_FILES', true),
    canary: {
      checkEveryMs: read.positiveInteger('CANARY_CHECK_EVERY_MS', 60_000),
      minClients: read.positiveInteger('CANARY_MIN_CLIENTS', 100),
      maxFailureRateIncrease: read.percent('CANARY_MAX_FAILURE_RATE_INCREASE', 2),
      maxLoadP75IncreasePercent: read.positiveInteger('CANARY_MAX_LOAD_P75_INCREASE_PERCENT', 50),
    },
    pruneEveryMs: read.positiveInteger('REGISTRY_PRUNE_EVERY_MS', 24 * 60 * 60_000),
    smtpUrl: env.SMTP_URL || null,
    mailDropDir: resolve(dataDir, 'mail'),
    linkSecret: env.LINK_SECRET || null,
    linkSecretFile: resolve(dataDir, 'link-secret'),
    alerts: {
      digestEveryMs: read.positiveInteger('SEARCH_DIGEST_EVERY_MS', 15 * 60_000),
      digestHour: read.hourOfDay('SEARCH_DIGEST_HOUR', 7),
    },
    credentials: { reminderEveryMs: read.positiveInteger('CREDENTIAL_REMINDER_EVERY_MS', 60 * 60_000) },
    mailFrom: env.MAIL_FROM ?? 'FairGo <hello@fairgo.au>',
    // Demo accounts share a published password: never in production unless asked for.
    seedDemoData: read.boolean('SEED_DEMO_DATA', !production),
    // OWASP Password Storage Cheat Sheet: argon2id, m=19 MiB, t=2, p=1.
    passwordHashing: {
      memoryCost: read.positiveInteger('ARGON2_MEMORY_KIB', 19_456),
      timeCost: read.positiveInteger('ARGON2_TIME_COST', 2),
    },
    rateLimits: {
      perIpPerMinute: read.positiveInteger('RATE_LIMIT_PER_IP_PER_MINUTE', 20),
      perAccountPerMinute: read.positiveInteger('RATE_LIMIT_PER_ACCOUNT_PER_MINUTE', 5),
      beaconsPerIpPerMinute: read.positiveInteger('HEALTH_BEACONS_PER_IP_PER_MINUTE', 30),
    },
    trustedProxies: (env.TRUSTED_PROXIES ?? '127.0.0.1,::1')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    payments: payments(env, production, problems),
    tasks: {
      feePercent: read.percent('TASK_FEE_PERCENT', TASK_FEE_PERCENT),
      autoCompleteEveryMs: read.positiveInteger('TASK_AUTO_COMPLETE_EVERY_MS', 60_000),
    },
    operations: {
      metricsPort: env.METRICS_PORT ? read.port('METRICS_PORT', 9100) : null,
      shutdownGraceMs: read.positiveInteger('SHUTDOWN_GRACE_MS', 10_000),
    },
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
