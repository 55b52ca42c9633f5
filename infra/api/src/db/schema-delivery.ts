import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp } from './schema';

// What the API keeps to deliver what it promised, as Kysely sees it: the mail queue (the outbox,
// migrations 001 and 034) and the first answers to Idempotency-Keys (migration 035).

export interface OutboxTable {
  id: Generated<string>;
  to_email: string;
  subject: string;
  text_body: string;
  kind: string;
  batch_id: string | null;
  created_at: CreatedAt;
  sent_at: NullableTimestamp;
  /** The mail as it will be sent, secrets included, until it is sent or given up. */
  send_text: string | null;
  send_headers: ColumnType<Record<string, string> | null, string | null, string | null>;
  attempts: Generated<number>;
  /** When the queue may try it (again); while a try is under way, when that try's lease ends. */
  next_attempt_at: NullableTimestamp;
  failed_at: NullableTimestamp;
  last_error: string | null;
}

export interface IdempotentRequestsTable {
  scope: string;
  key: string;
  request: string;
  status: number | null;
  content_type: string | null;
  body: string | null;
  locked_until: Date | string;
  created_at: CreatedAt;
}

export interface DeliveryTables {
  outbox: OutboxTable;
  idempotent_requests: IdempotentRequestsTable;
}
