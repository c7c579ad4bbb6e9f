import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { notify } from '../../../core/notifications.js';
import type { ListRescreener } from '../list-rescreener.js';
import { sqlOf, type SqlRunner } from '../../../core/sql.js';
import { readParts } from '../../../core/upload-parts.js';
import { readWatchlist } from '../formats/read-watchlist.js';
import { WatchlistFormatError, type WatchlistRecord } from '../formats/watchlist-record.js';
import { normalizeName } from '../matching/normalize-name.js';
import {
  buildTokenIndex,
  deleteTokenIndex,
  indexedName,
  SCREENING_INDEX_VERSION,
  stageNames,
  startTokenIndex,
  type IndexedName,
} from '../token-index.js';
import { WATCHLISTS_CHANGED, type WatchlistImportJob } from '../screening.jobs.js';
import { WatchlistStatus } from '../watchlist.entity.js';

/** Entities per insert: three statements (entries, names, token index) of a few thousand rows each. */
const IMPORT_BATCH = 2000;
/** Entities one list may hold: the largest public lists (OpenSanctions' default set) are well below. */
export const MAX_LIST_ENTITIES = 1_000_000;

/** The stored parts of an uploaded file, one at a time (bounded memory whatever the file size). */
const storedParts = (run: SqlRunner, job: WatchlistImportJob, part: string): AsyncGenerator<Buffer> =>
  readParts(run, { table: 'watchlist_upload_parts', key: { watchlist_id: job.watchlistId, version: job.version, part } });

/** A batch of records made ready to write: its entries, and its names with their keys and index tokens. */
type PreparedBatch = ReturnType<typeof prepareBatch>;

/** The rows of a batch of records (the CPU part of an import: every name normalised and tokenised). */
function prepareBatch(records: WatchlistRecord[]) {
  const entries = {
    id: [] as string[],
    externalId: [] as string[],
    schema: [] as string[],
    caption: [] as string[],
    countries: [] as string[],
    topics: [] as string[],
  };
  const names = { entryId: [] as string[], name: [] as string[], key: [] as string[] };
  // What the token index stores of each name, by entry and key (unique in a batch: equal keys are stored once).
  const indexedOf = new Map<string, Omit<IndexedName, 'id'>>();
  for (const record of records) {
    const id = randomUUID();
    entries.id.push(id);
    entries.externalId.push(record.externalId);
    entries.schema.push(record.schema);
    entries.caption.push(record.caption);
    entries.countries.push(JSON.stringify(record.countries));
    entries.topics.push(JSON.stringify(record.topics));
    const keys = new Set<string>();
    for (const name of record.names) {
      const normalized = normalizeName(name);
      const { key } = normalized;
      // A name made only of punctuation or titles cannot be retrieved; an equal key adds nothing.
      if (!key || keys.has(key)) continue;
      keys.add(key);
      names.entryId.push(id);
      names.name.push(name);
      names.key.push(key);
      indexedOf.set(`${id} ${key}`, indexedName('', normalized));
    }
  }
  return { entries, names, indexedOf, lastLine: records.length ? records[records.length - 1].line : 0 };
}

/** Writes a prepared batch as entries, names and their staged token index rows of `job.version`, three statements. */
async function writeBatch(run: SqlRunner, job: WatchlistImportJob, { entries, names, indexedOf }: PreparedBatch): Promise<void> {
  await run(
    `insert into watchlist_entries (id, watchlist_id, version, external_id, schema, caption, countries, topics)
     select e.id, $1, $2, e.external_id, e.schema, e.caption, e.countries, e.topics
     from unnest($3::uuid[], $4::text[], $5::text[], $6::text[], $7::jsonb[], $8::jsonb[]) as e(id, external_id, schema, caption, countries, topics)`,
    [job.watchlistId, job.version, entries.id, entries.externalId, entries.schema, entries.caption, entries.countries, entries.topics],
  );
  if (names.name.length === 0) return;
  const inserted = await run(
    `insert into watchlist_names (entry_id, watchlist_id, version, name, key)
     select n.entry_id, $1, $2, n.name, n.key
     from unnest($3::uuid[], $4::text[], $5::text[]) as n(entry_id, name, key)
     returning id, entry_id, key`,
    [job.watchlistId, job.version, names.entryId, names.name, names.key],
  );
  await stageNames(
    run,
    job.watchlistId,
    job.version,
    inserted.map((row) => ({ ...indexedOf.get(`${row.entry_id as string} ${row.key as string}`)!, id: row.id as string })),
  );
}

