/**
 * What every FairGo process reads of its environment the same way. NODE_ENV is read as an operator
 * means it: "production", "Production" and "PRODUCTION" are production; anything but production,
 * development or test is a mistake to say, not a reason to run as development.
 */
export function nodeEnvironment(env: NodeJS.ProcessEnv): { production: boolean; problem: string | null } {
  const raw = (env.NODE_ENV ?? '').trim().toLowerCase();
  if (raw !== '' && raw !== 'production' && raw !== 'development' && raw !== 'test') {
    return { production: false, problem: `NODE_ENV must be production, development or test, got "${env.NODE_ENV}"` };
  }
  return { production: raw === 'production', problem: null };
}

/** Names what production needs and `env` lacks: "<NAME> is required in production: <why>". */
export function missingInProduction(env: NodeJS.ProcessEnv, required: Record<string, string>): string[] {
  return Object.entries(required)
    .filter(([name]) => !name.split(' or ').some((each) => env[each]))
    .map(([name, why]) => `${name} is required in production: ${why}`);
}
