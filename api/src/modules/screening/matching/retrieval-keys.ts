/**
 * What candidate retrieval stores and queries with: a token-level inverted index (screening.service.ts).
 *
 * Every distinct index token of a list version (indexTokens) is stored once (watchlist_tokens) with the
 * forms that token-similarity.ts compares, and linked to the names that contain it (watchlist_name_tokens).
 * A name's index tokens are its tokens plus the ways the aligner (align-tokens.ts) lets it meet a name
 * split differently: adjacent tokens joined (two; three when one is a syllable or particle of up to three
 * letters), its acronym (three words or more), and for a word transliterated from Greek its stem without
 * the nominative ending (Stefanos → "stefan", found by "Stefan"; Alexandros → "alexandr", found by "Alexander" within one typo).
 *
 * A query token is looked up the same ways scoring can align two tokens, so retrieval finds what scoring
 * could accept and little else:
 *
 *   exact / transliteration  equal folded spelling (foldSpelling): b-tree equality
 *   typo                     folded spellings within the edit allowance. One edit leaves either the first
 *                            `a` or the last `b` letters intact (a + b = length − 1, so even a transposition
 *                            across the middle keeps one side), so the candidates are two b-tree ranges (on the
 *                            folded spelling and on its reverse), checked with levenshtein_less_equal
 *   skeleton                 equal consonant skeleton: names written without vowels (Arabic, Hebrew script),
 *                            looked up for every query (a Latin query finds a name listed only in Arabic)
 *   joined                   adjacent query tokens written as one ("Gaz Prom" / "Gazprom"), as indexed; a
 *                            query word written as several listed ones is found by the listed joined tokens
 *   nickname                 the given-name variants of a query token (given-names.ts), at the same position
 *   acronym                  the query's acronym (three words or more), to find a name listed as one
 *
 * Exact lookups of short strings in a b-tree stay cheap at a million names; the trigram index on whole
 * names this replaces read posting lists of the common trigrams for every query.
 */
import { givenNameVariants } from './given-names.js';
import type { NormalizedName } from './normalize-name.js';
import { allowedEdits, consonantSkeleton, editDistance, foldSpelling, MAX_TOKEN_LENGTH } from './token-similarity.js';
import { MAX_ALIGNED_TOKENS } from './align-tokens.js';

/** Given-name variants looked up per query token, and per name. */
const MAX_VARIANTS_PER_TOKEN = 4;
const MAX_VARIANTS_PER_NAME = 6;

/** Tokens at the start of a listed name among which joined tokens are indexed. */
const MAX_INDEXED_JOIN_TOKENS = 4;

/** Words an acronym leaves out ("Bank of America" is BOA or BA; here: BA). */
const ACRONYM_SKIPS = new Set(['and', 'of', 'for', 'the', 'de', 'des', 'du', 'la', 'le', 'el', 'y', 'und', 'et', 'i']);

/**
 * The tokens a listed name is indexed by: its tokens, adjacent pairs joined, triples joined when one of the
 * three has at most three letters ("van der bilt", "kim jong un"), its acronym when it has three words or
 * more, and the stems of Greek-derived words. Within the first MAX_ALIGNED_TOKENS tokens, as scoring.
 */
export function indexTokens(name: Pick<NormalizedName, 'tokens'> & Partial<Pick<NormalizedName, 'foreign' | 'script'>>): string[] {
  const tokens = name.tokens.slice(0, MAX_ALIGNED_TOKENS);
  const out = new Set(tokens);
  // Joined only at the start of the name: a name typed without spaces is a short one, or begins like one.
  for (const joined of joinedTokens(tokens.slice(0, MAX_INDEXED_JOIN_TOKENS))) out.add(joined.text);
  const acronym = acronymOf(tokens);
  if (acronym) out.add(acronym);
  if (name.script === 'greek') {
    tokens.forEach((token, i) => {
      const stem = greekStem(token);
      if (stem && name.foreign?.[i] !== false) out.add(stem);
    });
  }
  return [...out];
}

/** Adjacent pairs joined, and triples with a token of at most three letters (align-tokens.ts joins the same). */
function joinedTokens(tokens: readonly string[]): { text: string; parts: string[] }[] {
  const out: { text: string; parts: string[] }[] = [];
  for (let i = 0; i + 1 < tokens.length; i++) {
    out.push({ text: tokens[i] + tokens[i + 1], parts: [tokens[i], tokens[i + 1]] });
    const triple = tokens.slice(i, i + 3);
    if (triple.length === 3 && triple.some((t) => t.length <= 3)) out.push({ text: triple.join(''), parts: triple });
  }
  return out;
}

