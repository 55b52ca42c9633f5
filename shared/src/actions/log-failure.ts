/**
 * A code naming one failure, with what was being done: 'TASKS-004 accepting an offer'. The prefix
 * names the app (ACCOUNT, ADMIN, MARKET, TASKS, SHELL), as Module Federation's own error codes do.
 */
export type FailureCode = `${Uppercase<string>}-${number} ${string}`;

/** The one log line of a failure the user was told about: `[tasks] TASKS-004 accepting an offer failed`. */
export function logFailure(code: FailureCode, error: unknown) {
  const app = code.slice(0, code.indexOf('-')).toLowerCase();
  console.error(`[${app}] ${code} failed`, error);
}