/**
 * Removes the screening rows (token index, names, entries) of one version of a list (a failed or
 * superseded import, a replaced version), or of every version when `version` is null (a deleted list).
 */
export async function deleteListRows(run: SqlRunner, watchlistId: string, version: number | null): Promise<void> {
  await deleteTokenIndex(run, watchlistId, version);
  for (const table of ['watchlist_names', 'watchlist_entries']) {
    await run(`delete from ${table} where watchlist_id = $1 and ($2::int is null or version = $2)`, [watchlistId, version]);
  }
}

/** Progress of the running import; false when the import was superseded or its list deleted. */
async function reportProgress(run: SqlRunner, job: WatchlistImportJob, progress: number): Promise<boolean> {
  const rows = await run('update watchlists set import_progress = $3 where id = $1 and import_version = $2 returning id', [
    job.watchlistId,
    job.version,
    progress,
  ]);
  return rows.length > 0;
}

/** Ends an import as failed with `message`, removing what it wrote; the version in use stays. */
async function failImport(run: SqlRunner, job: WatchlistImportJob, message: string): Promise<'failed'> {
  await deleteListRows(run, job.watchlistId, job.version);
  await run(
    `update watchlists set status = $3, error = $4, import_version = null, import_progress = 0, import_total = null
     where id = $1 and import_version = $2`,
    [job.watchlistId, job.version, WatchlistStatus.FAILED, message],
  );
  await run('delete from watchlist_upload_parts where watchlist_id = $1 and version = $2', [job.watchlistId, job.version]);
  return 'failed';
}

/** Why a new version may not replace the one in use (it removes too much of it, unconfirmed), or undefined. */
export function shrinkRefusal(
  activeVersion: number,
  activeEntities: number,
  newEntities: number,
  maxShrinkPercent: number,
  confirmed = false,
): string | undefined {
  if (confirmed || activeVersion === 0 || activeEntities === 0) return undefined;
  const removedPercent = ((activeEntities - newEntities) / activeEntities) * 100;
  if (removedPercent <= maxShrinkPercent) return undefined;
  return (
    `Version ${activeVersion + 1} has ${newEntities.toLocaleString('en-US')} entities where version ${activeVersion} has ` +
    `${activeEntities.toLocaleString('en-US')}: it would remove ${Math.round(removedPercent)} % of the list, more than ` +
    `WATCHLIST_MAX_SHRINK (${maxShrinkPercent} %). Version ${activeVersion} stays in use; import again with allowShrink to confirm.`
  );
}

/**
 * Worker: streams an uploaded list file into a new version of its list. Entries are written in
 * batches (each committed: screening only reads active versions, so a half-written version is
 * invisible), then one transaction makes the version active, and the previous version is deleted.
 * A malformed file fails the import with the line and the reason and leaves the active version as
 * it was. So does a version that would remove more than `maxShrinkPercent` of the entities of the
 * version in use, unless the admin confirmed it (`job.allowShrink`): a truncated or empty export
 * must not quietly clear every match. Idempotent: a retried job first deletes what an earlier
 * attempt wrote. With `rescreen`, a new active version queues the re-screening of every assessment.
 */
