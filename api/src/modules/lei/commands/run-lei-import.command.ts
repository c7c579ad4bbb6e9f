import type { EntityManager } from '@mikro-orm/postgresql';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { DomainError } from '../../../core/errors.js';
import { safeFetchStream } from '../../../core/safe-fetch.js';
import { sqlOf, type SqlRunner } from '../../../core/sql.js';
import { ThreadPool, workerFile } from '../../../core/thread-pool.js';
import { storeParts, storedBytes, type PartsOf } from '../../../core/upload-parts.js';
import { csvChunks, parseCsvChunk } from '../formats/csv-chunks.js';
import { headerIndexes, LEVEL1_COLUMNS, LEVEL1_REQUIRED, LEVEL2_COLUMNS, LEVEL2_REQUIRED } from '../formats/gleif-csv.js';
import { LeiFormatError } from '../formats/lei-format-error.js';
import { openRegisterFile } from '../formats/register-file.js';
import { registerChanges } from '../lei-changes.js';
import { LeiVersionStatus } from '../lei-register-version.entity.js';
import {
  createTablesSql,
  dropStaleTables,
  dropVersionTables,
  RECORD_COLUMNS,
  recordIndexesSql,
  recordsTable,
  relationshipIndexesSql,
  relationshipsTable,
} from '../lei-tables.js';
import type { LeiImportJob } from '../lei.jobs.js';
import type { KnownLeis, LeiChangeAlerts } from '../lei.ports.js';
import type { RowsJob, RowsResult } from '../import-rows.js';

/** Level 1 records a register version may hold (GLEIF's golden copy holds about 2.9 million). */
export const MAX_LEI_RECORDS = 5_000_000;
/** A stored or fetched register file (GLEIF's Level 1 zip is about 450 MB). */
export const MAX_REGISTER_FILE_BYTES = 2 * 1024 ** 3;
/** A zipped register CSV unzipped (GLEIF's Level 1 CSV is about 4 GB): the zip-bomb bound. */
export const MAX_REGISTER_CSV_BYTES = 16 * 1024 ** 3;
/** A URL import's download, redirects and body included. */
export const REGISTER_FETCH_TIMEOUT_MS = 30 * 60_000;
/** What a register URL may answer. */
export const REGISTER_FILE_TYPES = [
  'text/csv',
  'application/zip',
  'application/x-zip-compressed',
  'application/octet-stream',
  'text/plain',
];

/** The stored file `part` (level1, level2) of a register version. */
export const registerFile = (version: number, part: 'level1' | 'level2'): PartsOf => ({
  table: 'lei_upload_parts',
  key: { version, part },
});

/** Chunks are parsed and their names normalised on worker threads: at 15 µs a name, 2.5 million take 40 s of CPU. */
let rows: ThreadPool<RowsJob, RowsResult> | undefined;
const rowsPool = () =>
  (rows ??= new ThreadPool({
    url: workerFile(import.meta.url, '../import-rows.worker'),
    size: 2,
    onError: (message) => new LeiFormatError(message),
  }));

/** The import was superseded by a newer one (or its version row went): stop and keep nothing. */
class Superseded extends Error {}

/** Bytes of CSV per chunk a thread turns into rows. */
const CHUNK_BYTES = 2 * 1024 * 1024;
/** Chunks being turned into rows at once (two threads, and one waiting each). */
const IN_FLIGHT = 4;
/** A GLEIF record holds about 200 cells and a few kB; one this long has an unclosed quote. */
const MAX_RECORD_BYTES = 256 * 1024;

interface Progress {
  records: number;
  relationships: number;
  bytes: number;
}

/** Writes the progress of the running import; Superseded when a newer import replaced it. */
async function reportProgress(run: SqlRunner, version: number, progress: Progress): Promise<void> {
  const rows = await run(
    'update lei_register_versions set records_read = $2, relationships_read = $3, bytes_read = $4 where version = $1 and status = $5 returning version',
    [version, progress.records, progress.relationships, progress.bytes, LeiVersionStatus.IMPORTING],
  );
  if (rows.length === 0) throw new Superseded();
}

