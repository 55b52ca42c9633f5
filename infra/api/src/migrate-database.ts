// `npm run migrate`: applies the database's pending migrations, a deploy's step of its own (docs/deploying.md).
// Every migration only adds (tables, columns with defaults, indexes), so the version still serving keeps
// working while it runs; the new version's API starts once it has.
import { exitRefused } from '@fairgo/hosting/environment';
import { loadDatabaseTarget } from './config';
import { openDatabase } from './db/database';
import { migrate, migrationStatus } from './db/migrate';

// Only the database: a migration step needs none of the API's other settings or secrets.
const target = (() => {
  try {
    return loadDatabaseTarget();
  } catch (error) {
    return exitRefused(error);
  }
})();
const database = await openDatabase(target);
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
