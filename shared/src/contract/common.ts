import { Type, type Static } from 'typebox';

export * from '../rules/common';

/** Every error answer: `{ message }`, naming the field where input was wrong. */
export const ErrorReply = Type.Object({
  message: Type.String(),
  /** A refusal a client acts on by itself: 'suspended' (a 401 or 403 to an account an admin suspended). */
  code: Type.Optional(Type.Literal('suspended')),
});
export type ErrorReply = Static<typeof ErrorReply>;

/** A plain success answer. */
export const MessageReply = Type.Object({ message: Type.String() });
export type MessageReply = Static<typeof MessageReply>;

export const Email = Type.String({ format: 'email', maxLength: 254 });
/** Passwords: at least 8 characters, at most 128, never truncated (ARCHITECTURE §3). */
export const Password = Type.String({ minLength: 8, maxLength: 128 });

/** GET /api/outbox (admins): the e-mails the site has sent, newest first (ARCHITECTURE §3). */
export const OutboxMail = Type.Object({
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  kind: Type.String(),
  createdAt: Type.String(),
});
export type OutboxMail = Static<typeof OutboxMail>;
export const OutboxQuery = Type.Object({ to: Type.Optional(Type.String({ maxLength: 254 })) });