/** Initials of the words of a name of three words or more, connecting words left out ("pla"); or null. */
function acronymOf(tokens: readonly string[]): string | null {
  const words = tokens.filter((token) => !ACRONYM_SKIPS.has(token));
  if (words.length < 3 || words.length > 6 || words.some((word) => word.length < 2 || word[0] < 'a' || word[0] > 'z')) return null;
  return words.map((word) => word[0]).join('');
}

function greekStem(token: string): string | null {
  const ending = token.slice(-2);
  return token.length >= 6 && (ending === 'os' || ending === 'as' || ending === 'is' || ending === 'es') ? token.slice(0, -2) : null;
}

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
  /**
   * Position among the subject's query tokens; the rank counts the best match per position. A joined pair
   * or the acronym takes a position after the name's tokens, a given-name variant its token's position.
   */
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
  /**
   * A lookup beside the name's own tokens (adjacent tokens joined, a given-name variant, the acronym): exact
   * spelling only, and not counted among the name's tokens when deciding whether all of them are common.
   */
  joined: boolean;
}

/**
 * Whether a name needs retrieval by every consonant skeleton: it came from a script that leaves vowels out
 * (Arabic, Hebrew, and the Brahmic scripts any-ascii writes without their inherent vowels: Khmer ពត "pt")
 * or it lacks vowels.
 */
export function needsSkeleton(name: NormalizedName): boolean {
  return (
    name.script === 'arabic' ||
    name.script === 'hebrew' ||
    name.script === 'other' ||
    name.tokens.some((t) => t.length >= 3 && !/[aeiouy]/.test(t))
  );
}

/** The next string after every string starting with `prefix` (letters and digits only, "C" collation). */
const after = (prefix: string) => prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);

const isNumber = (token: string) => /^[0-9]+$/.test(token);

/** @param skeleton true: any skeleton (the name needs them); false: long skeletons only; null: none. */
function queryToken(token: string, position: number, joined: boolean, skeleton: boolean | null): QueryToken {
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
    // Names from Arabic script or without vowels: any skeleton, one consonant only for a tiny word (sameSkeleton
    // in token-similarity.ts). Others (a Latin query may name someone listed only in Arabic script): three
    // consonants or more, which few unrelated words share.
    skeleton:
      skeleton === null
        ? ''
        : (skeleton ? consonants.length >= 2 || (consonants.length === 1 && token.length <= 3) : consonants.length >= 3)
          ? consonants
          : '',
    joined,
  };
}

/**
 * The tokens a screened name is looked up by: its tokens (initials left out: they weigh little and
 * would match a twenty-sixth of the list), adjacent tokens joined (as indexTokens joins them), the
 * given-name variants of its tokens and its acronym. Every lookup also reads the consonant skeleton of its
 * token, so a Latin query finds names listed only in Arabic or Hebrew script.
 */
export function queryTokens(name: NormalizedName): QueryToken[] {
  const tokens = name.tokens.slice(0, MAX_ALIGNED_TOKENS);
  const skeletons = needsSkeleton(name);
  const out: QueryToken[] = [];
  // Lookups beside the name's own tokens take positions after them (and are flagged `joined`).
  let next = tokens.length;
  const extra = (token: string, position?: number) => out.push(queryToken(token, position ?? next++, true, skeletons ? true : null));
  tokens.forEach((token, i) => {
    if (token.length > 1) out.push(queryToken(token, i, false, skeletons));
  });
  for (const joined of joinedTokens(tokens)) if (joined.parts.every((part) => part.length > 1)) extra(joined.text);
  let variants = 0;
  tokens.forEach((token, i) => {
    for (const variant of givenNameVariants(token, MAX_VARIANTS_PER_TOKEN)) {
      if (variants >= MAX_VARIANTS_PER_NAME) return;
      // Spellings the typo lookups of the token find already need no lookup of their own.
      const allowed = allowedEdits(Math.max(token.length, variant.length));
      if (editDistance(foldSpelling(variant), foldSpelling(token), allowed) <= allowed) continue;
      // At the token's own position: the rank counts the best of a token and its variants once.
      extra(variant, i);
      variants++;
    }
  });
  const acronym = acronymOf(tokens);
  if (acronym) extra(acronym);
  // A Greek name's stem, within the typo allowance: Αλέξανδρος ("alexandr") finds Alexander.
  if (name.script === 'greek') {
    tokens.forEach((token, i) => {
      const stem = greekStem(token);
      if (stem) out.push({ ...queryToken(stem, i, false, null), joined: true });
    });
  }
  return out;
}
