import type { NewsItem, NewUser } from '@fairgo/shared/contract';
import { sql, type Kysely } from 'kysely';
import type { Schema } from '../db/schema';

const NEWS_LIMIT = 20;
const NEW_USERS = 8;

// The landing page's public lists (product.md#api-calls): the news, and the newest members.

export async function latestNews(db: Kysely<Schema>): Promise<NewsItem[]> {
  const rows = await db.selectFrom('news').selectAll().orderBy('created_at', 'desc').limit(NEWS_LIMIT).execute();
  return rows.map((row) => ({ description: row.description, location: row.location, takeUserTo: row.take_user_to }));
}

export async function newestUsers(db: Kysely<Schema>): Promise<NewUser[]> {
  const users = await db
    .selectFrom('users')
    .select(['name', 'profile_image'])
    .orderBy('created_at', 'desc')
    .limit(NEW_USERS)
    .execute();
  return users.map((user) => ({ name: user.name, profileImage: user.profile_image }));
}

export async function countUsers(db: Kysely<Schema>): Promise<number> {
  const total = await db
    .selectFrom('users')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(total.count);
}