/** Counts the bytes of `chunks` into `progress`. */
async function* counted(chunks: AsyncIterable<Buffer>, progress: Progress): AsyncGenerator<Buffer> {
  for await (const chunk of chunks) {
    progress.bytes += chunk.length;
    yield chunk;
  }
}

/** The header's cells. */
function headerCells(bytes: Uint8Array): string[] {
  let cells: string[] = [];
  parseCsvChunk(bytes, 0, null, (all) => (cells = all));
  return cells;
}

/**
 * The rows of one file, chunk by chunk, in order: the chunks turned into rows on the threads,
 * IN_FLIGHT ahead; progress reported every 25 chunks.
 */
async function* fileRows(
  run: SqlRunner,
  version: number,
  kind: 'level1' | 'level2',
  source: AsyncIterable<Buffer>,
  progress: Progress,
): AsyncGenerator<RowsResult> {
  const pending: Promise<RowsResult>[] = [];
  let indexes: number[] | undefined;
  let chunks = 0;
  try {
    for await (const piece of csvChunks(source, kind, { chunkBytes: CHUNK_BYTES, maxRecordBytes: MAX_RECORD_BYTES })) {
      if ('header' in piece) {
        indexes =
          kind === 'level1'
            ? headerIndexes(headerCells(piece.header), LEVEL1_COLUMNS, LEVEL1_REQUIRED, kind)
            : headerIndexes(headerCells(piece.header), LEVEL2_COLUMNS, LEVEL2_REQUIRED, kind);
        continue;
      }
      const limit = kind === 'level1' ? MAX_LEI_RECORDS : MAX_LEI_RECORDS * 4;
      if (piece.firstRecord + piece.records > limit + 1) {
        throw new LeiFormatError(`${kind}: more than ${limit.toLocaleString('en-US')} records`);
      }
      // The chunk is moved to the thread: a copy of its bytes alone (it may be a view into a larger buffer).
      const bytes = new Uint8Array(piece.bytes);
      const done = rowsPool().run({ kind, bytes, firstRecord: piece.firstRecord, indexes: indexes! }, [bytes.buffer]);
      done.catch(() => undefined); // awaited below, in order
      pending.push(done);
      if (pending.length >= IN_FLIGHT) {
        yield await pending.shift()!;
        if (++chunks % 25 === 0) await reportProgress(run, version, progress);
      }
    }
    if (!indexes) throw new LeiFormatError(`${kind}: the file is empty`);
    while (pending.length) yield await pending.shift()!;
  } finally {
    await Promise.allSettled(pending);
  }
}

/** The COPY text of the Level 1 file. */
async function* level1Chunks(run: SqlRunner, version: number, source: AsyncIterable<Buffer>, progress: Progress): AsyncGenerator<string> {
  for await (const result of fileRows(run, version, 'level1', source, progress)) {
    progress.records += result.records;
    if (result.text) yield result.text;
  }
}

