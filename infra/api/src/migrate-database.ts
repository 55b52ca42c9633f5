// `npm run migrate`: applies the database's pending migrations, a deploy's step of its own (docs/deploying.md).
// Every migration only adds (tables, columns with defaults, indexes), so the version still serving keeps
// working while it runs; the new version's API starts once it has.
import { openOperatorDatabase } from './operators/operator-database';
import { migrate, migrationStatus } from './db/migrate';

const database = await openOperatorDatabase();
try {
  const applied = await migrate(database);
  const { database: version } = await migrationStatus(database);
  console.log(
    applied > 0
      ? `Applied ${applied} migration(s); the schema is at version ${version}.`
      : `The schema is current (version ${version}).`,
  );
} finally {
  await database.close();
}
