// `npm run admin -- grant <email>` and `npm run admin -- revoke <email>`: an operator gives or takes
// admin rights with the database's address alone, so the first admin needs no SQL (docs/deploying.md).
import { openOperatorDatabase } from './operators/operator-database';
import { setAdmin } from './operators/admin-rights';

const USAGE = 'Usage: npm run admin -- grant <email> | revoke <email>';
const [command, email, ...rest] = process.argv.slice(2);
if ((command !== 'grant' && command !== 'revoke') || !email || rest.length > 0) {
  console.error(USAGE);
  process.exit(64);
}
const database = await openOperatorDatabase();
try {
  const change = await setAdmin(database.db, email, command === 'grant');
  if (!change) {
    console.error(`No account is registered with ${email}: register it on the site first, then grant.`);
    process.exitCode = 1;
  } else {
    const did = command === 'grant' ? 'is an admin' : 'is no longer an admin';
    console.log(
      `${change.name} <${change.email}> ${did}${change.changed ? '' : ' (no change)'}; admins: ${change.admins}.`,
    );
    if (change.admins === 0) console.log('No admin is left: grant someone before the next moderation is needed.');
  }
} finally {
  await database.close();
}
