import type { ReportStatus, ReportSubject } from '@fairgo/shared/contract';
import type { Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp } from './schema';

// The tables of migration 008 (Cancellation, reviews, reports), as Kysely sees them.

export interface CancellationRequestsTable {
  id: Generated<string>;
  task_id: string;
  requested_by: string;
  reason: string;
  status: Generated<'pending' | 'accepted' | 'declined'>;
  created_at: CreatedAt;
  answered_at: NullableTimestamp;
}

export interface ReviewsTable {
  id: Generated<string>;
  task_id: string;
  reviewer_id: string;
  reviewee_id: string;
  rating: number;
  comment: Generated<string>;
  created_at: CreatedAt;
  hidden_at: NullableTimestamp;
  hidden_reason: string | null;
}

export interface ReportsTable {
  id: Generated<string>;
  reporter_id: string;
  subject_kind: ReportSubject;
  subject_id: string;
  subject_user_id: string;
  reason: string;
  note: Generated<string>;
  status: Generated<ReportStatus>;
  created_at: CreatedAt;
  resolved_at: NullableTimestamp;
  resolved_by: string | null;
  /** The admin's reason for the outcome (migration 014). */
  resolution_reason: string | null;
}

export interface TrustTables {
  cancellation_requests: CancellationRequestsTable;
  reviews: ReviewsTable;
  reports: ReportsTable;
}
