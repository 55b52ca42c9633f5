import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { hashToken, newToken } from '../lib/tokens';

const RESET_MINUTES = 30;

// Password reset links (product.md#api-calls): a token mailed to the account's address, stored hashed, valid for
// 30 minutes and once.

/** Makes a link's token for `userId`; the token itself is never stored. */
export async function newResetToken(db: Kysely<Schema>, userId: string, now: Date): Promise<string> {
  const token = newToken();
  await db
    .insertInto('password_resets')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      expires_at: new Date(now.getTime() + RESET_MINUTES * 60_000),
    })
    .execute();
  return token;
}

/** The link of `token`, while it can still reset a password: unused and unexpired. */
const usableLink = (token: string, now: Date) => (eb: ExpressionBuilder<Schema, 'password_resets'>) =>
  eb.and([eb('token_hash', '=', hashToken(token)), eb('used_at', 'is', null), eb('expires_at', '>', now)]);

/** Whether a link could still reset a password (checked before the slow hashing of the new one). */
export async function isUsable(db: Kysely<Schema>, token: string, now: Date): Promise<boolean> {
  const found = await db.selectFrom('password_resets').select('id').where(usableLink(token, now)).executeTakeFirst();
  return !!found;
}

/**
 * Sets the password a link was sent for, and uses up every link of that account (an older e-mail must
 * not reset it again); answers the account's id, or undefined when the link is used or expired. The link
 * is claimed by one UPDATE: of requests racing with one link, only one sets a password.
 */
export async function resetWithToken(
  db: Kysely<Schema>,
  token: string,
  passwordHash: string,
  now: Date,
): Promise<string | undefined> {
  return db.transaction().execute(async (trx) => {
    const useUp = () => trx.updateTable('password_resets').set({ used_at: now });
    const claimed = await useUp().where(usableLink(token, now)).returning('user_id').executeTakeFirst();
    if (!claimed) return undefined;
    await useUp().where('user_id', '=', claimed.user_id).where('used_at', 'is', null).execute();
    await setPassword(trx, claimed.user_id, passwordHash);
    return claimed.user_id;
  });
}

export async function setPassword(db: Kysely<Schema>, userId: string, passwordHash: string) {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}
