import { badInput } from './errors.js';
import { isUuid } from './ids.js';

/**
 * Cursors of keyset-paginated lists ordered by (created_at, id) descending: the last row's
 * timestamp in PostgreSQL's text form (`created_at::text`, microseconds intact) and its id, opaque
 * to callers.
 */
export const encodeCursor = (createdAt: string, id: string) => Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');

/** PostgreSQL's text form of a timestamptz, as `encodeCursor` receives it (anchored, no backtracking). */
const PG_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?[+-]\d{2}(?::\d{2})?$/;

/** A real calendar moment in PostgreSQL's text form: a forged cursor never reaches the query. */
function isTimestamp(text: string): boolean {
  const m = PG_TIMESTAMP.exec(text);
  if (!m) return false;
  const [y, mo, d, h, mi, se] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, se));
  return y >= 1 && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60 && se < 60;
}

/** The (createdAt, id) a cursor holds. BAD_USER_INPUT on `cursor` for anything `encodeCursor` did not make. */
export function decodeCursor(cursor: string): [createdAt: string, id: string] {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor.slice(0, 200), 'base64url').toString('utf8')) as unknown[];
    if (typeof createdAt === 'string' && typeof id === 'string' && isUuid(id) && isTimestamp(createdAt)) return [createdAt, id];
  } catch {
    // fall through
  }
  throw badInput('cursor is not valid; pass the nextCursor of the previous page', 'cursor');
}

/** What a sorted list's key is in SQL, so a cursor's key is checked before it is cast in a query. */
export type SortKeyType = 'timestamp' | 'text' | 'integer' | 'decimal';

const SORT_KEY_FORMATS: Readonly<Record<SortKeyType, (key: string) => boolean>> = {
  timestamp: isTimestamp,
  text: (key) => key.length <= 1000,
  integer: (key) => /^-?\d{1,9}$/.test(key),
  decimal: (key) => /^-?\d{1,18}(?:\.\d{1,6})?$/.test(key),
};

/**
 * Cursors of lists a caller may order (keyset pagination over (key, id)): the order's name, the last
 * row's key as PostgreSQL's text of it (null when it has none) and its id, opaque to callers.
 */
export const encodeSortCursor = (sort: string, key: string | null, id: string) =>
  Buffer.from(JSON.stringify([sort, key, id])).toString('base64url');

/**
 * The key and id of a cursor `encodeSortCursor` made for `sort`. BAD_USER_INPUT on `cursor` for
 * anything else, and for a cursor of another order (its key means nothing in this one).
 */
export function decodeSortCursor(cursor: string, sort: string, type: SortKeyType): [key: string | null, id: string] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor.slice(0, 2000), 'base64url').toString('utf8'));
  } catch {
    // fall through
  }
  if (Array.isArray(parsed) && parsed.length === 3) {
    const [of, key, id] = parsed as unknown[];
    if (typeof of === 'string' && typeof id === 'string' && isUuid(id)) {
      // The order first: another order's key may not even be of this one's type.
      if (of !== sort) throw badInput('cursor was made for another sort; start again without a cursor', 'cursor');
      if (key === null || (typeof key === 'string' && SORT_KEY_FORMATS[type](key))) return [key, id];
    }
  }
  throw badInput('cursor is not valid; pass the nextCursor of the previous page', 'cursor');
}
