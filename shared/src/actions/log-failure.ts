import { isApiError, refusal } from '@fairgo/shared/api';

/**
 * What a person is told when a write fails (product.md#messages): one text, or texts by what the server
 * answered. The first that fits is told: an answer named in `answers` (by the server's `code`, then its
 * status), then a refusal (a 4xx) in the server's own words through `refused`, then `unreached` when the
 * server was not reached, then `failed`.
 */
export type Said =
  | string
  | {
      failed: string;
      /**
       * By the server's ErrorReply `code` (`alreadyRegistered`) or HTTP status (`404`): a text, or one made
       * from the server's words (a suspension's reason, which the admin wrote).
       */
      answers?: Readonly<Record<string, string | ((words: string) => string)>>;
      /** A refusal's words, as the server wrote them, made fit to show (a field's name taken off). */
      refused?: (words: string) => string;
      /** The server was not reached (status 0). */
      unreached?: string;
    };

/**
 * One failure of an app: its code, with what was being done (`TASKS-001 accepting an offer`), and, for a
 * write, what the person is told. The prefix names the app (ACCOUNT, ADMIN, MARKET, TASKS, SHELL), as
 * Module Federation's own error codes do. Only `failureCodes` makes one, so every failure comes from
 * its app's one table.
 */
export interface Failure {
  readonly code: string;
  readonly said?: Said;
}

type AppPrefix = 'ACCOUNT' | 'ADMIN' | 'MARKET' | 'TASKS' | 'SHELL' | 'APP' | 'QUERY' | 'API';
type Entry = readonly [number, string] | readonly [number, string, Said];

/**
 * An app's table of failures: each one's number, unique in the app, what was being done and, for a
 * write, what the person is told. `failureCodes('TASKS', { acceptOffer: [1, 'accepting an offer',
 * OFFER_ACCEPT_FAILED] }).acceptOffer.code` is 'TASKS-001 accepting an offer'. A number used twice,
 * here or in `taken` (another table of the same prefix), throws when the table is made, so the app
 * fails its tests and does not start.
 */
export function failureCodes<const Table extends Record<string, Entry>>(
  app: AppPrefix,
  table: Table,
  taken: readonly Failure[] = [],
): { readonly [Name in keyof Table]: Failure } {
  const numbers = new Map(taken.map(({ code }) => [code.slice(0, code.indexOf(' ')), code]));
  const failures: Record<string, Failure> = {};
  for (const [name, [number, doing, said]] of Object.entries(table)) {
    const id = `${app}-${String(number).padStart(3, '0')}`;
    const other = numbers.get(id);
    if (other) throw new Error(`${id} names two failures: "${other}" and "${id} ${doing}"`);
    failures[name] = { code: `${id} ${doing}`, ...(said === undefined ? {} : { said }) };
    numbers.set(id, failures[name].code);
  }
  return failures as { readonly [Name in keyof Table]: Failure };
}

/** The one log line of a failure: `[tasks] TASKS-001 accepting an offer failed`. */
export function logFailure({ code }: Failure, error: unknown) {
  const app = code.slice(0, code.indexOf('-')).toLowerCase();
  console.error(`[${app}] ${code} failed`, error);
}

/** What the person is told of this failure (see `Said`); a failure its table says nothing for tells nothing. */
export function toldOf({ said }: Failure, error: unknown): string | null {
  if (said === undefined) return null;
  if (typeof said === 'string') return said;
  if (isApiError(error)) {
    const answer = (error.code && said.answers?.[error.code]) || said.answers?.[error.status];
    if (answer) return typeof answer === 'string' ? answer : answer(error.message);
  }
  const words = refusal(error);
  if (words !== null && said.refused) return said.refused(words);
  if (isApiError(error, 0) && said.unreached) return said.unreached;
  return said.failed;
}

/** Their words as written: for `refused` where the server's refusal is for the person to read as it is. */
export const theirWords = (words: string) => words;
