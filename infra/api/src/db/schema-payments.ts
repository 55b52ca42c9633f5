import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp, Timestamp } from './schema';

// The payment tables (migrations 001, 007, 015, 016, 029 and 032), as Kysely sees them: what was paid or is held,
// the provider's pages, the authorisations asked of it, its events, and the development provider's objects.

export interface PaymentsTable {
  id: Generated<string>;
  user_id: string;
  kind: 'membership' | 'taskHold' | 'taskPayout';
  task_id: string | null;
  plan: string | null;
  amount_cents: number;
  fee_cents: Generated<number>;
  /**
   * A hold is held, then captured (through capturing: decided, the provider not yet done) or released;
   * a payout is scheduled, then paid.
   */
  status: 'paid' | 'held' | 'capturing' | 'captured' | 'released' | 'scheduled';
  /** Why a hold is captured: the owner confirmed, or the task completed automatically. */
  capture_reason: ColumnType<'confirmed' | 'automatic' | null, 'confirmed' | 'automatic' | null | undefined>;
  provider: string;
  /** The provider's object: payment intent, transfer or checkout session. */
  provider_ref: string | null;
  expected_on: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export type CheckoutPurpose = 'membership' | 'taskPaymentMethod' | 'payouts';

export interface PaymentCheckoutsTable {
  id: Generated<string>;
  user_id: string;
  purpose: CheckoutPurpose;
  plan: string | null;
  amount_cents: number | null;
  provider: string;
  /** The provider's session: null from the row's writing until the provider has answered. */
  provider_ref: string | null;
  /** The provider's page (null for checkouts made before it was kept, and until the provider answers). */
  url: string | null;
  /** The one checkout handed out again for its user, purpose and plan (migration 032). */
  current: Generated<boolean>;
  status: Generated<'open' | 'complete' | 'expired'>;
  expires_at: Timestamp;
  created_at: CreatedAt;
  completed_at: NullableTimestamp;
}

export interface PaymentAttemptsTable {
  id: string;
  task_id: string;
  offer_id: string;
  amount_cents: number;
  customer_id: string;
  payment_method_id: string;
  description: string;
  provider: string;
  provider_ref: string | null;
  status: Generated<'pending' | 'held' | 'released'>;
  created_at: Timestamp;
}

export interface PaymentEventsTable {
  id: string;
  provider: string;
  type: string;
  received_at: CreatedAt;
}

export interface DevProviderObjectsTable {
  id: string;
  type: string;
  data: ColumnType<Record<string, unknown>, string, string>;
  idempotency_key: string | null;
  created_at: CreatedAt;
}

export interface PaymentTables {
  payments: PaymentsTable;
  payment_checkouts: PaymentCheckoutsTable;
  payment_attempts: PaymentAttemptsTable;
  payment_events: PaymentEventsTable;
  dev_provider_objects: DevProviderObjectsTable;
}
