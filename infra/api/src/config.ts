import { HOST, originOf, RELEASES_DIR, REMOTES } from '@fairgo/hosting/apps';
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
  /** The site's public address, for links in e-mails and provider pages. */
  siteUrl: string;
  database: DatabaseTarget;
  uploadsDir: string;
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
   * Published releases' folders (RELEASES_DIR): the daily prune removes the folders of versions it drops
   * from the registry. Null: it drops rows only (the files live on another machine).
   */
  releasesDir: string | null;
  /**
   * The canary watch (issue 21): every `checkEveryMs` it compares each running canary with its stable
   * version since the canary began, and ends a canary that has at least `minLoads` loads and fails more
   * than `maxFailureRateIncrease` percentage points more often, or whose p75 load time is more than
   * `maxLoadP75IncreasePercent` % higher (judged once the stable version has `minLoads` loads too).
   */
  canary: {
    checkEveryMs: number;
    minLoads: number;
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
   * Search alerts (issue 20): how often the daily digest looks for mail to send, and the hour of the
   * day (Sydney time, 0–23) from which it sends.
   */
  alerts: { digestEveryMs: number; digestHour: number };
  /** Verified credentials (issue 20): how often the reminder of an expiry 30 days ahead looks for work. */
  credentials: { reminderEveryMs: number };
  mailFrom: string;
  /** Seed the demo data into an empty database at start-up. */
  seedDemoData: boolean;
  /** Password hashing cost (argon2id); OWASP's minimum unless lowered for tests. */
  passwordHashing: { memoryCost: number; timeCost: number };
  /** Login and registration attempts; and browsers' health beacons (issue 21), per address. */
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
  tasks: {
    /** The platform's cut of an accepted offer, in percent (spec §9: 10). */
    feePercent: number;
    /** How often the automatic-completion job looks for tasks the owner left unconfirmed. */
    autoCompleteEveryMs: number;
  };
}

export type PaymentsConfig =
  { provider: 'stripe'; secretKey: string; webhookSecret: string } | { provider: 'development' };

function payments(): PaymentsConfig {
  const secretKey = process.env.STRIPE_SECRET_KEY || '';
  const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET || '';
  const chosen = process.env.PAYMENTS_PROVIDER || '';
  if (chosen !== '' && chosen !== 'stripe' && chosen !== 'development') {
    throw new Error(`PAYMENTS_PROVIDER must be "stripe" or "development", got "${chosen}"`);
  }
  if (chosen === 'development') return { provider: 'development' };
  if (secretKey && webhookSecret) return { provider: 'stripe', secretKey, webhookSecret };
  if (secretKey || webhookSecret || chosen === 'stripe') {
    const missing = [!secretKey && 'STRIPE_SECRET_KEY', !webhookSecret && 'STRIPE_WEBHOOK_SECRET'].filter(Boolean);
    throw new Error(`Stripe payments need ${missing.join(' and ')} as well`);
  }
  if (process.env.NODE_ENV === 'production') {
    throw new Error(
      'Production takes real money: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS_PROVIDER=development to run without payments',
    );
  }
  return { provider: 'development' };
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

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return value;
}

function hourOfDay(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 23)
    throw new Error(`${name} must be an hour from 0 to 23, got "${raw}"`);
  return value;
}

function percent(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value >= 100)
    throw new Error(`${name} must be a percentage (0-99), got "${raw}"`);
  return value;
}

function url(name: string, fallback: string): string {
  const raw = process.env[name] ?? fallback;
  try {
    return new URL(raw).href.replace(/\/$/, '');
  } catch {
    throw new Error(`${name} must be a URL, got "${raw}"`);
  }
}

function registrySource(): ApiConfig['registry']['source'] {
  const raw = process.env.REGISTRY_SOURCE ?? 'database';
  if (raw !== 'database' && raw !== 'checkout') {
    throw new Error(`REGISTRY_SOURCE must be "database" or "checkout", got "${raw}"`);
  }
  return raw;
}

export function loadConfig(): ApiConfig {
  const publicHost = process.env.PUBLIC_HOST ?? 'localhost';
  const remoteOrigins = Object.fromEntries(REMOTES.map((site) => [site.name, originOf(site)]));
  const dataDir = resolve(API_ROOT, process.env.DATA_DIR ?? '../../.data');
  const databaseUrl = process.env.DATABASE_URL;
  return {
    host: process.env.API_HOST ?? 'localhost',
    port: port('API_PORT', 4000),
    logLevel: process.env.LOG_LEVEL ?? 'info',
    siteUrl: url('SITE_URL', `http://${publicHost}:${HOST.port}`),
    database: databaseUrl
      ? { kind: 'postgres', url: url('DATABASE_URL', databaseUrl) }
      : { kind: 'pglite', dataDir: resolve(dataDir, 'pglite') },
    uploadsDir: resolve(dataDir, 'uploads'),
    remoteOrigins,
    registry: {
      source: registrySource(),
      deployToken: process.env.DEPLOY_TOKEN || null,
      deployTokenFile: resolve(dataDir, 'deploy-token'),
    },
    releasesDir: process.env.PRUNE_RELEASE_FOLDERS === 'false' ? null : RELEASES_DIR,
    canary: {
      checkEveryMs: positiveInteger('CANARY_CHECK_EVERY_MS', 60_000),
      minLoads: positiveInteger('CANARY_MIN_LOADS', 200),
      maxFailureRateIncrease: percent('CANARY_MAX_FAILURE_RATE_INCREASE', 2),
      maxLoadP75IncreasePercent: positiveInteger('CANARY_MAX_LOAD_P75_INCREASE_PERCENT', 50),
    },
    pruneEveryMs: positiveInteger('REGISTRY_PRUNE_EVERY_MS', 24 * 60 * 60_000),
    smtpUrl: process.env.SMTP_URL || null,
    mailDropDir: resolve(dataDir, 'mail'),
    linkSecret: process.env.LINK_SECRET || null,
    linkSecretFile: resolve(dataDir, 'link-secret'),
    alerts: {
      digestEveryMs: positiveInteger('SEARCH_DIGEST_EVERY_MS', 15 * 60_000),
      digestHour: hourOfDay('SEARCH_DIGEST_HOUR', 7),
    },
    credentials: { reminderEveryMs: positiveInteger('CREDENTIAL_REMINDER_EVERY_MS', 60 * 60_000) },
    mailFrom: process.env.MAIL_FROM ?? 'FairGo <hello@fairgo.au>',
    seedDemoData: process.env.SEED_DEMO_DATA !== 'false',
    // OWASP Password Storage Cheat Sheet: argon2id, m=19 MiB, t=2, p=1.
    passwordHashing: {
      memoryCost: positiveInteger('ARGON2_MEMORY_KIB', 19_456),
      timeCost: positiveInteger('ARGON2_TIME_COST', 2),
    },
    rateLimits: {
      perIpPerMinute: positiveInteger('RATE_LIMIT_PER_IP_PER_MINUTE', 20),
      perAccountPerMinute: positiveInteger('RATE_LIMIT_PER_ACCOUNT_PER_MINUTE', 5),
      beaconsPerIpPerMinute: positiveInteger('HEALTH_BEACONS_PER_IP_PER_MINUTE', 30),
    },
    trustedProxies: (process.env.TRUSTED_PROXIES ?? '127.0.0.1,::1')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    payments: payments(),
    tasks: {
      feePercent: percent('TASK_FEE_PERCENT', TASK_FEE_PERCENT),
      autoCompleteEveryMs: positiveInteger('TASK_AUTO_COMPLETE_EVERY_MS', 60_000),
    },
  };
}
