import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, NullableTimestamp, Timestamp } from './schema';

// The remote registry's tables (migrations 005, 012 and 030: releases, pointers and canaries, deploy tokens,
// the audit trail, browsers' health), as Kysely sees them.

export interface RemoteReleasesTable {
  id: Generated<string>;
  remote: string;
  version: string;
  manifest_url: string;
  title: string;
  routes: Json<string[]>;
  released_at: CreatedAt;
}

export interface RemotePointersTable {
  remote: string;
  version: string;
  moved_at: Timestamp;
  /** A canary (migration 012): served to `canary_percent` % of browsers since `canary_since`. */
  canary_version: string | null;
  canary_percent: number | null;
  canary_since: NullableTimestamp;
}

export interface DeployTokensTable {
  id: Generated<string>;
  name: string;
  token_hash: string;
  /** The one remote the token may move; null: any, and it may manage tokens. */
  remote: string | null;
  created_by: string;
  created_at: CreatedAt;
  revoked_at: NullableTimestamp;
}

export type RegistryAction = 'release' | 'canary' | 'promote' | 'rollback' | 'auto-rollback';

export interface RegistryEventsTable {
  id: Generated<string>;
  remote: string;
  action: RegistryAction;
  from_version: string | null;
  to_version: string | null;
  percent: number | null;
  actor: string;
  reason: string | null;
  at: CreatedAt;
}

export interface RemoteHealthTable {
  id: Generated<string>;
  remote: string;
  version: string;
  kind: 'load' | 'render-error' | 'LCP' | 'INP' | 'CLS';
  value: number | null;
  failed: Generated<boolean>;
  recorded_at: CreatedAt;
  /** The page load that reported it (its health token's id), and a keyed hash of that page's address. */
  page_id: string | null;
  client: string | null;
  /** The page load's network, keyed: its IPv6 /48 or IPv4 /24 (migration 030; null before it). */
  network: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface RegistryTables {
  remote_releases: RemoteReleasesTable;
  remote_pointers: RemotePointersTable;
  deploy_tokens: DeployTokensTable;
  registry_events: RegistryEventsTable;
  remote_health: RemoteHealthTable;
}
