// `npm run seed`: migrates the configured database and seeds the demo data if it has no users yet.
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { DEMO_PASSWORD, seedDemoData } from './seed';

const config = loadConfig();
const database = await openDatabase(config.database);
await migrate(database);
const seeded = await seedDemoData(database.db, config);
console.log(
  seeded
    ? `Demo data seeded. Every demo account's password is ${DEMO_PASSWORD}.`
    : 'The database already has users; nothing seeded.',
);
await database.close();
