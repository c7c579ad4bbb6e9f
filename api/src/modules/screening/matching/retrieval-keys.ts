/**
 * What candidate retrieval stores and queries with: a token-level inverted index (screening.service.ts).
 *
 * Every distinct name token of a list version is stored once (watchlist_tokens) with the forms that
 * token-similarity.ts compares, and linked to the names that contain it (watchlist_name_tokens). A query
 * token is looked up the same ways scoring can align two tokens, so retrieval finds what scoring could
 * accept and little else:
 *
 *   exact / transliteration  equal folded spelling (foldSpelling): b-tree equality
 *   typo                     folded spellings within the edit allowance. One edit leaves either the first
 *                            `a` or the last `b` letters intact (a + b = length − 1, so even a transposition
 *                            across the middle keeps one side), so the candidates are two b-tree ranges (on the
 *                            folded spelling and on its reverse), checked with levenshtein_less_equal
 *   skeleton                 equal consonant skeleton, for names written without vowels (Arabic script)
 *   joined                   two adjacent query tokens written as one ("Gaz Prom" / "Gazprom")
 *
 * Exact lookups of short strings in a b-tree stay cheap at a million names; the trigram index on whole
 * names this replaces read posting lists of the common trigrams for every query.
 */
import type { NormalizedName } from './normalize-name.js';
import { allowedEdits, consonantSkeleton, foldSpelling, MAX_TOKEN_LENGTH } from './token-similarity.js';
import { MAX_ALIGNED_TOKENS } from './align-tokens.js';

/** One row of the token dictionary of a list version. */
export interface IndexedToken {
  token: string;
  folded: string;
  skeleton: string;
}

/** The dictionary forms of a name token (the same ones token-similarity.ts compares). */
export function indexedToken(token: string): IndexedToken {
  const text = token.length > MAX_TOKEN_LENGTH ? token.slice(0, MAX_TOKEN_LENGTH) : token;
  return { token, folded: foldSpelling(text), skeleton: consonantSkeleton(text) };
}

/** One looked-up query token; the arrays of a screen() call are these, column by column. */
export interface QueryToken {
  /** Position among the subject's query tokens; a joined pair takes the position after the last token. */
  position: number;
  folded: string;
  /** Allowed typo edits (0: exact folded spelling only). */
  edits: number;
  /** Range [prefixFrom, prefixTo) of folded spellings that keep the first letters ('' when edits is 0). */
  prefixFrom: string;
  prefixTo: string;
  /** The same for the reversed folded spelling: the last letters kept. */
  suffixFrom: string;
  suffixTo: string;
  /** Consonant skeleton to look up, or '' when the query's tokens do not need it. */
  skeleton: string;
  /** A joined pair of adjacent tokens rather than a token of the name. */
  joined: boolean;
}

/** Whether a name needs retrieval by consonant skeleton: it came from Arabic script or lacks vowels. */
export function needsSkeleton(name: NormalizedName): boolean {
  return name.script === 'arabic' || name.tokens.some((t) => t.length >= 3 && !/[aeiouy]/.test(t));
}

/** The next string after every string starting with `prefix` (letters and digits only, "C" collation). */
const after = (prefix: string) => prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);

const isNumber = (token: string) => /^[0-9]+$/.test(token);

function queryToken(token: string, position: number, joined: boolean, skeleton: boolean): QueryToken {
  const { folded, skeleton: consonants } = indexedToken(token);
  // The allowance of the longer word: a listed word may be one letter longer than the query's.
  const edits = joined || isNumber(token) ? 0 : allowedEdits(token.length + 1);
  const keep = folded.length - 1;
  const prefix = folded.slice(0, Math.floor(keep / 2));
  const suffix = [...folded.slice(folded.length - (keep - prefix.length))].reverse().join('');
  // A side of one letter would read a twenty-sixth of the dictionary; such short words allow no typo anyway.
  const fuzzy = edits > 0 && prefix.length >= 2 && suffix.length >= 2;
  return {
    position,
    folded,
    edits: fuzzy ? edits : 0,
    prefixFrom: fuzzy ? prefix : '',
    prefixTo: fuzzy ? after(prefix) : '',
    suffixFrom: fuzzy ? suffix : '',
    suffixTo: fuzzy ? after(suffix) : '',
    // One consonant identifies a word only when it is tiny (skeletonLongEnough in token-similarity.ts).
    skeleton: skeleton && (consonants.length >= 2 || (consonants.length === 1 && token.length <= 3)) ? consonants : '',
    joined,
  };
}

/**
 * The tokens a screened name is looked up by: its tokens (initials left out: they weigh little and
 * would match a twenty-sixth of the list), and each adjacent pair joined.
 */
export function queryTokens(name: NormalizedName): QueryToken[] {
  const tokens = name.tokens.slice(0, MAX_ALIGNED_TOKENS);
  const skeleton = needsSkeleton(name);
  const out: QueryToken[] = [];
  tokens.forEach((token, i) => {
    if (token.length > 1) out.push(queryToken(token, i, false, skeleton));
  });
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (tokens[i].length > 1 && tokens[i + 1].length > 1)
      out.push(queryToken(tokens[i] + tokens[i + 1], tokens.length + i, true, skeleton));
  }
  return out;
}
