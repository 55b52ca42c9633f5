import { badRequest } from '../lib/http-errors';

// "Show more listings" asks for the page after the last listing shown: keyset paging, which reads
// from an index however deep the page, where an offset reads and drops every row before it.

export type ListKind = 'job' | 'worker';

/**
 * A listing's place in a list, as the next page continues from it: its creation time (to the
 * microsecond, as stored) and id, and what the list is sorted by first (matching days, distance).
 */
export interface Cursor {
  /** Which list: job posts or workers' posts (a cursor of one is refused by the other). */
  k: ListKind;
  t: string;
  i: string;
  m?: number;
  d?: number;
  /** Pay an hour in cents, 0 when unknown (sorted by pay). */
  p?: number;
}
export const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STORED_TIME = /^20\d{2}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
/** A real instant: JavaScript rolls 31 February over to March, which PostgreSQL refuses. */
const isRealTime = (time: string) => {
  if (!STORED_TIME.test(time)) return false;
  // An impossible time (hour 99, month 13) parses to NaN, which toISOString throws on.
  const parsed = Date.parse(time);
  return !Number.isNaN(parsed) && new Date(parsed).toISOString().slice(0, 19) === time.slice(0, 19);
};

/** The cursor `after` names, or a 400 naming it: made by this list (same sort), not by hand. */
export function decodeCursor(after: string, sort: string, kind: ListKind): Cursor {
  const refused = () => badRequest('after: not the cursor of a listing of this list.');
  let cursor: Partial<Cursor>;
  try {
    cursor = JSON.parse(Buffer.from(after, 'base64url').toString('utf8')) as Partial<Cursor>;
  } catch {
    throw refused();
  }
  if (typeof cursor !== 'object' || cursor === null) throw refused();
  const { k, t, i, m, d, p } = cursor;
  if (k !== kind) throw refused();
  if (typeof t !== 'string' || !isRealTime(t)) throw refused();
  if (typeof i !== 'string' || !UUID.test(i)) throw refused();
  if (sort === 'days' && !(Number.isInteger(m) && m! >= 0 && m! <= 7)) throw refused();
  if (sort === 'distance' && !(typeof d === 'number' && Number.isFinite(d) && d >= 0)) throw refused();
  if (sort === 'pay' && !(Number.isInteger(p) && p! >= 0)) throw refused();
  return {
    k,
    t,
    i,
    ...(sort === 'days' ? { m } : {}),
    ...(sort === 'distance' ? { d } : {}),
    ...(sort === 'pay' ? { p } : {}),
  };
}
