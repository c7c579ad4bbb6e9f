/**
 * Writes the token index of list versions (watchlist_tokens, watchlist_name_tokens; the design is in
 * matching/retrieval-keys.ts). Kept apart from the import command so the migration that built the index
 * for lists imported before it can use it without loading the rest of the application.
 */
import { indexedToken } from './matching/retrieval-keys.js';

/** Bound parameters in, rows out (runnerOf in assessment.writer.ts is one). */
export type TokenIndexRunner = (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * Adds names of one list version to its token index (matching/retrieval-keys.ts), one statement: the
 * batch's distinct tokens are upserted into the version's dictionary (counting the names that contain
 * them) and each name is linked to its tokens. Used by the import and by the migration that built the
 * index for lists imported before it existed.
 */
export async function indexNames(
  run: TokenIndexRunner,
  watchlistId: string,
  version: number,
  names: { id: string; key: string }[],
): Promise<void> {
  const counts = new Map<string, number>();
  const postings = { nameId: [] as string[], token: [] as string[] };
  for (const name of names) {
    for (const token of new Set(name.key.split(' '))) {
      if (!token) continue;
      counts.set(token, (counts.get(token) ?? 0) + 1);
      postings.nameId.push(name.id);
      postings.token.push(token);
    }
  }
  if (counts.size === 0) return;
  const tokens = { token: [] as string[], folded: [] as string[], skeleton: [] as string[], names: [] as number[] };
  for (const [token, count] of counts) {
    const indexed = indexedToken(token);
    tokens.token.push(token);
    tokens.folded.push(indexed.folded);
    tokens.skeleton.push(indexed.skeleton);
    tokens.names.push(count);
  }
  await run(
    `with t as (
       insert into watchlist_tokens (watchlist_id, version, token, folded, skeleton, names)
       select $1, $2, t.token, t.folded, t.skeleton, t.names
       from unnest($3::text[], $4::text[], $5::text[], $6::int[]) as t(token, folded, skeleton, names)
       on conflict (watchlist_id, version, token) do update set names = watchlist_tokens.names + excluded.names
       returning id, token
     )
     insert into watchlist_name_tokens (token_id, name_id)
     select t.id, p.name_id from unnest($7::bigint[], $8::text[]) as p(name_id, token) join t on t.token = p.token`,
    [watchlistId, version, tokens.token, tokens.folded, tokens.skeleton, tokens.names, postings.nameId, postings.token],
  );
}
