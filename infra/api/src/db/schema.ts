import type { OfferStatus, TaskStatus } from '@fairgo/shared/contract';
import type { ColumnType, Generated } from 'kysely';
import type { DiscoveryTables } from './schema-discovery';
import type { PaymentTables } from './schema-payments';
import type { RegistryTables } from './schema-registry';
import type { TrustTables } from './schema-trust';
import type { DeliveryTables } from './schema-delivery';

// The tables of migrations/, as Kysely sees them. Keep in step with each migration.
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
export type { CheckoutPurpose } from './schema-payments';
export type Json<T> = ColumnType<T, string, string>;

export type Availability = Record<
  'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday',
  boolean
>;

export interface UsersTable {
  id: Generated<string>;
  name: string;
  email: string;
  phone: Generated<string>;
  password_hash: string;
  role: 'worker' | 'employer' | 'both';
  is_admin: Generated<boolean>;
  profile_image: string | null;
  membership_expires: NullableTimestamp;
  location: Generated<string>;
  company: string | null;
  how_did_you_hear: string | null;
  task_payment_method_added: Generated<boolean>;
  payout_details_added: Generated<boolean>;
  /** The user's customer, saved card and payout account at the payment provider (migration 007). */
  payment_customer_id: string | null;
  payment_method_id: string | null;
  payout_account_id: string | null;
  created_at: CreatedAt;
  suspended_at: NullableTimestamp;
  /** What the suspended user is told (migration 014). */
  suspended_reason: string | null;
  /** When its owner deleted the account; the row stays de-identified (migration 028). */
  deleted_at: NullableTimestamp;
}

export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface PasswordResetsTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

interface PostColumns {
  id: Generated<string>;
  /** Generated from availability (migration 006): bit k is DAYS[k]. */
  day_mask: ColumnType<number, never, never>;
  user_id: string;
  name: string;
  job: string;
  phone: string;
  email: string;
  location: string;
  latitude: number | null;
  longitude: number | null;
  description: Generated<string>;
  badges: Generated<string[]>;
  certificates: Generated<string[]>;
  availability: Json<Availability>;
  share_phone: Generated<boolean>;
  terms_accepted: Generated<boolean>;
  police_check: Generated<boolean>;
  years_experience: Generated<number>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  hidden_at: NullableTimestamp;
}

/**
 * A job post (migration 025): its business, pay and hours. Its gender and years of experience
 * (migration 002) are no longer written or read.
 */
export interface JobPostsTable extends PostColumns {
  gender: Generated<'Male' | 'Female' | 'Other'>;
  business_name: string | null;
  pay_kind: 'hour' | 'shift' | null;
  pay_cents: number | null;
  /** The pay an hour where it can be known: what /find-work filters and sorts by. */
  pay_hourly_cents: number | null;
  hours_per_week: number | null;
  shift_start: string | null;
  shift_end: string | null;
  pay_below_floor_reason: 'junior' | 'apprentice' | 'supportedWage' | null;
}

/** A worker's post: a gender only when they chose one (migration 025). */
export interface WorkerPostsTable extends PostColumns {
  gender: 'Male' | 'Female' | 'Other' | null;
}

/** A worker's answer to a job post, "I'm interested" (migration 026). */
export interface JobInterestTable {
  id: Generated<string>;
  job_post_id: string;
  worker_id: string;
  worker_post_id: string;
  message: Generated<string>;
  answered_at: ColumnType<Date, Date | string | undefined, Date | string>;
  seen_at: NullableTimestamp;
  dismissed_at: NullableTimestamp;
  withdrawn_at: NullableTimestamp;
}

/** A worker's one résumé, in the object store (migration 027). */
export interface ResumesTable {
  user_id: string;
  file_key: string;
  size_bytes: number;
  uploaded_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Which employers downloaded a worker's résumé, each once (migration 027). */
export interface ResumeDownloadsTable {
  worker_id: string;
  employer_id: string;
  downloaded_at: CreatedAt;
}

export interface TasksTable {
  id: Generated<string>;
  owner_id: string;
  assignee_id: string | null;
  title: string;
  description: string;
  images: Generated<string[]>;
  original_budget_cents: number;
  agreed_budget_cents: number | null;
  location: string | null;
  full_address: string | null;
  latitude: number | null;
  longitude: number | null;
  due_date: ColumnType<string | null, string | null | undefined, string | null>;
  due_time: 'Morning' | 'Midday' | 'Afternoon' | 'Evening' | null;
  is_flexible: Generated<boolean>;
  is_remote: Generated<boolean>;
  status: Generated<TaskStatus>;
  accepted_at: NullableTimestamp;
  completed_by_assignee_at: NullableTimestamp;
  completed_by_owner_at: NullableTimestamp;
  /** The owner's last "not done yet" and when, until the tasker marks the task completed again. */
  not_done_note: string | null;
  not_done_at: NullableTimestamp;
  created_at: CreatedAt;
  cancelled_at: NullableTimestamp;
  cancelled_by: string | null;
  hidden_at: NullableTimestamp;
}

export interface OffersTable {
  id: Generated<string>;
  task_id: string;
  user_id: string;
  amount_cents: number;
  message: string;
  status: Generated<OfferStatus>;
  created_at: CreatedAt;
  decline_reason: string | null;
  updated_at: NullableTimestamp;
  hidden_at: NullableTimestamp;
}

export interface QuestionsTable {
  id: Generated<string>;
  task_id: string;
  user_id: string;
  question: string;
  answer: string | null;
  answered_at: NullableTimestamp;
  created_at: CreatedAt;
  hidden_at: NullableTimestamp;
}

export interface MessagesTable {
  id: Generated<string>;
  task_id: string;
  sender_id: string;
  message: string;
  created_at: CreatedAt;
  hidden_at: NullableTimestamp;
}

export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  message: string;
  action_url: string | null;
  is_read: Generated<boolean>;
  created_at: CreatedAt;
}

export interface FeedbackTable {
  id: Generated<string>;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  status: Generated<'new' | 'reviewed'>;
  created_at: CreatedAt;
}

export interface NewsletterSubscribersTable {
  email: string;
  created_at: CreatedAt;
}

export interface NewsTable {
  id: Generated<string>;
  description: string;
  location: Generated<string>;
  take_user_to: string;
  created_at: CreatedAt;
}

export interface UploadsTable {
  id: Generated<string>;
  user_id: string | null;
  file_name: string;
  content_type: string;
  size_bytes: number;
  created_at: CreatedAt;
}

export interface CountersTable {
  name: string;
  value: ColumnType<string, number | undefined, number>;
}

export interface Schema extends TrustTables, DiscoveryTables, RegistryTables, PaymentTables, DeliveryTables {
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  job_posts: JobPostsTable;
  worker_posts: WorkerPostsTable;
  job_interest: JobInterestTable;
  resumes: ResumesTable;
  resume_downloads: ResumeDownloadsTable;
  job_roles: { name: string };
  certificate_options: { name: string };
  tasks: TasksTable;
  offers: OffersTable;
  questions: QuestionsTable;
  messages: MessagesTable;
  notifications: NotificationsTable;
  feedback: FeedbackTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  news: NewsTable;
  uploads: UploadsTable;
  counters: CountersTable;
  repeating_jobs: { name: string; last_started_at: Timestamp; runs: Generated<string> };
  rate_limit_counts: { key: string; count: number; resets_at: Timestamp };
}
