import { createHmac, timingSafeEqual } from 'node:crypto';

// The digest's unsubscribe link acts without a session, so it carries its own proof: the user's id
// signed with the site's link secret (config.linkSecret). It only ever turns e-mails off.

const PURPOSE = 'search-digest-unsubscribe';
const signature = (secret: string, userId: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${userId}`).digest('base64url');

export const unsubscribeToken = (secret: string, userId: string) => `${userId}.${signature(secret, userId)}`;

/** The user a token was made for, or null when it was signed with none of `secrets` (a rotation reads two). */
export function userOfUnsubscribeToken(secrets: readonly string[], token: string): string | null {
  const [userId, given, ...rest] = token.split('.');
  if (!userId || !given || rest.length > 0 || !/^[0-9a-f-]{36}$/.test(userId)) return null;
  const actual = Buffer.from(given);
  const signedBy = (secret: string) => {
    const expected = Buffer.from(signature(secret, userId));
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  };
  return secrets.some(signedBy) ? userId : null;
}
