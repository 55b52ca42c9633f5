import { exitRefused } from '@fairgo/hosting/environment';
import { loadDatabaseTarget } from '../config';
import { openDatabase } from '../db/database';

/**
 * The database an operator's command works on (`npm run migrate`, `npm run admin`), from its address
 * alone: such a command needs none of the API's other settings or secrets. A bad or missing address
 * ends the process with its sentence (EX_CONFIG).
 */
export async function openOperatorDatabase() {
  try {
    return await openDatabase(loadDatabaseTarget());
  } catch (error) {
    return exitRefused(error);
  }
}
