import { Type, type Static } from 'typebox';

export * from '../rules/common';
export * from '../rules/numbers';

/**
 * What went wrong on the server's side, in a 5xx answer: the database or the file store cannot be
 * reached, the payment provider did not answer, the instance is shutting down, or anything else.
 */
export const SERVER_FAILURES = [
  'databaseUnavailable',
  'storageUnavailable',
  'providerUnavailable',
  'shuttingDown',
  'internal',
] as const;
export type ServerFailure = (typeof SERVER_FAILURES)[number];

/** Every error answer: `{ message }`, naming the field where input was wrong. */
export const ErrorReply = Type.Object({
  message: Type.String(),
  /**
   * What a client decides by, never by the message: a refusal it acts on by itself ('suspended': a 401
   * or 403 to an account an admin suspended; 'alreadyRegistered': a 400 to a registration whose e-mail
   * has an account), and on every 5xx which of SERVER_FAILURES it was.
   */
  code: Type.Optional(
    Type.Union([
      Type.Literal('suspended'),
      Type.Literal('alreadyRegistered'),
      ...SERVER_FAILURES.map((code) => Type.Literal(code)),
    ]),
  ),
});
export type ErrorCode = NonNullable<ErrorReply['code']>;
export type ErrorReply = Static<typeof ErrorReply>;

/** A plain success answer. */
/**
 * Someone another person's page names (a task's owner, a tasker, a review's author): `_id` leads to
 * their public profile (/people/:userId).
 */
export const Person = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  profileImage: Type.Union([Type.String(), Type.Null()]),
});
export type Person = Static<typeof Person>;

export const MessageReply = Type.Object({ message: Type.String() });
export type MessageReply = Static<typeof MessageReply>;

export const Email = Type.String({ format: 'email', maxLength: 254 });
/** Passwords: at least 8 characters, at most 128, never truncated (architecture.md#the-api). */
export const Password = Type.String({ minLength: 8, maxLength: 128 });

/** GET /api/outbox (admins): the e-mails the site has sent, newest first (architecture.md#the-api). */
export const OutboxMail = Type.Object({
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  kind: Type.String(),
  createdAt: Type.String(),
  /** Waiting to be sent (or retried), sent, or given up after its last try. */
  status: Type.Union([Type.Literal('waiting'), Type.Literal('sent'), Type.Literal('failed')]),
  attempts: Type.Integer(),
  /** What the mail server said when the last try failed. */
  lastError: Type.Union([Type.String(), Type.Null()]),
});
export type OutboxMail = Static<typeof OutboxMail>;
export const OutboxQuery = Type.Object({
  to: Type.Optional(Type.String({ maxLength: 254 })),
  status: Type.Optional(Type.Union([Type.Literal('waiting'), Type.Literal('sent'), Type.Literal('failed')])),
});
export type OutboxQuery = Static<typeof OutboxQuery>;

/** GET /api/suburbs: one suggestion of a suburb's name. */
export const SuburbSuggestion = Type.Object({ Suburb: Type.String() });
export type SuburbSuggestion = Static<typeof SuburbSuggestion>;
