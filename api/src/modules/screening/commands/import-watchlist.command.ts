import type { EntityManager } from '@mikro-orm/postgresql';
import { fromKysely, type PgBoss } from 'pg-boss';
import { badInput, DomainError } from '../../../core/errors.js';
import { parseInput } from '../../../core/validation.js';
import { sqlOf } from '../../../core/sql.js';
import { storeParts, type PartsOf, type PartsSource } from '../../../core/upload-parts.js';
import { ImportWatchlistInput, MAX_WATCHLIST_FILE_BYTES, MAX_WATCHLIST_TEXT_BYTES } from '../dto/watchlist.types.js';
import { WATCHLIST_IMPORT_QUEUE, type WatchlistImportJob } from '../screening.jobs.js';
import { Watchlist, WatchlistFileFormat, WatchlistStatus } from '../watchlist.entity.js';
import type { Actor } from '../../../core/principal.js';
import { anAdmin, enforce } from '../../../core/policy.js';

type Source = PartsSource;

/** What an import stores: text from JSON, or a stream from a multipart upload. */
export interface WatchlistImportRequest {
  name: string;
  format: WatchlistFileFormat;
  content: Source;
  altContent?: Source | null;
  /** See ALLOW_SHRINK_DESCRIPTION. */
  allowShrink?: boolean | null;
}

/** Records in a text file: non-blank lines, less the header of opensanctions_csv (a progress denominator). */
function countRecords(text: string, format: WatchlistFileFormat): number {
  let records = 0;
  let blank = true;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      if (!blank) records++;
      blank = true;
    } else if (c !== 13 && c !== 32) blank = false;
  }
  if (!blank) records++;
  return Math.max(0, format === WatchlistFileFormat.OPENSANCTIONS_CSV ? records - 1 : records);
}

/** The stored file `part` ('content', or 'alt' for OFAC's alt.csv) of a list version. */
const listFile = (watchlistId: string, version: number, part: string): PartsOf => ({
  table: 'watchlist_upload_parts',
  key: { watchlist_id: watchlistId, version, part },
});

/**
 * Admin: stores a list file and queues its import, in one transaction. A name that exists gets the
 * next version (screening keeps using the current one until the import completes); an import still
 * running for that name is superseded (its job finds a newer version and stops).
 * An admin's. FORBIDDEN, BAD_USER_INPUT naming the field, PAYLOAD_TOO_LARGE.
 */
export async function importWatchlistCommand(
  em: EntityManager,
  queue: PgBoss,
  actor: Actor,
  request: WatchlistImportRequest,
  maxBytes = typeof request.content === 'string' ? MAX_WATCHLIST_TEXT_BYTES : MAX_WATCHLIST_FILE_BYTES,
): Promise<{ watchlistId: string; totalEntities: number | null }> {
  enforce(anAdmin(actor));
  const name = request.name.trim();
  const totalEntities = typeof request.content === 'string' ? countRecords(request.content, request.format) : null;
  return em.transactional(async (tx) => {
    const run = sqlOf(tx);
    // Serializes imports of one name (and the insert of a new one) on the name's lock.
    await run('select pg_advisory_xact_lock(hashtext(lower($1)))', [name]);
    let list = await tx.findOne(Watchlist, { name: { $ilike: name.replace(/[\\%_]/g, '\\$&') } });
    if (!list) {
      list = tx.create(Watchlist, { name, format: request.format, createdBy: actor.id });
    }
    const version = Math.max(list.version, list.importVersion ?? 0) + 1;
    Object.assign(list, {
      format: request.format,
      status: WatchlistStatus.IMPORTING,
      error: null,
      importVersion: version,
      importProgress: 0,
      importTotal: totalEntities,
    });
    await tx.flush();
    // Files of superseded imports go; their jobs stop when they see the newer version.
    await run('delete from watchlist_upload_parts where watchlist_id = $1', [list.id]);
    const bytes = await storeParts(run, listFile(list.id, version, 'content'), request.content, {
      maxBytes,
      field: 'content',
      what: 'list file',
    });
    if (bytes === 0) throw badInput('content is required', 'content');
    if (request.altContent && request.format === WatchlistFileFormat.OFAC_SDN_CSV) {
      await storeParts(run, listFile(list.id, version, 'alt'), request.altContent, { maxBytes, field: 'altContent', what: 'list file' });
    }
    await queue.send(
      WATCHLIST_IMPORT_QUEUE,
      { watchlistId: list.id, version, allowShrink: request.allowShrink === true } satisfies WatchlistImportJob,
      {
        db: fromKysely(tx.getTransactionContext()!),
      },
    );
    return { watchlistId: list.id, totalEntities };
  });
}

/** The JSON form (REST, GraphQL text): validated like any input. */
export async function importWatchlistTextCommand(em: EntityManager, queue: PgBoss, actor: Actor, raw: unknown) {
  enforce(anAdmin(actor));
  const input = await parseInput(ImportWatchlistInput, raw);
  if (Buffer.byteLength(input.content, 'utf8') > MAX_WATCHLIST_TEXT_BYTES) {
    throw new DomainError('PAYLOAD_TOO_LARGE', 'The list file is larger than 64 MB; upload it as a file', 'content');
  }
  return importWatchlistCommand(em, queue, actor, input);
}
