import type { RegisterFields } from '@fairgo/shared/contract';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';

/**
 * A new account from the registration form (already checked), its password hashed. Two registrations
 * with one e-mail at once meet the table's unique index: the second throws a unique violation.
 */
export async function addUser(
  db: Kysely<Schema>,
  input: RegisterFields,
  { passwordHash, profileImage }: { passwordHash: string; profileImage: string | null },
) {
  await db
    .insertInto('users')
    .values({
      name: input.name.trim(),
      email: input.email.trim().toLowerCase(),
      phone: input.phone,
      password_hash: passwordHash,
      role: input.role,
      profile_image: profileImage,
      location: input.location.trim(),
      company: input.company?.trim() || null,
      how_did_you_hear: input.howDidYouHearAboutUs || null,
    })
    .execute();
}

/** Sets a person's picture; answers the one it replaced (to remove), even when two uploads race. */
export async function replaceProfileImage(db: Kysely<Schema>, userId: string, url: string): Promise<string | null> {
  const previous = await db
    .updateTable('users')
    .set({ profile_image: url })
    .where('id', '=', userId)
    // A subquery in RETURNING reads the row as it was before this statement.
    .returning((eb) =>
      eb.selectFrom('users as before').select('before.profile_image').whereRef('before.id', '=', 'users.id').as('old'),
    )
    .executeTakeFirst();
  return previous?.old ?? null;
}

/** Where a person is written to: their address and name. */
export async function contactOf(db: Kysely<Schema>, userId: string) {
  return db.selectFrom('users').select(['email', 'name']).where('id', '=', userId).executeTakeFirstOrThrow();
}
