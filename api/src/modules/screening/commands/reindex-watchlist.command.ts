import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlOf, type SqlRunner } from '../../../core/sql.js';
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

/** Names read, re-keyed and re-indexed per round trip. */
const REINDEX_BATCH = 5000;

/** PostgreSQL's lock_not_available (a NOWAIT lock held by another transaction). */
const LOCK_NOT_AVAILABLE = '55P03';

/** Thrown inside the transaction to roll it back: the version re-indexed stopped being the active one. */
class Superseded extends Error {}

/**
 * reindexed: done; current: nothing to do (already current, never imported or deleted); running: another
 * re-index of the list holds it; busy: the list was being deleted or a new version made active when this one
 * ended, so it was rolled back (try again later); superseded: a new version became active meanwhile (rolled back).
 */
export type ReindexOutcome = 'reindexed' | 'current' | 'running' | 'busy' | 'superseded';

/**
 * The lists whose active version was written with an older SCREENING_INDEX_VERSION, smallest first (so the
 * small lists are current soon after an upgrade, whatever a large one takes).
 */
export async function staleWatchlists(em: EntityManager): Promise<{ id: string; name: string }[]> {
  const rows = await sqlOf(em)('select id, name from watchlists where version > 0 and index_version < $1 order by entity_count, name', [
    SCREENING_INDEX_VERSION,
  ]);
  return rows.map((r) => ({ id: r.id as string, name: r.name as string }));
}

/**
 * Worker: rewrites the names' keys and the token index of a list's active version with this release's
 * normalisation and index keys (SCREENING_INDEX_VERSION), in one transaction, so screening reads either
 * the old index or the new one, never a mix. Names are read through a cursor, REINDEX_BATCH at a time:
 * each gets its key again (a name that now normalises to nothing is removed, as the import would not
 * have stored it) and its index tokens; the version's dictionary and postings are written anew.
 *
 * Locks nothing while it works, so searches, imports and their progress go on. At the end it takes the
 * list's row (FOR KEY SHARE NOWAIT): when the list is being deleted or its new version is being made
 * active, or the active version is no longer the one re-indexed, everything is rolled back ('busy',
 * 'superseded'; an import makes its version current itself), and waiting there instead could deadlock
 * with a deletion, which holds that row while it deletes the rows written here. One re-index per list at
 * a time (an advisory lock; a second finds 'running'). `signal` stops it between batches (the job's time is up).
 *
 * Names an older release dropped at import (they normalised to nothing then) come back only with a new
 * import of the list.
 */
export async function reindexWatchlistCommand(em: EntityManager, watchlistId: string, signal?: AbortSignal): Promise<ReindexOutcome> {
  try {
    return await em.transactional(async (tx) => {
      const run = sqlOf(tx);
      const [lock] = await run('select pg_try_advisory_xact_lock(hashtext($1)) as locked', [`watchlist-reindex:${watchlistId}`]);
      if (!lock.locked) return 'running';
      const [list] = await run('select version, index_version from watchlists where id = $1', [watchlistId]);
      if (!list || Number(list.version) === 0 || Number(list.index_version) >= SCREENING_INDEX_VERSION) return 'current';
      const version = Number(list.version);

      await deleteTokenIndex(run, watchlistId, version);
      await startTokenIndex(run, watchlistId, version);
      await run(
        'declare reindex_names no scroll cursor for select id, name, key from watchlist_names where watchlist_id = $1 and version = $2',
        [watchlistId, version],
      );
      for (;;) {
        signal?.throwIfAborted();
        const rows = await run(`fetch ${REINDEX_BATCH} from reindex_names`);
        if (rows.length === 0) break;
        await reindexBatch(run, watchlistId, version, rows);
      }
      await run('close reindex_names');
      await buildTokenIndex(run, watchlistId, version);

      const [current] = await run('select version from watchlists where id = $1 for key share nowait', [watchlistId]).catch(
        (error: unknown) => {
          if ((error as { code?: string }).code === LOCK_NOT_AVAILABLE) throw new Superseded('busy');
          throw error;
        },
      );
      if (!current || Number(current.version) !== version) throw new Superseded('superseded');
      await run('update watchlists set index_version = $2 where id = $1', [watchlistId, SCREENING_INDEX_VERSION]);
      return 'reindexed';
    });
  } catch (error) {
    if (error instanceof Superseded) return error.message as ReindexOutcome;
    throw error;
  }
}

/** New keys (where changed) and index rows for one batch of stored names; names with no key left are removed. */
async function reindexBatch(run: SqlRunner, watchlistId: string, version: number, rows: Record<string, unknown>[]): Promise<void> {
  const changed = { id: [] as string[], key: [] as string[] };
  const emptied: string[] = [];
  const indexed: IndexedName[] = [];
  for (const row of rows) {
    const id = row.id as string;
    const name = normalizeName(row.name as string);
    if (!name.key) {
      emptied.push(id);
      continue;
    }
    if (name.key !== row.key) {
      changed.id.push(id);
      changed.key.push(name.key);
    }
    indexed.push(indexedName(id, name));
  }
  if (changed.id.length > 0) {
    await run('update watchlist_names n set key = u.key from unnest($1::bigint[], $2::text[]) as u(id, key) where n.id = u.id', [
      changed.id,
      changed.key,
    ]);
  }
  if (emptied.length > 0) await run('delete from watchlist_names where id = any($1::bigint[])', [emptied]);
  await stageNames(run, watchlistId, version, indexed);
}
