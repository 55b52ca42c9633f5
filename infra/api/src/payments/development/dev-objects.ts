import { sql, type Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { Schema } from '../../db/schema';

type Db = Kysely<Schema>;
export type Data = Record<string, unknown>;

const newId = (prefix: string) => `${prefix}_dev_${randomBytes(12).toString('hex')}`;

/** The development provider's records: Stripe's objects, kept in its own table (migration 007). */
export function devObjects(db: Db) {
  return {
    async get<T extends Data>(id: string, type: string): Promise<T | undefined> {
      const row = await db
        .selectFrom('dev_provider_objects')
        .select('data')
        .where('id', '=', id)
        .where('type', '=', type)
        .executeTakeFirst();
      return row?.data as T | undefined;
    },
    async create<T extends Data>(prefix: string, type: string, data: T, idempotencyKey?: string) {
      const object = { id: newId(prefix), object: type, ...data };
      await db
        .insertInto('dev_provider_objects')
        .values({ id: object.id, type, data: JSON.stringify(object), idempotency_key: idempotencyKey ?? null })
        .execute();
      return object;
    },
    async update(id: string, changes: Data) {
      const row = await db
        .selectFrom('dev_provider_objects')
        .select('data')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const data = { ...row.data, ...changes };
      await db
        .updateTable('dev_provider_objects')
        .set({ data: JSON.stringify(data) })
        .where('id', '=', id)
        .execute();
      return data;
    },
    /** Changes an object only if its `field` still has the value `from` (single-use pages): answers it, or nothing. */
    async claim<T extends Data>(id: string, field: string, from: unknown, changes: Data): Promise<T | undefined> {
      const row = await db
        .updateTable('dev_provider_objects')
        .set((eb) => ({ data: sql`${eb.ref('data')} || ${JSON.stringify(changes)}::jsonb` }))
        .where('id', '=', id)
        .where(sql<boolean>`data -> ${field} = ${JSON.stringify(from)}::jsonb`)
        .returning('data')
        .executeTakeFirst();
      return row?.data as T | undefined;
    },
    /** The answer already given to `key`, if a request carried it before (Stripe's idempotent requests). */
    async answered(key: string) {
      const row = await db
        .selectFrom('dev_provider_objects')
        .select('data')
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
      return row?.data;
    },
    list(type: string) {
      return db
        .selectFrom('dev_provider_objects')
        .select('data')
        .where('type', '=', type)
        .orderBy('created_at')
        .execute();
    },
  };
}