/** The COPY text of the kept Level 2 relationships (consolidation, ACTIVE, the first parent per child and kind). */
async function* level2Chunks(run: SqlRunner, version: number, source: AsyncIterable<Buffer>, progress: Progress): AsyncGenerator<string> {
  const seen = new Set<string>();
  for await (const result of fileRows(run, version, 'level2', source, progress)) {
    let text = '';
    for (const line of result.relationships) {
      // The child and the kind: the key of a relationship.
      const key = `${line.slice(0, 20)}${line.slice(42)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      progress.relationships++;
      text += `${line}\n`;
    }
    if (text) yield text;
  }
}

/** Runs `statement`, turning a duplicate key into the import's failure. */
async function buildIndex(client: PoolClient, statement: string, label: string): Promise<void> {
  try {
    await client.query(statement);
  } catch (error) {
    const pgError = error as { code?: string; detail?: string };
    if (pgError.code === '23505') {
      const key = /\(([^)]*)\)=\(([^)]*)\)/.exec(pgError.detail ?? '');
      throw new LeiFormatError(`${label}: ${key ? `${key[2]} appears twice` : 'a record appears twice'}`);
    }
    throw error;
  }
}

/** Fetches the URLs of a URL import into its stored files (once: a retried job reuses them). */
async function fetchFiles(run: SqlRunner, version: number, urls: { level1: string; level2: string | null }, allowLoopback: boolean) {
  await run('delete from lei_upload_parts where version = $1', [version]);
  let total = 0;
  for (const part of ['level1', 'level2'] as const) {
    const url = urls[part];
    if (!url) continue;
    try {
      const fetched = await safeFetchStream(url, {
        accept: REGISTER_FILE_TYPES,
        allowLoopback,
        timeoutMs: REGISTER_FETCH_TIMEOUT_MS,
        maxBytes: MAX_REGISTER_FILE_BYTES,
      });
      total += await storeParts(run, registerFile(version, part), fetched.body, {
        maxBytes: MAX_REGISTER_FILE_BYTES,
        field: `${part}Url`,
        what: `${part} file`,
      });
    } catch (error) {
      if (error instanceof DomainError) throw new LeiFormatError(`${part}Url: ${error.message}`);
      throw error;
    }
  }
  await run('update lei_register_versions set bytes_total = $2 where version = $1', [version, total]);
}

/** Ends an import as failed with `message`: its tables and files go, the active version stays. */
async function failImport(run: SqlRunner, version: number, message: string): Promise<'failed'> {
  await dropVersionTables(run, version);
  await run('delete from lei_upload_parts where version = $1', [version]);
  await run('update lei_register_versions set status = $2, error = $3 where version = $1 and status = $4', [
    version,
    LeiVersionStatus.FAILED,
    message,
    LeiVersionStatus.IMPORTING,
  ]);
  return 'failed';
}

/** Loads both files into the version's new tables and indexes them, in one transaction on `client` (a failure leaves nothing). */
async function loadVersion(client: PoolClient, run: SqlRunner, version: number, progress: Progress, totalBytes: number): Promise<void> {
  const level1 = await openRegisterFile(run, registerFile(version, 'level1'), await storedBytes(run, registerFile(version, 'level1')), {
    maxUncompressedBytes: MAX_REGISTER_CSV_BYTES,
    label: 'level1',
  });
  const level2Stored = await storedBytes(run, registerFile(version, 'level2'));
  const level2 = level2Stored
    ? await openRegisterFile(run, registerFile(version, 'level2'), level2Stored, {
        maxUncompressedBytes: MAX_REGISTER_CSV_BYTES,
        label: 'level2',
      })
    : null;
  if (level1.bytes + (level2?.bytes ?? 0) !== totalBytes) {
    await run('update lei_register_versions set bytes_total = $2 where version = $1', [version, level1.bytes + (level2?.bytes ?? 0)]);
  }
  await client.query('begin');
  // The rows are written once, frozen (COPY FREEZE: the tables are new in this transaction), and the
  // indexes built from them afterwards, with room to sort in memory.
  await client.query('set local statement_timeout = 0');
  await client.query(`set local maintenance_work_mem = '512MB'`);
  for (const statement of createTablesSql(version)) await client.query(statement);
  await pipeline(
    Readable.from(level1Chunks(run, version, counted(level1.chunks, progress), progress)),
    client.query(copyFrom(`copy ${recordsTable(version)} (${RECORD_COLUMNS.join(', ')}) from stdin with (freeze)`)),
  );
  await reportProgress(run, version, progress);
  for (const statement of recordIndexesSql(version)) await buildIndex(client, statement, 'level1');
  if (level2) {
    await pipeline(
      Readable.from(level2Chunks(run, version, counted(level2.chunks, progress), progress)),
      client.query(copyFrom(`copy ${relationshipsTable(version)} (child_lei, parent_lei, kind) from stdin with (freeze)`)),
    );
  }
  for (const statement of relationshipIndexesSql(version)) await buildIndex(client, statement, 'level2');
  await client.query(`analyze ${recordsTable(version)}`);
  await client.query(`analyze ${relationshipsTable(version)}`);
  await reportProgress(run, version, progress);
  await client.query('commit');
}

/**
 * Worker: imports the files of register version `job.version` (stored from an upload, or fetched now
 * from the admin's URLs through the safe fetcher) into tables of that version, with COPY, builds their
 * indexes, then makes it the active version in one transaction, which also raises the alerts of the
 * known counterparties it changed (`leiChangeAlerts`); the previous version's tables are dropped after.
 * A bad file (LeiFormatError: the record and reason) fails the import: nothing of it is kept and the
 * active version stays. A newer import supersedes it. Idempotent: a retried job starts over.
 */
export async function runLeiImportCommand(
  em: EntityManager,
  job: LeiImportJob,
  deps: { knownLeis: KnownLeis; leiChangeAlerts: LeiChangeAlerts; allowLoopback: boolean },
): Promise<'active' | 'failed' | 'superseded'> {
  const run = sqlOf(em);
  const { version } = job;
  const [row] = await run<{
    status: LeiVersionStatus;
    source: string;
    level1_url: string | null;
    level2_url: string | null;
    bytes_total: number | null;
  }>('select status, source, level1_url, level2_url, bytes_total from lei_register_versions where version = $1', [version]);
  if (!row || row.status !== LeiVersionStatus.IMPORTING) return 'superseded';
  const active = await run<{ version: number }>('select version from lei_register_versions where status = $1', [LeiVersionStatus.ACTIVE]);
  await dropStaleTables(
    run,
    active.map((a) => Number(a.version)),
  );
  const progress: Progress = { records: 0, relationships: 0, bytes: 0 };
  const pool = await em.getConnection().getNativeClient();
  const client = await pool.connect();
  try {
    if (row.source === 'url' && row.bytes_total === null) {
      await fetchFiles(run, version, { level1: row.level1_url!, level2: row.level2_url }, deps.allowLoopback);
    }
    await loadVersion(client, run, version, progress, Number(row.bytes_total ?? 0));
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    client.release();
    if (error instanceof Superseded) {
      await dropVersionTables(run, version);
      return 'superseded';
    }
    if (error instanceof LeiFormatError) return failImport(run, version, `Import failed: ${error.message}`);
    await dropVersionTables(run, version);
    throw error;
  }
  client.release();

  const previous = await em.transactional(async (tx) => {
    const txRun = sqlOf(tx);
    const [current] = await txRun<{ status: LeiVersionStatus }>('select status from lei_register_versions where version = $1 for update', [
      version,
    ]);
    if (!current || current.status !== LeiVersionStatus.IMPORTING) return undefined;
    const [old] = await txRun<{ version: number }>('select version from lei_register_versions where status = $1 for update', [
      LeiVersionStatus.ACTIVE,
    ]);
    const oldVersion = old ? Number(old.version) : null;
    let changes = 0;
    if (oldVersion !== null) {
      const known = await deps.knownLeis.list(tx);
      const changed = await registerChanges(txRun, oldVersion, version, known);
      if (changed.length) await deps.leiChangeAlerts.raise(tx, changed);
      changes = changed.length;
      await txRun('update lei_register_versions set status = $2 where version = $1', [oldVersion, LeiVersionStatus.SUPERSEDED]);
    }
    await txRun(
      `update lei_register_versions set status = $2, activated_at = now(), records_read = $3, relationships_read = $4,
         bytes_read = coalesce(bytes_total, bytes_read), changes = $5, error = null where version = $1`,
      [version, LeiVersionStatus.ACTIVE, progress.records, progress.relationships, oldVersion === null ? null : changes],
    );
    return oldVersion ?? 0;
  });
  if (previous === undefined) {
    await dropVersionTables(run, version);
    return 'superseded';
  }
  await run('delete from lei_upload_parts where version = $1', [version]);
  if (previous > 0) await dropVersionTables(run, previous);
  return 'active';
}
