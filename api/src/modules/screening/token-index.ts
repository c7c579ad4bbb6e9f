/**
 * Writes the token index of list versions (watchlist_tokens, watchlist_name_tokens; the design is in
 * matching/retrieval-keys.ts): used by the import (commands/run-watchlist-import.command.ts) and by the
 * re-index of lists written by an older release (commands/reindex-watchlist.command.ts).
 */
import type { NormalizedName } from './matching/normalize-name.js';
import { indexedToken, indexTokens } from './matching/retrieval-keys.js';

/**
 * The version of what an import writes for screening: the names' keys (normalize-name.ts) and their token
 * index (indexTokens, indexedToken). Raise it with every change to either. Each list records the version
 * its active names were written with (watchlists.index_version); a worker that starts re-indexes every
 * list with an older one (watchlist-reindex.job.ts), so an upgrade never leaves a list half-matched.
 *
 *   0  before versions were recorded
 *   1  issue 19: joined tokens, acronyms and Greek stems indexed; names typed joined or split, digits
 *      for letters, number words, titles and legal forms normalised anew; skeletons with p→b, dzh/dj→j;
 *      tokens a Latin query may meet by skeleton marked (skeletonMatch)
 */
export const SCREENING_INDEX_VERSION = 1;

/** Bound parameters in, rows out (sqlOf in core/sql.ts is one). */
export type TokenIndexRunner = (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

/** A stored name with the tokens it is indexed by (indexTokens in matching/retrieval-keys.ts). */
export interface IndexedName {
  id: string;
  tokens: readonly string[];
  /** Written (in part) in a non-Latin script: its tokens may be met by their consonant skeleton (skeletonMatch). */
  transliterated: boolean;
}

/** What the token index stores of the name `id`. */
export function indexedName(id: string, name: NormalizedName): IndexedName {
  return { id, tokens: indexTokens(name), transliterated: name.foreign.some(Boolean) };
}

/** Whether a Latin query may meet `token` by its skeleton alone (WatchlistToken.skeletonMatch, token-similarity.ts). */
const skeletonMatch = (token: string, transliterated: boolean) => transliterated || !/[aeiou]/.test(token);

/**
 * The staging table of the token index one version of a list is being written into: postings by token
 * text, with no index and unlogged (a retried import or re-index starts it anew). Writing the dictionary
 * batch by batch instead (an upsert per token, counting names) rewrote each common token's row, and its
 * five index entries, once per batch: at a million entities that took most of the import's time. The
 * name is built from the list's id and the version only, never from input. Skipped by the schema check (core/orm.ts).
 */
export const STAGING_PREFIX = 'watchlist_index_staging_';
function stagingTable(watchlistId: string, version: number): string {
  const hex = watchlistId.replaceAll('-', '');
  if (!/^[0-9a-f]{32}$/.test(hex) || !Number.isInteger(version) || version < 0) throw new Error('not a list version');
  return `"${STAGING_PREFIX}${hex}_${version}"`;
}

/** Starts writing the token index of one list version (empty; see stageNames, buildTokenIndex). */
export async function startTokenIndex(run: TokenIndexRunner, watchlistId: string, version: number): Promise<void> {
  const table = stagingTable(watchlistId, version);
  await run(`drop table if exists ${table}`, []);
  await run(
    `create unlogged table ${table} (name_id bigint not null, token text collate "C" not null, folded text collate "C" not null,
       skeleton text not null, skeleton_match boolean not null)`,
    [],
  );
}

/** Adds the postings of names of one list version to its staging table (startTokenIndex), one statement. */
export async function stageNames(
  run: TokenIndexRunner,
  watchlistId: string,
  version: number,
  names: readonly IndexedName[],
): Promise<void> {
  const indexed = new Map<string, ReturnType<typeof indexedToken>>();
  const rows = {
    nameId: [] as string[],
    token: [] as string[],
    folded: [] as string[],
    skeleton: [] as string[],
    skeletonMatch: [] as boolean[],
  };
  for (const name of names) {
    for (const token of new Set(name.tokens)) {
      if (!token) continue;
      let keys = indexed.get(token);
      if (!keys) indexed.set(token, (keys = indexedToken(token)));
      rows.nameId.push(name.id);
      rows.token.push(token);
      rows.folded.push(keys.folded);
      rows.skeleton.push(keys.skeleton);
      rows.skeletonMatch.push(skeletonMatch(token, name.transliterated));
    }
  }
  if (rows.nameId.length === 0) return;
  await run(
    `insert into ${stagingTable(watchlistId, version)} (name_id, token, folded, skeleton, skeleton_match)
     select * from unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::bool[])`,
    [rows.nameId, rows.token, rows.folded, rows.skeleton, rows.skeletonMatch],
  );
}

/**
 * Turns the staged postings of one list version into its token index, and drops the staging: the
 * dictionary in one statement (each distinct token once, with the names that contain it), then the
 * postings joined to it in the order of their primary key (appended to its b-tree rather than
 * scattered over it: about a seventh of the import's time at a million entities).
 */
export async function buildTokenIndex(run: TokenIndexRunner, watchlistId: string, version: number): Promise<void> {
  const table = stagingTable(watchlistId, version);
  await run(
    `insert into watchlist_tokens (watchlist_id, version, token, folded, skeleton, names, skeleton_match)
     select $1, $2, token, min(folded), min(skeleton), count(*), bool_or(skeleton_match) from ${table} group by token`,
    [watchlistId, version],
  );
  await run(
    `insert into watchlist_name_tokens (token_id, name_id)
     select t.id, s.name_id from ${table} s join watchlist_tokens t on t.watchlist_id = $1 and t.version = $2 and t.token = s.token
     order by t.id, s.name_id`,
    [watchlistId, version],
  );
  await run(`drop table ${table}`, []);
}

/**
 * Removes the token index (staging, postings, then dictionary) of one version of a list, or of every
 * version when `version` is null.
 */
export async function deleteTokenIndex(run: TokenIndexRunner, watchlistId: string, version: number | null): Promise<void> {
  const params = [watchlistId, version];
  // A staging table an import or re-index left (failed, superseded, or its worker gone).
  const staged = await run(`select tablename from pg_tables where schemaname = current_schema() and tablename like $1`, [
    `${STAGING_PREFIX}${watchlistId.replaceAll('-', '')}_${version ?? '%'}`,
  ]);
  for (const { tablename } of staged)
    await run(`drop table if exists ${stagingTable(watchlistId, Number(String(tablename).split('_').at(-1)))}`, []);
  await run(
    `delete from watchlist_name_tokens p using watchlist_tokens t
     where t.watchlist_id = $1 and ($2::int is null or t.version = $2) and p.token_id = t.id`,
    params,
  );
  await run('delete from watchlist_tokens where watchlist_id = $1 and ($2::int is null or version = $2)', params);
}
