// What PostgreSQL (and PGlite, which answers with the same codes) says when a write meets a rule of
// the schema: a request that loses a race to a unique index is the client's conflict, not a 500.

const UNIQUE_VIOLATION = '23505';

/** The write broke a unique index or constraint: another request stored the same thing first. */
export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === UNIQUE_VIOLATION;

// The server is gone, refuses, is shutting down or starting, has no connection left, or did not answer
// in time (db/database.ts DATABASE_WAITS): the request may well work in a moment.
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '57014',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
]);
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error',
  'Connection closed',
];

/** The database could not be reached or did not answer in time (not a fault of the request). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((known) => message.includes(known));
}
