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
 * Adds names of one list version to its token index, one statement: the batch's distinct tokens are
 * upserted into the version's dictionary (counting the names that contain them) and each name is linked
 * to its tokens.
 */
export async function indexNames(
  run: TokenIndexRunner,
  watchlistId: string,
  version: number,
  names: readonly IndexedName[],
): Promise<void> {
  const counts = new Map<string, { names: number; skeletonMatch: boolean }>();
  const postings = { nameId: [] as string[], token: [] as string[] };
  for (const name of names) {
    for (const token of new Set(name.tokens)) {
      if (!token) continue;
      const count = counts.get(token) ?? { names: 0, skeletonMatch: false };
      count.names++;
      count.skeletonMatch ||= skeletonMatch(token, name.transliterated);
      counts.set(token, count);
      postings.nameId.push(name.id);
      postings.token.push(token);
    }
  }
  if (counts.size === 0) return;
  const tokens = {
    token: [] as string[],
    folded: [] as string[],
    skeleton: [] as string[],
    names: [] as number[],
    skeletonMatch: [] as boolean[],
  };
  for (const [token, count] of counts) {
    const indexed = indexedToken(token);
    tokens.token.push(token);
    tokens.folded.push(indexed.folded);
    tokens.skeleton.push(indexed.skeleton);
    tokens.names.push(count.names);
    tokens.skeletonMatch.push(count.skeletonMatch);
  }
  await run(
    `with t as (
       insert into watchlist_tokens (watchlist_id, version, token, folded, skeleton, names, skeleton_match)
       select $1, $2, t.token, t.folded, t.skeleton, t.names, t.skeleton_match
       from unnest($3::text[], $4::text[], $5::text[], $6::int[], $9::bool[]) as t(token, folded, skeleton, names, skeleton_match)
       on conflict (watchlist_id, version, token) do update
         set names = watchlist_tokens.names + excluded.names, skeleton_match = watchlist_tokens.skeleton_match or excluded.skeleton_match
       returning id, token
     )
     insert into watchlist_name_tokens (token_id, name_id)
     select t.id, p.name_id from unnest($7::bigint[], $8::text[]) as p(name_id, token) join t on t.token = p.token`,
    [
      watchlistId,
      version,
      tokens.token,
      tokens.folded,
      tokens.skeleton,
      tokens.names,
      postings.nameId,
      postings.token,
      tokens.skeletonMatch,
    ],
  );
}

/** Removes the token index (postings, then dictionary) of one version of a list, or of every version when `version` is null. */
export async function deleteTokenIndex(run: TokenIndexRunner, watchlistId: string, version: number | null): Promise<void> {
  const params = [watchlistId, version];
  await run(
    `delete from watchlist_name_tokens p using watchlist_tokens t
     where t.watchlist_id = $1 and ($2::int is null or t.version = $2) and p.token_id = t.id`,
    params,
  );
  await run('delete from watchlist_tokens where watchlist_id = $1 and ($2::int is null or version = $2)', params);
}
