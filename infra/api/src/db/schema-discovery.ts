import type { ColumnType, Generated } from 'kysely';
import type { CredentialState, CredentialStatus, CredentialType } from '@fairgo/shared/contract';
import type { CreatedAt, NullableTimestamp } from './schema';

// The tables of migrations 009 and 010 (Saved searches and their alerts; verified
// credentials), as Kysely sees them.

export type SearchKind = 'job' | 'worker' | 'task';

export interface SavedSearchesTable {
  id: Generated<string>;
  user_id: string;
  kind: SearchKind;
  filters: ColumnType<unknown, string, string>;
  summary: string;
  match_keys: string[];
  days: Generated<string[]>;
  certificates: Generated<string[]>;
  /** The credential badges a worker search asks for (migration 011). */
  verified: Generated<string[]>;
  keywords: Generated<string[]>;
  near_latitude: number | null;
  near_longitude: number | null;
  within_km: number | null;
  min_budget_cents: number | null;
  max_budget_cents: number | null;
  remote: Generated<'any' | 'remote' | 'inPerson'>;
  paused_at: NullableTimestamp;
  email_digest: Generated<boolean>;
  created_at: CreatedAt;
}

export interface SavedSearchMatchesTable {
  search_id: string;
  subject_id: string;
  user_id: string;
  title: string;
  url: string;
  created_at: CreatedAt;
  digested_at: NullableTimestamp;
}

export interface SearchDigestsTable {
  user_id: string;
  day: ColumnType<string, string, never>;
  sent_at: CreatedAt;
}

export interface DiscoveryTables {
  saved_searches: SavedSearchesTable;
  saved_search_matches: SavedSearchMatchesTable;
  search_digests: SearchDigestsTable;
  credentials: CredentialsTable;
  credential_documents: CredentialDocumentsTable;
}

// The tables of migration 010 (Verified credentials).

export interface CredentialsTable {
  id: Generated<string>;
  user_id: string;
  type: CredentialType;
  number: string;
  state: CredentialState;
  /** A day: written as 'YYYY-MM-DD', read with to_char (as tasks.due_date). */
  expires_on: ColumnType<Date | string, string, string>;
  status: Generated<CredentialStatus>;
  reject_reason: string | null;
  reviewed_by: string | null;
  reviewed_at: NullableTimestamp;
  reminded_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface CredentialDocumentsTable {
  credential_id: string;
  content_type: string;
  content: Buffer;
}
