/**
 * Similarity of two single name tokens (lowercase ASCII), as a number in [0, 1] plus the reason, so the
 * score can say why two words were taken to be the same word.
 *
 * The tiers, first that applies wins:
 *   exact            1
 *   transliteration  0.97  equal after folding spelling variants of transliteration (see foldSpelling)
 *   typo             Jaro-Winkler of the folded tokens, at most 0.96, if within the edit allowance
 *   skeleton         0.93  equal consonant skeletons, for names written without vowels (Arabic script)
 *   initial          0.8   a single letter and a word starting with it ("j" / "john")
 *   otherwise        0     (not the same word)
 * Word-sized inputs only: the edit distance is quadratic in the token, so callers cap token length.
 */
import { jaroWinkler } from '@skyra/jaro-winkler';

export type TokenMatchBasis = 'exact' | 'transliteration' | 'typo' | 'skeleton' | 'initial';

export interface TokenSimilarity {
  similarity: number;
  basis: TokenMatchBasis | null;
}

/** Longer tokens are cut before the quadratic edit distance; no real name word is this long. */
export const MAX_TOKEN_LENGTH = 40;

const NO_MATCH: TokenSimilarity = { similarity: 0, basis: null };

/** A token prepared once per name, not once per comparison. */
export interface PreparedToken {
  text: string;
  folded: string;
  skeleton: string;
  numeric: boolean;
  hasVowel: boolean;
}

/**
 * Screening compares one query with many candidates that share most words, so prepared tokens are cached.
 * Cleared when full rather than evicted one by one: simple, and a refill costs one pass per word.
 */
const PREPARED_CACHE_SIZE = 50_000;
const preparedCache = new Map<string, PreparedToken>();

export function prepareToken(token: string): PreparedToken {
  let prepared = preparedCache.get(token);
  if (prepared === undefined) {
    if (preparedCache.size >= PREPARED_CACHE_SIZE) preparedCache.clear();
    prepared = prepareUncached(token);
    preparedCache.set(token, prepared);
  }
  return prepared;
}

function prepareUncached(token: string): PreparedToken {
  const text = token.length > MAX_TOKEN_LENGTH ? token.slice(0, MAX_TOKEN_LENGTH) : token;
  let numeric = true;
  let hasVowel = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char < '0' || char > '9') numeric = false;
    if (char === 'a' || char === 'e' || char === 'i' || char === 'o' || char === 'u') hasVowel = true;
  }
  return { text, folded: foldSpelling(text), skeleton: consonantSkeleton(text), numeric, hasVowel };
}

/**
 * @param useSkeleton compare consonant skeletons as well: set when either name came from Arabic script,
 *   where short vowels are not written ("mhmd" for Mohammed); tokens without any vowel get it regardless.
 */
export function tokenSimilarity(a: PreparedToken, b: PreparedToken, useSkeleton: boolean): TokenSimilarity {
  if (a.text === b.text) return { similarity: 1, basis: 'exact' };
  // Numbers tell vessels and companies apart ("Volga 7" / "Volga 8"): no fuzziness at all.
  if (a.numeric || b.numeric) return NO_MATCH;
  if (a.text.length === 1 || b.text.length === 1) {
    const [initial, word] = a.text.length === 1 ? [a.text, b.text] : [b.text, a.text];
    return word.length > 1 && word[0] === initial ? { similarity: 0.8, basis: 'initial' } : NO_MATCH;
  }
  if (a.folded === b.folded) return { similarity: 0.97, basis: 'transliteration' };
  const allowed = allowedEdits(Math.max(a.text.length, b.text.length));
  if (allowed > 0 && editDistance(a.folded, b.folded, allowed) <= allowed) {
    return { similarity: Math.min(0.96, jaroWinkler(a.folded, b.folded)), basis: 'typo' };
  }
  if ((useSkeleton || !a.hasVowel || !b.hasVowel) && a.skeleton === b.skeleton && skeletonLongEnough(a, b)) {
    return { similarity: 0.93, basis: 'skeleton' };
  }
  return NO_MATCH;
}

/** One consonant identifies a word only when both words are tiny: علي ("ly") and Ali, not Pouya and Paya. */
function skeletonLongEnough(a: PreparedToken, b: PreparedToken): boolean {
  if (a.skeleton.length >= 2) return true;
  return a.skeleton.length === 1 && a.text.length <= 3 && b.text.length <= 3;
}

/**
 * Typos allowed by the length of the longer word as written: about one per five letters. Short words get
 * none: "Vesta" and "Vesna" are different names, and a one-letter slip in a five-letter word cannot be told
 * from that. The proportion also keeps compound names apart whose distinguishing part is short
 * ("Pechoraneft" / "Pechorainvest"). Counted on the folded spelling, so "Aleksandr"/"Alexander" is one edit.
 */
export function allowedEdits(length: number): number {
  if (length <= 5) return 0;
  return Math.min(3, Math.floor(length / 5));
}

/**
 * Folds spellings that differ only by transliteration convention, so Cyrillic-derived variants compare
 * equal: Yuriy/Yuri/Iurii/Jurij, Aleksandr/Aleksander, Khodorkovsky/Hodorkovskiy, Fyodor/Fedor,
 * Sergeyev/Sergeev, Nicolai/Nikolai, Youssef/Yussef. One pass, two characters lookahead. Doubled letters
 * are kept (Taigagaz is not Taigaz) except "ii", which the Russian endings -iy/-ij/-ii all become.
 */
export function foldSpelling(token: string): string {
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

/**
 * The consonants of a token: vowel-like letters dropped (VOWEL_LIKE), "q",
 * "c" and "gh" folded to "k" (Persian ق is written Gh or Q), doubles collapsed and a final "h" (ta marbuta)
 * dropped. محمد → "mhmd" like Mohammed and Muhammad; فاطمة → "ftm" like Fatima; قاسمی → "ksm" like Ghasemi;
 * موسوی → "ms" like Mousavi. It cannot tell محمود (Mahmoud) from محمد: both are "mhmd".
 * Digraphs such as "th" or "kh" stay two letters: any-ascii writes them for single Arabic letters, and
 * Latin spellings use the same ones.
 */
export function consonantSkeleton(token: string): string {
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

/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent transpositions) with rolling rows. Stops
 * early once the distance must exceed `limit` (returning limit + 1): most compared words are unrelated.
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previousPrevious = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, previousPrevious[j - 2] + 1);
      current[j] = best;
      rowMinimum = Math.min(rowMinimum, best);
    }
    if (rowMinimum > limit) return limit + 1;
    [previousPrevious, previous, current] = [previous, current, previousPrevious];
  }
  return previous[b.length];
}
