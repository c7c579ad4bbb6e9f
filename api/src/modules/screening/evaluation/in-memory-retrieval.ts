/**
 * The token-index retrieval of screening.service.ts (CANDIDATE_SQL) replayed in memory over a small list,
 * so the evaluation can check that what the scorer accepts is also found by the retrieval keys
 * (matching/retrieval-keys.ts). It follows the statement's rules: a query token reads the dictionary
 * tokens with its folded spelling; within its typo allowance (the prefix or suffix range, then a
 * Levenshtein bound; only when the spelling itself is not in the list); with its consonant skeleton when
 * it asks for one. Candidates are ranked by the sum of similarity × rarity and the best
 * CANDIDATES_PER_NAME kept. The posting budget is left out: it only matters at hundreds of thousands of names.
 */
import type { NormalizedName } from '../matching/normalize-name.js';
import { indexedToken, indexTokens, queryTokens, type IndexedToken, type QueryToken } from '../matching/retrieval-keys.js';

/** As in screening.service.ts. */
const CANDIDATES_PER_NAME = 25;

export interface TokenIndex {
  /** Distinct name tokens with their dictionary forms and the names (indexes) that contain them. */
  tokens: { indexed: IndexedToken; names: number[] }[];
  byFolded: Map<string, number[]>;
}

/** Builds the dictionary the import would write for `names` (their index tokens, retrieval-keys.ts). */
export function buildTokenIndex(names: readonly NormalizedName[]): TokenIndex {
  const byToken = new Map<string, number[]>();
  names.forEach((name, index) => {
    for (const token of indexTokens(name)) {
      const list = byToken.get(token) ?? [];
      list.push(index);
      byToken.set(token, list);
    }
  });
  const tokens = [...byToken].map(([token, postings]) => ({ indexed: indexedToken(token), names: postings }));
  const byFolded = new Map<string, number[]>();
  tokens.forEach((entry, i) => byFolded.set(entry.indexed.folded, [...(byFolded.get(entry.indexed.folded) ?? []), i]));
  return { tokens, byFolded };
}

/** The indexes of the names CANDIDATE_SQL would return for `query`, best first. */
/**
 * The indexes of the names CANDIDATE_SQL would return for `query`, best first. `typoWhenListed` also looks
 * up typos of a word that is listed as written (the statement does not: see screening.service.ts).
 */
export function retrieveCandidates(index: TokenIndex, query: NormalizedName, options: { typoWhenListed?: boolean } = {}): number[] {
  const best = new Map<number, Map<number, number>>();
  for (const q of queryTokens(query)) {
    for (const [tokenIndex, similarity] of dictionaryMatches(index, q, options.typoWhenListed === true)) {
      const entry = index.tokens[tokenIndex];
      const weight = similarity * Math.log(1 + 1_000_000 / entry.names.length);
      for (const name of entry.names) {
        const positions = best.get(name) ?? new Map<number, number>();
        positions.set(q.position, Math.max(positions.get(q.position) ?? 0, weight));
        best.set(name, positions);
      }
    }
  }
  const ranked = [...best].map(([name, positions]) => ({ name, score: [...positions.values()].reduce((a, b) => a + b, 0) }));
  ranked.sort((a, b) => b.score - a.score || a.name - b.name);
  return ranked.slice(0, CANDIDATES_PER_NAME).map((r) => r.name);
}

function dictionaryMatches(index: TokenIndex, q: QueryToken, typoWhenListed: boolean): Map<number, number> {
  const matches = new Map<number, number>();
  const add = (i: number, similarity: number) => matches.set(i, Math.max(matches.get(i) ?? 0, similarity));
  const exact = index.byFolded.get(q.folded) ?? [];
  for (const i of exact) add(i, 1);
  index.tokens.forEach((entry, i) => {
    const { folded, skeleton } = entry.indexed;
    if (q.edits > 0 && (exact.length === 0 || typoWhenListed) && Math.abs(folded.length - q.folded.length) <= 1) {
      const reversed = [...folded].reverse().join('');
      const inRange = (folded >= q.prefixFrom && folded < q.prefixTo) || (reversed >= q.suffixFrom && reversed < q.suffixTo);
      // PostgreSQL's levenshtein has no transposition: one more substitution is let through for equal lengths.
      const bound = q.edits + (q.edits === 1 && folded.length === q.folded.length ? 1 : 0);
      if (inRange && levenshtein(folded, q.folded) <= bound) add(i, 0.9);
    }
    if (q.skeleton !== '' && skeleton === q.skeleton) add(i, 0.9);
  });
  return matches;
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length];
}
