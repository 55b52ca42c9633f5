import {
  ConfigError,
  exitRefused,
  missingInProduction,
  nodeEnvironment,
  readEnvironment,
} from '@fairgo/hosting/environment';
import { readSite } from '@fairgo/hosting/site-config';
import { resolve } from 'node:path';
import Type from 'typebox';
import { apiVariables, withoutSlash } from '../config';
import { openDatabase, type DatabaseTarget } from '../db/database';

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

/**
 * The database alone, for the operator's commands that need nothing else (`npm run migrate`,
 * `npm run admin`): DATABASE_URL, required in production, or the embedded database in DATA_DIR.
 */
export function loadDatabaseTarget(env: NodeJS.ProcessEnv = process.env): DatabaseTarget {
  const problems: string[] = [];
  const { production, problem } = nodeEnvironment(env);
  if (problem) problems.push(problem);
  if (production) problems.push(...missingInProduction(env, { DATABASE_URL: 'the database to change' }));
  const { dataDir } = readSite(env, production, problems);
  const read = readEnvironment(Type.Pick(apiVariables, ['DATABASE_URL', 'DATABASE_POOL_SIZE']), env, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return read.DATABASE_URL
    ? { kind: 'postgres', url: withoutSlash(read.DATABASE_URL), poolSize: read.DATABASE_POOL_SIZE }
    : { kind: 'pglite', dataDir: resolve(dataDir, 'pglite') };
}
