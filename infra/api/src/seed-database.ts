// `npm run seed`: seeds the demo data into the configured database if it has no users yet (after
// applying its pending migrations, as on a developer's machine).
import { loadConfig } from './config';
import { openObjectStore } from '@fairgo/hosting/object-store';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { DEMO_PASSWORD, seedDemoData } from './seed/seed';

const config = loadConfig();
const database = await openDatabase(config.database);
await migrate(database);
const seeded = await seedDemoData(database.db, config, openObjectStore(config.storage));
console.log(
  seeded
    ? `Demo data seeded. Every demo account's password is ${DEMO_PASSWORD}.`
    : 'The database already has users; nothing seeded.',
);
await database.close();