export async function runWatchlistImportCommand(
  em: EntityManager,
  job: WatchlistImportJob,
  options: { rescreen?: ListRescreener; maxShrinkPercent?: number } = {},
): Promise<'active' | 'failed' | 'superseded'> {
  const { rescreen, maxShrinkPercent = 100 } = options;
  const run = sqlOf(em);
  const [list] = await run('select format, import_version from watchlists where id = $1', [job.watchlistId]);
  if (!list || list.import_version !== job.version) return 'superseded';
  await deleteListRows(run, job.watchlistId, job.version);
  await startTokenIndex(run, job.watchlistId, job.version);

  const [alt] = await run('select 1 from watchlist_upload_parts where watchlist_id = $1 and version = $2 and part = $3 limit 1', [
    job.watchlistId,
    job.version,
    'alt',
  ]);
  const format = list.format as Parameters<typeof readWatchlist>[0];
  let count = 0;
  let batch: WatchlistRecord[] = [];
  // One batch is written while the next is read and normalised: the database and this process work
  // at once (each on a core of its own) instead of taking turns. One write at a time, in order.
  let writing: Promise<number> | undefined;
  /** Waits for the batch being written; false when the import was superseded meanwhile. */
  const written = async (): Promise<boolean> => {
    if (!writing) return true;
    const line = await writing;
    writing = undefined;
    return reportProgress(run, job, line);
  };
  const write = (prepared: PreparedBatch) => {
    writing = writeBatch(run, job, prepared).then(() => prepared.lastLine);
    writing.catch(() => undefined); // awaited by `written`; its failure is reported there
  };
  try {
    const records = readWatchlist(format, storedParts(run, job, 'content'), alt ? storedParts(run, job, 'alt') : undefined);
    for await (const record of records) {
      if (count + batch.length >= MAX_LIST_ENTITIES) {
        throw new WatchlistFormatError(record.line, `more than ${MAX_LIST_ENTITIES.toLocaleString('en-US')} entities; split the list`);
      }
      batch.push(record);
      if (batch.length < IMPORT_BATCH) continue;
      const prepared = prepareBatch(batch);
      count += batch.length;
      batch = [];
      if (!(await written())) {
        await deleteListRows(run, job.watchlistId, job.version);
        return 'superseded';
      }
      write(prepared);
    }
    const last = prepareBatch(batch);
    count += batch.length;
    if (!(await written())) {
      await deleteListRows(run, job.watchlistId, job.version);
      return 'superseded';
    }
    await writeBatch(run, job, last);
    // Every name is in: the token index is built from the staged postings in two statements.
    await buildTokenIndex(run, job.watchlistId, job.version);
  } catch (error) {
    // Nothing may still be writing when the rows are removed (or the job retried).
    await writing?.catch(() => undefined);
    if (!(error instanceof WatchlistFormatError)) throw error;
    return failImport(run, job, `Import failed at ${error.message}`);
  }

  const previous = await em.transactional(async (tx) => {
    const txRun = sqlOf(tx);
    const [current] = await txRun('select version, import_version, entity_count from watchlists where id = $1 for update', [
      job.watchlistId,
    ]);
    if (!current || current.import_version !== job.version) return undefined;
    const refusal = shrinkRefusal(Number(current.version), Number(current.entity_count), count, maxShrinkPercent, job.allowShrink);
    if (refusal) return refusal;
    // The version was written by this release: its index is current (a re-index of the version it replaces is moot).
    await txRun(
      `update watchlists set version = $2, entity_count = $3, status = $4, imported_at = now(), error = null,
         import_version = null, import_progress = 0, import_total = null, index_version = $5 where id = $1`,
      [job.watchlistId, job.version, count, WatchlistStatus.ACTIVE, SCREENING_INDEX_VERSION],
    );
    await notify(tx, WATCHLISTS_CHANGED, job.watchlistId);
    return current.version as number;
  });
  if (previous === undefined) {
    await deleteListRows(run, job.watchlistId, job.version);
    return 'superseded';
  }
  if (typeof previous === 'string') return failImport(run, job, previous);
  await run('delete from watchlist_upload_parts where watchlist_id = $1 and version = $2', [job.watchlistId, job.version]);
  if (previous > 0) await deleteListRows(run, job.watchlistId, previous);
  // Retrieval reads the token index with index-only scans, which stay fast only while the
  // visibility map is current: do now what autovacuum would do minutes after a bulk load.
  await run('vacuum (analyze) watchlist_names, watchlist_tokens, watchlist_name_tokens', []);
  // Monitoring: every assessment is screened against the new version (monitoring/).
  if (rescreen) {
    const [list] = await run('select name from watchlists where id = $1', [job.watchlistId]);
    if (list) await rescreen.queueRescreen(em, { name: list.name as string, version: job.version });
  }
  return 'active';
}
