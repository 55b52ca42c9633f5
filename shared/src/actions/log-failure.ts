declare const failure: unique symbol;
/**
 * A code naming one failure, with what was being done: 'TASKS-001 accepting an offer'. The prefix
 * names the app (ACCOUNT, ADMIN, MARKET, TASKS, SHELL), as Module Federation's own error codes do.
 * Only `failureCodes` makes one, so every code comes from its app's one table.
 */
export type FailureCode = string & { readonly [failure]: true };

type AppPrefix = 'ACCOUNT' | 'ADMIN' | 'MARKET' | 'TASKS' | 'SHELL' | 'APP' | 'QUERY' | 'API';

/**
 * An app's table of failure codes: each failure's number, unique in the app, and what was being done.
 * `failureCodes('TASKS', { acceptOffer: [1, 'accepting an offer'] }).acceptOffer` is
 * 'TASKS-001 accepting an offer'. A number used twice, here or in `taken` (another table of the same
 * prefix), throws when the table is made, so the app fails its tests and does not start.
 */
export function failureCodes<const Table extends Record<string, readonly [number, string]>>(
  app: AppPrefix,
  table: Table,
  taken: readonly FailureCode[] = [],
): { readonly [Name in keyof Table]: FailureCode } {
  const numbers = new Map(taken.map((code) => [code.slice(0, code.indexOf(' ')), code]));
  const codes: Record<string, FailureCode> = {};
  for (const [name, [number, doing]] of Object.entries(table)) {
    const id = `${app}-${String(number).padStart(3, '0')}`;
    const other = numbers.get(id);
    if (other) throw new Error(`${id} names two failures: "${other}" and "${id} ${doing}"`);
    codes[name] = `${id} ${doing}` as FailureCode;
    numbers.set(id, codes[name]);
  }
  return codes as { readonly [Name in keyof Table]: FailureCode };
}

/** The one log line of a failure the user was told about: `[tasks] TASKS-001 accepting an offer failed`. */
export function logFailure(code: FailureCode, error: unknown) {
  const app = code.slice(0, code.indexOf('-')).toLowerCase();
  console.error(`[${app}] ${code} failed`, error);
}
