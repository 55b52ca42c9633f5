import {
  commaList,
  ConfigError,
  Env,
  missingInProduction,
  nodeEnvironment,
  readEnvironment,
} from '@fairgo/hosting/environment';
import { readStorage, type StoreTarget } from '@fairgo/hosting/object-store';
import { insecureOrigins, publicOrigins, untrustworthyProxies, weakSecrets } from '@fairgo/hosting/production-rules';
import { readSite } from '@fairgo/hosting/site-config';
import { TASK_FEE_PERCENT } from '@fairgo/shared/contract';
import { resolve } from 'node:path';
import Type from 'typebox';
import type { DatabaseTarget } from './db/database';
import { payments, type PaymentsConfig } from './payments/payments-config';

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
    /** During a rotation, the value being replaced, still accepted until it is unset (DEPLOY_TOKEN_PREVIOUS). */
    previousDeployToken: string | null;
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
   * (the failures coming from at least `minFailingNetworks` networks: the several-networks rule), or whose
   * p75 load time is more than `maxLoadP75IncreasePercent` % higher (judged once the stable version has
   * `minClients` browsers too).
   */
  canary: {
    checkEveryMs: number;
    minClients: number;
    maxFailureRateIncrease: number;
    minFailingNetworks: number;
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
   * The mail queue: how often it looks for mail to send or retry, the wait after a first failed try
   * (four times longer after each next one, at most 6 hours), and the tries before a mail is given up.
   */
  mail: { sendEveryMs: number; retryBaseMs: number; maxAttempts: number };
  /**
   * Signs the links in e-mails that act without a session (a saved search's unsubscribe link):
   * LINK_SECRET when set, else one made once and kept in `linkSecretFile`.
   */
  linkSecret: string | null;
  linkSecretFile: string;
  /** During a rotation, the secret being replaced: links it signed are still read, new ones use LINK_SECRET. */
  previousLinkSecret: string | null;
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
   * Who takes the money (architecture.md#the-api): Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set,
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
    /** The platform's cut of an accepted offer, in percent (product.md#limits: 10). */
    feePercent: number;
    /** How often the automatic-completion job looks for tasks the owner left unconfirmed. */
    autoCompleteEveryMs: number;
  };
}

/**
 * The API's own variables, read with the site's (`@fairgo/hosting/site-config`: ports, origins, data
 * folder) and the storage's. Secrets have no fallback; each default is the development machine's.
 */
export const apiVariables = Type.Object({
  API_HOST: Env.text('localhost'),
  LOG_LEVEL: Env.text('info'),
  LOG_PRETTY: Env.boolean(false),
  SITE_URL: Env.optional(Env.url()),
  DATABASE_URL: Env.optional(Env.url()),
  DATABASE_POOL_SIZE: Env.positiveInteger(10),
  MIGRATE_ON_START: Env.optional(Env.boolean()),
  REGISTRY_SOURCE: Env.oneOf(['database', 'checkout'], 'database'),
  DEPLOY_TOKEN: Env.optional(),
  DEPLOY_TOKEN_PREVIOUS: Env.optional(),
  PRUNE_RELEASE_FILES: Env.boolean(true),
  CANARY_CHECK_EVERY_MS: Env.positiveInteger(60_000),
  CANARY_MIN_CLIENTS: Env.positiveInteger(100),
  CANARY_MAX_FAILURE_RATE_INCREASE: Env.percent(2),
  CANARY_MIN_FAILING_NETWORKS: Env.positiveInteger(3),
  CANARY_MAX_LOAD_P75_INCREASE_PERCENT: Env.positiveInteger(50),
  REGISTRY_PRUNE_EVERY_MS: Env.positiveInteger(24 * 60 * 60_000),
  SMTP_URL: Env.optional(),
  LINK_SECRET: Env.optional(),
  LINK_SECRET_PREVIOUS: Env.optional(),
  SEARCH_DIGEST_EVERY_MS: Env.positiveInteger(15 * 60_000),
  SEARCH_DIGEST_HOUR: Env.hourOfDay(7),
  CREDENTIAL_REMINDER_EVERY_MS: Env.positiveInteger(60 * 60_000),
  MAIL_FROM: Env.text('FairGo <hello@fairgo.au>'),
  MAIL_SEND_EVERY_MS: Env.positiveInteger(15_000),
  MAIL_RETRY_BASE_MS: Env.positiveInteger(30_000),
  MAIL_MAX_ATTEMPTS: Env.positiveInteger(8),
  // Demo accounts share a published password: never in production.
  SEED_DEMO_DATA: Env.optional(Env.boolean()),
  // OWASP Password Storage Cheat Sheet: argon2id, m=19 MiB, t=2, p=1.
  ARGON2_MEMORY_KIB: Env.positiveInteger(19_456),
  ARGON2_TIME_COST: Env.positiveInteger(2),
  RATE_LIMIT_PER_IP_PER_MINUTE: Env.positiveInteger(20),
  RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: Env.positiveInteger(5),
  HEALTH_BEACONS_PER_IP_PER_MINUTE: Env.positiveInteger(30),
  TRUSTED_PROXIES: Env.text('127.0.0.1,::1'),
  TASK_FEE_PERCENT: Env.percent(TASK_FEE_PERCENT),
  TASK_AUTO_COMPLETE_EVERY_MS: Env.positiveInteger(60_000),
  METRICS_PORT: Env.optional(Env.port()),
  SHUTDOWN_GRACE_MS: Env.positiveInteger(10_000),
  STRIPE_SECRET_KEY: Env.optional(),
  STRIPE_WEBHOOK_SECRET: Env.optional(),
  PAYMENTS_PROVIDER: Env.optional(Env.oneOf(['stripe', 'development'])),
});

