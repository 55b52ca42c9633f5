import { Type, type Static } from 'typebox';
import { Email } from './common';
import { MAX_FEEDBACK_MESSAGE } from '../rules/community';

export * from '../rules/community';

// What the shell and mf-admin show beyond listings and tasks (product.md#records, product.md#api-calls): notifications, the
// newsletter, feedback and its statistics, news and new users.

/** GET /api/notifications: the signed-in user's own, newest first (product.md#records). */
export const Notification = Type.Object({
  _id: Type.String(),
  message: Type.String(),
  actionURL: Type.Optional(Type.String()),
  createdOn: Type.String(),
  isRead: Type.Boolean(),
});
export type Notification = Static<typeof Notification>;
export const Notifications = Type.Array(Notification);

/** POST /api/addEmailIntoNewsletter */
export const NewsletterBody = Type.Object({ email: Email }, { additionalProperties: false });

/** POST /api/feedback (product.md#records): name, email and message required; phone optional. */
export const FeedbackBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
    email: Email,
    phone: Type.Optional(Type.String({ maxLength: 20, pattern: '^[0-9 +()-]*$' })),
    message: Type.String({ minLength: 1, maxLength: MAX_FEEDBACK_MESSAGE, pattern: '\\S' }),
  },
  { additionalProperties: false },
);
export type FeedbackBody = Static<typeof FeedbackBody>;

export const FeedbackStatus = Type.Union([Type.Literal('new'), Type.Literal('reviewed')]);
export type FeedbackStatus = Static<typeof FeedbackStatus>;

export const Feedback = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  message: Type.String(),
  status: FeedbackStatus,
  createdOn: Type.String(),
});
export type Feedback = Static<typeof Feedback>;
export const FeedbackList = Type.Array(Feedback);

/** PUT /api/feedback/status: an admin marks a feedback new or reviewed. */
export const FeedbackStatusBody = Type.Object(
  { _id: Type.String({ format: 'uuid' }), status: FeedbackStatus },
  { additionalProperties: false },
);

/** GET /api/feedback/otherInformation (product.md#records). */
export const AdminStats = Type.Object({
  totalUsers: Type.Integer(),
  totalWorkers: Type.Integer(),
  totalEmployers: Type.Integer(),
  totalBoth: Type.Integer(),
  totalResetPasswords: Type.Integer(),
});
export type AdminStats = Static<typeof AdminStats>;

/** POST /api/feedback/sendEmail: one message to every user; `sendId` makes a repeated send a no-op. */
export const SendEmailBody = Type.Object(
  {
    subject: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
    body: Type.String({ minLength: 1, maxLength: 10_000, pattern: '\\S' }),
    sendId: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' }),
  },
  { additionalProperties: false },
);
export type SendEmailBody = Static<typeof SendEmailBody>;
export const SendEmailReply = Type.Object({ message: Type.String(), recipients: Type.Integer() });
export type SendEmailReply = Static<typeof SendEmailReply>;

/** GET /api/news (product.md#records). */
export const NewsItem = Type.Object({
  description: Type.String(),
  location: Type.String(),
  takeUserTo: Type.String(),
});
export type NewsItem = Static<typeof NewsItem>;
export const News = Type.Array(NewsItem);

/** GET /api/newusers and GET /api/getNewUsersImages (product.md#records, product.md#api-calls). */
export const NewUser = Type.Object({ name: Type.String(), profileImage: Type.Union([Type.String(), Type.Null()]) });
export type NewUser = Static<typeof NewUser>;
export const NewUsersImages = Type.Object({ usersImages: Type.Array(NewUser), totalUsers: Type.Integer() });
export type NewUsersImages = Static<typeof NewUsersImages>;
