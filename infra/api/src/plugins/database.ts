import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { StartRefused } from '@fairgo/hosting/environment';
import type { ApiConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import { migrate, migrationStatus } from '../db/migrate';
import type { Schema } from '../db/schema';
import { seedDemoData } from '../seed/seed';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Kysely<Schema>;
  }
}

/**
 * Opens the database (PGlite, or PostgreSQL with DATABASE_URL), applies pending migrations (or, when
 * migrations are a deploy step of their own, refuses a database behind the code), seeds an empty one.
 */
export default fp<{ config: ApiConfig; database?: Database }>(
  async (app, { config, database: given }) => {
    const target = config.database;
    const database =
      given ??
      (await openDatabase(
        target.kind === 'postgres'
          ? { ...target, onConnectionError: (error) => app.log.warn({ err: error }, 'database: a connection dropped') }
          : target,
      ));
    if (config.migrateOnStart) {
      const applied = await migrate(database);
      if (applied > 0) app.log.info({ applied, kind: database.kind }, 'database migrated');
    } else {
      const status = await migrationStatus(database);
      if (status.database < status.code) {
        if (!given) await database.close();
        throw new StartRefused(
          `The database's schema is at version ${status.database}, this code needs ${status.code}: run \`npm run migrate\` first (docs/deploying.md).`,
        );
      }
    }
    if (config.seedDemoData && (await seedDemoData(database.db, config, app.store))) app.log.info('demo data seeded');
    app.decorate('database', database);
    app.decorate('db', database.db);
    if (!given) app.addHook('onClose', () => database.close());
  },
  { name: 'database', dependencies: ['object-store'] },
);
