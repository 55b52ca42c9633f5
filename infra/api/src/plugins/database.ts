import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { ApiConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import type { Schema } from '../db/schema';
import { seedDemoData } from '../seed/seed';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Kysely<Schema>;
  }
}

/** Opens the database (PGlite, or PostgreSQL with DATABASE_URL), applies pending migrations, seeds an empty one. */
export default fp<{ config: ApiConfig; database?: Database }>(
  async (app, { config, database: given }) => {
    const database = given ?? (await openDatabase(config.database));
    const applied = await migrate(database);
    if (applied > 0) app.log.info({ applied, kind: database.kind }, 'database migrated');
    if (config.seedDemoData && (await seedDemoData(database.db, config))) app.log.info('demo data seeded');
    app.decorate('database', database);
    app.decorate('db', database.db);
    if (!given) app.addHook('onClose', () => database.close());
  },
  { name: 'database' },
);
