import { Type, type Static } from 'typebox';
import { Person } from './common';
import { CredentialTypeSchema } from '../credentials/contract';
import { MAX_REASON, MAX_REVIEW_COMMENT } from '../tasks/rules';
import { REPORT_REASONS, REPORT_STATUSES, REPORT_SUBJECTS, type ReportSubject } from '../rules/trust';

export * from '../rules/trust';

// Trust between people: reviews after a task, public profiles, reports and their handling.

export const Review = Type.Object({
  _id: Type.String(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  comment: Type.String(),
  reviewer: Person,
  /** The task it is about. */
  taskTitle: Type.String(),
  createdOn: Type.String(),
});
export type Review = Static<typeof Review>;

/**
 * Both sides' reviews on a completed task, as its owner or assignee sees them. The other side's
 * review stays `null` (while `theirsWritten` says it exists) until both have written or the window closes.
 */
export const TaskReviews = Type.Object({
  mine: Type.Union([Review, Type.Null()]),
  theirs: Type.Union([Review, Type.Null()]),
  theirsWritten: Type.Boolean(),
  /** The viewer may still write theirs. */
  canReview: Type.Boolean(),
  /** Who the viewer reviews. */
  otherName: Type.String(),
  windowEndsOn: Type.String(),
});
export type TaskReviews = Static<typeof TaskReviews>;

export const ReviewBody = Type.Object(
  {
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    comment: Type.String({ maxLength: MAX_REVIEW_COMMENT }),
  },
  { additionalProperties: false },
);
export type ReviewBody = Static<typeof ReviewBody>;

export const UserIdParams = Type.Object({ userId: Type.String({ format: 'uuid' }) });

/** GET /api/people/:userId: what anyone signed in sees of a person (/people/:userId). */
export const PublicProfile = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  profileImage: Type.Union([Type.String(), Type.Null()]),
  /** YYYY-MM-DD */
  memberSince: Type.String(),
  rating: Type.Object({ average: Type.Union([Type.Number(), Type.Null()]), count: Type.Integer() }),
  reviews: Type.Array(Review),
  completedTasks: Type.Integer(),
  /** Their verified credentials that have not expired. */
  badges: Type.Array(CredentialTypeSchema),
});
export type PublicProfile = Static<typeof PublicProfile>;

const SubjectSchema = Type.Enum(Object.keys(REPORT_SUBJECTS) as ReportSubject[]);

export const ReportBody = Type.Object(
  {
    subject: SubjectSchema,
    subjectId: Type.String({ format: 'uuid' }),
    reason: Type.Enum(REPORT_REASONS),
    note: Type.String({ maxLength: MAX_REASON }),
  },
  { additionalProperties: false },
);
export type ReportBody = Static<typeof ReportBody>;

/** An open report, as the admins' Reports page lists it, with the reported content quoted. */
export const AdminReport = Type.Object({
  _id: Type.String(),
  subject: SubjectSchema,
  subjectId: Type.String(),
  /** The reported content's text (a title, a message, a name); empty when it is gone. */
  excerpt: Type.String(),
  /** Where the content is seen on the site. */
  link: Type.String(),
  reportedUser: Type.Object({ _id: Type.String(), name: Type.String(), email: Type.String() }),
  reporter: Type.Object({ name: Type.String(), email: Type.String() }),
  reason: Type.String(),
  note: Type.String(),
  status: Type.Enum(REPORT_STATUSES),
  createdOn: Type.String(),
  /** What admins did before about the reported user: each earlier report resolved, newest first. */
  history: Type.Array(
    Type.Object({
      status: Type.Enum(REPORT_STATUSES),
      reason: Type.String(),
      resolvedOn: Type.String(),
      resolvedBy: Type.String(),
    }),
  ),
});
export type AdminReport = Static<typeof AdminReport>;

/** A request to cancel an accepted task that the other side let pass its 48 hours. */
export const StandingCancellation = Type.Object({
  taskId: Type.String(),
  taskTitle: Type.String(),
  requestedBy: Type.String(),
  otherSide: Type.String(),
  reason: Type.String(),
  createdOn: Type.String(),
});
export type StandingCancellation = Static<typeof StandingCancellation>;

export const ReportsReply = Type.Object({
  reports: Type.Array(AdminReport),
  standingCancellations: Type.Array(StandingCancellation),
});
export type ReportsReply = Static<typeof ReportsReply>;

export const ReportIdParams = Type.Object({ reportId: Type.String({ format: 'uuid' }) });
export const ReviewIdParams = Type.Object({ reviewId: Type.String({ format: 'uuid' }) });
