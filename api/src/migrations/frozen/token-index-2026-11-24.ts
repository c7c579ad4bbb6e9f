/**
 * A frozen copy of the token index writer (modules/screening/token-index.ts) and the spelling folds
 * it used (modules/screening/matching/token-similarity.ts) as they stood when the migration
 * `screening_token_index` (2026-11-24) was written: a migration must write the same rows however
 * the live matching code changes later. Do not edit; a new index format is a new migration.
 */

/** Bound parameters in, rows out. */
export type TokenIndexRunner = (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

const MAX_TOKEN_LENGTH = 40;

const indexedToken = (token: string) => {
  const text = token.length > MAX_TOKEN_LENGTH ? token.slice(0, MAX_TOKEN_LENGTH) : token;
  return { token, folded: foldSpelling(text), skeleton: consonantSkeleton(text) };
};

function foldSpelling(token: string): string {
  let out = '';
  const append = (chars: string) => {
    if (chars !== 'i' || out[out.length - 1] !== 'i') out += chars;
  };
  for (let i = 0; i < token.length; i++) {
    const char = token[i];
    const next = token[i + 1];
    if (char === 'd' && next === 'z' && token[i + 2] === 'h') {
      append('i'); // Dzhokhar / Jokhar, and "j" folds to "i" below
      i += 2;
    } else if (char === 'k' && next === 'h') {
      append('h');
      i++;
    } else if (char === 'p' && next === 'h') {
      append('f');
      i++;
    } else if (char === 'c' && next === 'k') {
      append('k');
      i++;
    } else if (char === 'c' && next === 'h') {
      append('ch');
      i++;
    } else if (char === 't' && next === 'z') {
      append('ts');
      i++;
    } else if (char === 'y' && (next === 'o' || next === 'e')) {
      append('e'); // Fyodor / Fedor, Yevgeny / Evgeny, Sergeyev / Sergeev
      i++;
    } else if (char === 'o' && next === 'u') {
      append('u');
      i++;
    } else if (char === 'c' || char === 'q') append('k');
    else if (char === 'x') append('ks');
    else if (char === 'w') append('v');
    else if (char === 'y' || char === 'j') append('i');
    else append(char);
  }
  return out;
}

/** Vowels, and the letters Arabic long vowels become: و is "w" in any-ascii but "v", "u" or "ou" in Persian names. */
const VOWEL_LIKE = new Set(['a', 'e', 'i', 'o', 'u', 'y', 'w', 'v']);

function consonantSkeleton(token: string): string {
  let out = '';
  for (let i = 0; i < token.length; i++) {
    const char = token[i];
    let consonant: string | null = char;
    if (char === 'g' && token[i + 1] === 'h') {
      consonant = 'k';
      i++;
    } else if (char === 'q' || char === 'c') consonant = 'k';
    else if (VOWEL_LIKE.has(char)) consonant = null;
    if (consonant !== null && out[out.length - 1] !== consonant) out += consonant;
  }
  // A final "h" is the Arabic feminine ending (Fatimah, فاطمة "ftmh"); in "kwh" (کاوه, Kaveh) it is the word.
  return out.length > 2 && out.endsWith('h') ? out.slice(0, -1) : out;
}

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
