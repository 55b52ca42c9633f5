import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';

/** The footer's newsletter signup: subscribing twice is not an error, and keeps one row. */
export async function subscribe(db: Kysely<Schema>, email: string) {
  await db
    .insertInto('newsletter_subscribers')
    .values({ email: email.trim().toLowerCase() })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .execute();
}