/**
 * The API's configuration from `env`, read once at start (server.ts). Every missing or bad variable is
 * named in one ConfigError. With NODE_ENV=production, what several instances must share is required
 * rather than made up on this machine's disk: DATABASE_URL, DEPLOY_TOKEN, LINK_SECRET and the storage
 * (STORAGE_BUCKET, or STORAGE_DIR naming a folder every instance mounts).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const problems: string[] = [];
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
        SITE_URL: "the site's public address, which links in e-mails point at",
        SMTP_URL: "the mail server: without it a reset link's mail never leaves this machine",
        API_HOST: "the address to listen on: this machine's private address that nginx reaches (or 0.0.0.0)",
      }),
    );
  }
  const site = readSite(env, production, problems);
  const storage = readStorage(env, site.dataDir, problems);
  const read = readEnvironment(apiVariables, env, problems);
  const trustedProxies = commaList(read.TRUSTED_PROXIES);
  problems.push(...untrustworthyProxies(trustedProxies));
  if (production) {
    problems.push(
      ...weakSecrets({
        LINK_SECRET: read.LINK_SECRET,
        DEPLOY_TOKEN: read.DEPLOY_TOKEN,
        LINK_SECRET_PREVIOUS: read.LINK_SECRET_PREVIOUS,
        DEPLOY_TOKEN_PREVIOUS: read.DEPLOY_TOKEN_PREVIOUS,
      }),
      ...insecureOrigins(env, {
        ...(read.SITE_URL ? { SITE_URL: read.SITE_URL } : {}),
        ...publicOrigins(site, { remotes: true }),
      }),
    );
    if (read.SEED_DEMO_DATA)
      problems.push('SEED_DEMO_DATA must not be true in production: the demo accounts share a published password');
  }
  const config: ApiConfig = {
    host: read.API_HOST,
    port: site.apiPort,
    logLevel: read.LOG_LEVEL,
    logPretty: read.LOG_PRETTY,
    production,
    siteUrl: withoutSlash(read.SITE_URL ?? `http://${site.publicHost}:${site.host.port}`),
    database: read.DATABASE_URL
      ? { kind: 'postgres', url: withoutSlash(read.DATABASE_URL), poolSize: read.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: resolve(site.dataDir, 'pglite') },
    migrateOnStart: read.MIGRATE_ON_START ?? !production,
    storage,
    remoteOrigins: Object.fromEntries(site.remotes.map((remote) => [remote.name, site.origins[remote.name]!])),
    registry: {
      source: read.REGISTRY_SOURCE,
      deployToken: read.DEPLOY_TOKEN ?? null,
      previousDeployToken: read.DEPLOY_TOKEN_PREVIOUS ?? null,
      deployTokenFile: resolve(site.dataDir, 'deploy-token'),
    },
    pruneReleaseFiles: read.PRUNE_RELEASE_FILES,
    canary: {
      checkEveryMs: read.CANARY_CHECK_EVERY_MS,
      minClients: read.CANARY_MIN_CLIENTS,
      maxFailureRateIncrease: read.CANARY_MAX_FAILURE_RATE_INCREASE,
      minFailingNetworks: read.CANARY_MIN_FAILING_NETWORKS,
      maxLoadP75IncreasePercent: read.CANARY_MAX_LOAD_P75_INCREASE_PERCENT,
    },
    pruneEveryMs: read.REGISTRY_PRUNE_EVERY_MS,
    smtpUrl: read.SMTP_URL ?? null,
    mailDropDir: resolve(site.dataDir, 'mail'),
    mail: {
      sendEveryMs: read.MAIL_SEND_EVERY_MS,
      retryBaseMs: read.MAIL_RETRY_BASE_MS,
      maxAttempts: read.MAIL_MAX_ATTEMPTS,
    },
    linkSecret: read.LINK_SECRET ?? null,
    linkSecretFile: resolve(site.dataDir, 'link-secret'),
    previousLinkSecret: read.LINK_SECRET_PREVIOUS ?? null,
    alerts: { digestEveryMs: read.SEARCH_DIGEST_EVERY_MS, digestHour: read.SEARCH_DIGEST_HOUR },
    credentials: { reminderEveryMs: read.CREDENTIAL_REMINDER_EVERY_MS },
    mailFrom: read.MAIL_FROM,
    seedDemoData: read.SEED_DEMO_DATA ?? !production,
    passwordHashing: { memoryCost: read.ARGON2_MEMORY_KIB, timeCost: read.ARGON2_TIME_COST },
    rateLimits: {
      perIpPerMinute: read.RATE_LIMIT_PER_IP_PER_MINUTE,
      perAccountPerMinute: read.RATE_LIMIT_PER_ACCOUNT_PER_MINUTE,
      beaconsPerIpPerMinute: read.HEALTH_BEACONS_PER_IP_PER_MINUTE,
    },
    trustedProxies,
    payments: payments(read, production, problems),
    tasks: { feePercent: read.TASK_FEE_PERCENT, autoCompleteEveryMs: read.TASK_AUTO_COMPLETE_EVERY_MS },
    operations: { metricsPort: read.METRICS_PORT ?? null, shutdownGraceMs: read.SHUTDOWN_GRACE_MS },
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

export const withoutSlash = (url: string) => url.replace(/\/$/, '');
