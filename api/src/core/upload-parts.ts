import { DomainError } from './errors.js';
import type { SqlRunner } from './sql.js';

/**
 * Uploaded files kept in the database in parts until a worker imports them, so a worker on any node
 * can stream them and a retried job can read them again (the watchlist and LEI register imports).
 * Each importer owns its parts table; every such table has the columns of `PartsOf` plus `seq` and `data`.
 */

/** Parts of an uploaded file as stored: small enough to stream, large enough for few rows. */
export const PART_BYTES = 1024 * 1024;

/** A text (from JSON) or a stream of chunks (a multipart upload, a fetched URL). */
export type PartsSource = string | AsyncIterable<Buffer | string>;

/** Which file: a parts table (a constant of the owning module, never input) and the key columns naming the file in it. */
export interface PartsOf {
  table: string;
  key: Readonly<Record<string, string | number>>;
}

/** `where` over the key columns, with their values as $1, $2 … */
function keyFilter({ key }: PartsOf): { where: string; values: (string | number)[] } {
  const columns = Object.keys(key);
  return { where: columns.map((column, i) => `${column} = $${i + 1}`).join(' and '), values: columns.map((column) => key[column]) };
}

/**
 * Stores `source` as parts of PART_BYTES; PAYLOAD_TOO_LARGE naming `field` past `maxBytes` (the
 * message says `what` is larger). Returns the bytes stored. Runs in the caller's transaction, when it has one.
 */
export async function storeParts(
  run: SqlRunner,
  file: PartsOf,
  source: PartsSource,
  limits: { maxBytes: number; field: string; what: string },
): Promise<number> {
  const columns = [...Object.keys(file.key), 'seq', 'data'];
  const insert = `insert into ${file.table} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`;
  const keyValues = Object.values(file.key);
  let seq = 0;
  let total = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const flush = async () => {
    if (pendingBytes === 0) return;
    await run(insert, [...keyValues, seq++, Buffer.concat(pending)]);
    pending = [];
    pendingBytes = 0;
  };
  const chunks: AsyncIterable<Buffer | string> | Iterable<string> = typeof source === 'string' ? [source] : source;
  for await (const chunk of chunks) {
    let buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    total += buffer.length;
    if (total > limits.maxBytes) {
      throw new DomainError('PAYLOAD_TOO_LARGE', `The ${limits.what} is larger than ${limits.maxBytes / 1024 / 1024} MB`, limits.field);
    }
    while (buffer.length > 0) {
      const room = PART_BYTES - pendingBytes;
      pending.push(buffer.subarray(0, room));
      pendingBytes += Math.min(room, buffer.length);
      buffer = buffer.subarray(room);
      if (pendingBytes === PART_BYTES) await flush();
    }
  }
  await flush();
  return total;
}

/** One stored part (0-based `seq`), or undefined past the last. */
export async function readPart(run: SqlRunner, file: PartsOf, seq: number): Promise<Buffer | undefined> {
  const { where, values } = keyFilter(file);
  const [row] = await run(`select data from ${file.table} where ${where} and seq = $${values.length + 1}`, [...values, seq]);
  return row ? (row.data as Buffer) : undefined;
}

/** The stored parts of a file, one at a time (bounded memory whatever the file size). */
export async function* readParts(run: SqlRunner, file: PartsOf): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq++) {
    const data = await readPart(run, file, seq);
    if (!data) return;
    yield data;
  }
}

/** The stored size of a file in bytes (0 when none is stored). */
export async function storedBytes(run: SqlRunner, file: PartsOf): Promise<number> {
  const { where, values } = keyFilter(file);
  const [row] = await run(`select coalesce(sum(length(data)), 0)::float8 as bytes from ${file.table} where ${where}`, values);
  return Number(row?.bytes ?? 0);
}
