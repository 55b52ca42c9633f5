import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';

/** Adds one to a counter of product.md#api-calls, atomically (the first call makes its row). */
export async function countOne(db: Kysely<Schema>, name: string) {
  await db
    .insertInto('counters')
    .values({ name, value: 1 })
    .onConflict((conflict) => conflict.column('name').doUpdateSet((eb) => ({ value: eb('counters.value', '+', 1) })))
    .execute();
}
