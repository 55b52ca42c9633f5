import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';

/** What an operator's `grant` or `revoke` did: the account's name, and whether it changed. */
export interface RightsChange {
  email: string;
  name: string;
  changed: boolean;
  /** Admins left after the change. */
  admins: number;
}

/**
 * Makes the account registered with `email` an admin (`admin: true`) or takes the rights away. The
 * next request of its sessions is judged by the new rights (each request reads the account). Null
 * when no account has that e-mail.
 */
export async function setAdmin(db: Kysely<Schema>, email: string, admin: boolean): Promise<RightsChange | null> {
  const address = email.trim().toLowerCase();
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'name', 'is_admin'])
      .where('email', '=', address)
      .forUpdate()
      .executeTakeFirst();
    if (!user) return null;
    if (user.is_admin !== admin)
      await trx.updateTable('users').set({ is_admin: admin }).where('id', '=', user.id).execute();
    const { count } = await trx
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('is_admin', '=', true)
      .executeTakeFirstOrThrow();
    return { email: address, name: user.name, changed: user.is_admin !== admin, admins: Number(count) };
  });
}
