/**
 * Similarity of two single name tokens (lowercase ASCII), as a number in [0, 1] plus the reason, so the
 * score can say why two words were taken to be the same word.
 *
 * The tiers, first that applies wins:
 *   exact            1
 *   transliteration  0.97  equal after folding spelling variants of transliteration (see foldSpelling), or
 *                          spellings of one particle ("bin"/"ibn", "abd al"/"abdul")
 *   nickname         0.9   given names listed as variants of each other (given-names.ts: Ted/Theodore)
 *   typo             Jaro-Winkler of the folded tokens, at most 0.96, if within the edit allowance and at
 *                    least 0.8; 0.92 for doubled letters ("Jorrge", "Joon"), 0.9 for a plural or
 *                    possessive "s"; in words of four or five letters one edit: 0.85 for swapped letters,
 *                    0.65 otherwise (five letters only)
 *   phonetic         0.85  words of five letters (four if transliterated) one edit apart that sound the same
 *                          (Dudin/Dutin: see soundKey), 0.9 when the edit is a vowel (Hasan/Hasen); 0.8 for
 *                          words of two or three letters with the same vowels (Xu/Su, Bao/Pao)
 *   skeleton         0.93  equal consonant skeletons, for names written without vowels (Arabic and Hebrew
 *                          script) and for words transliterated from another script
 *   initial          0.8   a single letter and a word starting with it ("j" / "john"), or two letters that
 *                          begin a long word (a cut-off "Ka" for "Karimov")
 *   otherwise        0     (not the same word)
 * Word-sized inputs only: the edit distance is quadratic in the token, so callers cap token length.
 */
import { jaroWinkler } from '@skyra/jaro-winkler';
import { areGivenNameVariants } from './given-names.js';

export type TokenMatchBasis = 'exact' | 'transliteration' | 'nickname' | 'typo' | 'phonetic' | 'skeleton' | 'initial';

export interface TokenSimilarity {
  similarity: number;
  basis: TokenMatchBasis | null;
}

/** Longer tokens are cut before the quadratic edit distance; no real name word is this long. */
export const MAX_TOKEN_LENGTH = 40;

/** Below this a Jaro-Winkler typo is not taken for the same word. */
const MIN_TYPO_SIMILARITY = 0.8;

const NO_MATCH: TokenSimilarity = { similarity: 0, basis: null };

/**
 * Roman numerals that are not also name words ("Xi", "Vi", "Ix" are): numbers, compared exactly, so
 * "Fund II" and "Fund III" stay apart.
 */
const ROMAN_NUMERALS = new Set(['ii', 'iii', 'iv', 'vii', 'viii', 'xii', 'xiii', 'xiv', 'xv', 'xvi', 'xvii', 'xviii', 'xix', 'xx']);

/** A token prepared once per name, not once per comparison. */
export interface PreparedToken {
  text: string;
  folded: string;
  /** The folded spelling with doubled letters written once. */
  single: string;
  skeleton: string;
  /** The skeleton with a soft "g" (before e or i) read as "j", as Cyrillic and Arabic write it. */
  softSkeleton: string;
  /** The skeleton keeping "v" and "w" as consonants (Hebrew ו, Arabic و are either). */
  hardSkeleton: string;
  sound: string;
  vowels: string;
  /** Digits, or a Roman numeral: compared exactly. */
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
  let vowels = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char < '0' || char > '9') numeric = false;
    if (char === 'a' || char === 'e' || char === 'i' || char === 'o' || char === 'u') {
      hasVowel = true;
      vowels += char;
    } else if (char === 'y') vowels += 'i';
  }
  const folded = foldSpelling(text);
  return {
    text,
    folded,
    numeric: numeric || ROMAN_NUMERALS.has(text),
    single: withoutDoubles(folded),
    skeleton: consonantSkeleton(text),
    softSkeleton: consonantSkeleton(text, 'soft-g'),
    hardSkeleton: consonantSkeleton(text, 'hard-vw'),
    sound: soundKey(text),
    vowels,
    hasVowel,
  };
}

/** How two tokens may be compared beyond their spelling. */
export interface ComparisonContext {
  /** Compare consonant skeletons: a name came from a script that does not write short vowels (Arabic, Hebrew). */
  skeleton?: boolean;
  /** One token was transliterated from another script than the other: skeletons and Greek endings apply. */
  crossScript?: boolean;
}

/**
 * @param context skeletons are compared when either name came from Arabic or Hebrew script ("mhmd" for
 *   Mohammed) or the pair crosses scripts; tokens without any vowel get it regardless.
 */
export function tokenSimilarity(a: PreparedToken, b: PreparedToken, context: boolean | ComparisonContext = {}): TokenSimilarity {
  const { skeleton: useSkeleton = false, crossScript = false } = typeof context === 'boolean' ? { skeleton: context } : context;
  if (a.text === b.text) return { similarity: 1, basis: 'exact' };
  // Numbers tell vessels and companies apart ("Volga 7" / "Volga 8"): no fuzziness at all.
  if (a.numeric || b.numeric) return NO_MATCH;
  const [short, long] = a.text.length <= b.text.length ? [a, b] : [b, a];
  if (short.text.length === 1) return long.text[0] === short.text ? { similarity: 0.8, basis: 'initial' } : NO_MATCH;
  if (a.folded === b.folded || sameParticle(a.text, b.text)) return { similarity: 0.97, basis: 'transliteration' };
  if (areGivenNameVariants(a.text, b.text)) return { similarity: 0.9, basis: 'nickname' };
  const typo = typoSimilarity(short, long, crossScript);
  if (typo !== null && typo.similarity >= 0.93) return typo;
  if ((useSkeleton || !a.hasVowel || !b.hasVowel) && sameSkeleton(a, b)) return { similarity: 0.93, basis: 'skeleton' };
  if (typo !== null) return typo;
  // Across scripts that write vowels (Cyrillic, Greek) only long skeletons: loanwords such as менеджер.
  if (crossScript && a.softSkeleton.length >= 4 && a.softSkeleton === b.softSkeleton) return { similarity: 0.93, basis: 'skeleton' };
  if (crossScript && greekStemMatches(a, b)) return { similarity: 0.9, basis: 'transliteration' };
  // A cut-off word: two letters that begin a long one ("Ka" for "Karimov"), not a particle such as "al".
  if (short.text.length === 2 && long.text.length >= 5 && long.text.startsWith(short.text) && !PARTICLE_SPELLINGS.has(short.text)) {
    return { similarity: 0.8, basis: 'initial' };
  }
  return NO_MATCH;
}

/**
 * Similarity of words joined or split differently ("gaz prom" / "gazprom"): only the exact, transliterated
 * or consonant-skeleton tiers, so a joined group is never a typo or an initial of a word.
 */
export function joinedSimilarity(a: PreparedToken, b: PreparedToken, context: ComparisonContext = {}): TokenSimilarity {
  if (a.text === b.text) return { similarity: 1, basis: 'exact' };
  if (a.numeric || b.numeric) return NO_MATCH;
  if (a.folded === b.folded) return { similarity: 0.97, basis: 'transliteration' };
  if ((context.skeleton === true || !a.hasVowel || !b.hasVowel) && a.text.length > 1 && b.text.length > 1 && sameSkeleton(a, b)) {
    return { similarity: 0.93, basis: 'skeleton' };
  }
  return NO_MATCH;
}

function typoSimilarity(short: PreparedToken, long: PreparedToken, crossScript: boolean): TokenSimilarity | null {
  const length = long.text.length;
  if (short.single === long.single) return { similarity: 0.92, basis: 'typo' };
  // "Banks" / "Bank", "Holdings" / "Holding": a plural or possessive "s".
  if (short.text.length >= 3 && length === short.text.length + 1 && long.text.endsWith('s') && long.text.startsWith(short.text)) {
    return { similarity: 0.9, basis: 'typo' };
  }
  const allowed = allowedEdits(length);
  if (allowed > 0) {
    if (editDistance(short.folded, long.folded, allowed) > allowed) return null;
    const similarity = Math.min(0.96, jaroWinkler(short.folded, long.folded));
    return similarity >= MIN_TYPO_SIMILARITY ? { similarity, basis: 'typo' } : null;
  }
  // Four letters leave too little to tell a slip from another name (Vela / Vila) unless the word was
  // transliterated (Korean 성 is Song or Sung); a changed first consonant makes another word (Baker / Paker).
  if (length === 5 || (length === 4 && crossScript)) {
    if (editDistance(short.folded, long.folded, 1) > 1) return null;
    if (short.folded[0] !== long.folded[0] && !crossScript && !(isVowel(short.folded[0]) && isVowel(long.folded[0]))) return null;
    if (short.sound === long.sound) {
      // A changed vowel is how transliterations of one name differ most (Hasan / Hasen, Husain / Husein).
      return { similarity: short.folded.length === long.folded.length && short.vowels !== long.vowels ? 0.9 : 0.85, basis: 'phonetic' };
    }
    if (short.folded.length === long.folded.length && isTransposition(short.folded, long.folded))
      return { similarity: 0.85, basis: 'typo' };
    return length === 5 ? { similarity: 0.65, basis: 'typo' } : null;
  }
  if (length > 3) return null;
  // Two or three letters: the same sounds and the same vowels (Xu / Su, Bao / Pao).
  if (short.sound !== '' && short.sound === long.sound && short.vowels === long.vowels) return { similarity: 0.8, basis: 'phonetic' };
  return null;
}

const isVowel = (char: string) => char === 'a' || char === 'e' || char === 'i' || char === 'o' || char === 'u';

function isTransposition(a: string, b: string): boolean {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i + 1 < a.length && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

function sameSkeleton(a: PreparedToken, b: PreparedToken): boolean {
  if (a.skeleton !== b.skeleton) return false;
  if (a.skeleton.length >= 2) return true;
  // One consonant identifies a word only when both words are tiny: علي ("ly") and Ali, not Pouya and Paya;
  // or when the consonants agree with "v"/"w" read as consonants: דוד ("dvd") and David.
  if (a.skeleton.length === 1 && a.text.length <= 3 && b.text.length <= 3) return true;
  return a.hardSkeleton.length >= 2 && a.hardSkeleton === b.hardSkeleton;
}

/**
 * Greek names carry a nominative ending that Latin forms of the same name drop: Αλέξανδρος (Alexandros) is
 * Alexander, Πέτρος (Petros) Peter. Compared without "-os", "-as", "-is", "-es", one edit is allowed.
 */
function greekStemMatches(a: PreparedToken, b: PreparedToken): boolean {
  const stem = (token: PreparedToken) => {
    const ending = token.folded.slice(-2);
    return token.folded.length >= 6 && (ending === 'os' || ending === 'as' || ending === 'is' || ending === 'es')
      ? token.folded.slice(0, -2)
      : null;
  };
  for (const [x, y] of [
    [a, b],
    [b, a],
  ]) {
    const s = stem(x);
    if (s !== null && y.folded.length >= 4 && editDistance(s, y.folded, 1) <= 1 && s[0] === y.folded[0]) return true;
  }
  return false;
}

/** Spellings of the same Arabic, Hebrew or Berber name particle. */
const PARTICLE_GROUPS = [
  ['bin', 'ibn', 'bn', 'ben'],
  ['bint', 'bent'],
  ['al', 'el', 'ul'],
  ['abu', 'abou', 'abo'],
  ['abd', 'abdul', 'abdel', 'abdal', 'abdoul', 'abdel'],
  ['ould', 'weld', 'wuld'],
];
const PARTICLE_GROUP = new Map<string, number>();
PARTICLE_GROUPS.forEach((group, i) => group.forEach((particle) => PARTICLE_GROUP.set(particle, i)));
const PARTICLE_SPELLINGS = new Set([
  ...PARTICLE_GROUP.keys(),
  'de',
  'da',
  'di',
  'du',
  'la',
  'le',
  'van',
  'von',
  'der',
  'del',
  'dos',
  'das',
]);

function sameParticle(a: string, b: string): boolean {
  const group = PARTICLE_GROUP.get(a);
  return group !== undefined && group === PARTICLE_GROUP.get(b);
}

/** The folded spelling with every doubled letter written once ("hanniball" → "hanibal"). */
function withoutDoubles(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) if (text[i] !== text[i - 1]) out += text[i];
  return out;
}

/**
 * The sounds of a short word, for telling a misheard letter from a different word: vowels (and "h", "y")
 * dropped, voiced and voiceless pairs merged (b/p, d/t, g/k/c/q, v/f/w, s/z/x), "sh"/"zh" as "s"/"j", doubles
 * once. Dudin and Dutin are "tn"; Vesna "fsn" and Vesta "fst" stay apart.
 */
export function soundKey(token: string): string {
  let out = '';
  for (let i = 0; i < token.length; i++) {
    const char = token[i];
    let sound: string | null;
    if ((char === 's' || char === 'z') && token[i + 1] === 'h') {
      sound = char === 's' ? 's' : 'j';
      i++;
    } else sound = SOUNDS[char] ?? null;
    if (sound !== null && out[out.length - 1] !== sound) out += sound;
  }
  return out;
}

const SOUNDS: Readonly<Record<string, string>> = {
  b: 'p',
  p: 'p',
  d: 't',
  t: 't',
  g: 'k',
  k: 'k',
  c: 'k',
  q: 'k',
  v: 'f',
  f: 'f',
  w: 'f',
  s: 's',
  z: 's',
  x: 's',
  j: 'j',
  l: 'l',
  m: 'm',
  n: 'n',
  r: 'r',
};

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
const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y']);

/**
 * The consonants of a token: vowel-like letters dropped (VOWEL_LIKE), "q",
 * "c" and "gh" folded to "k" (Persian ق is written Gh or Q), "dzh" and "dj" to "j" (ج, Cyrillic дж), "p" to
 * "b" (Arabic has no "p": Perez is بيريز), doubles collapsed and a final "h" (ta marbuta) dropped.
 * محمد → "mhmd" like Mohammed and Muhammad; فاطمة → "ftm" like Fatima; قاسمی → "ksm" like Ghasemi;
 * موسوی → "ms" like Mousavi. It cannot tell محمود (Mahmoud) from محمد: both are "mhmd".
 * Digraphs such as "th" or "kh" stay two letters: any-ascii writes them for single Arabic letters, and
 * Latin spellings use the same ones.
 *
 * @param variant 'soft-g' also reads "g" before "e"/"i" as "j" (Manager / Менеджер); 'hard-vw' keeps
 *   "v" and "w" as consonants (David / דוד "dvd").
 */
export function consonantSkeleton(token: string, variant: 'plain' | 'soft-g' | 'hard-vw' = 'plain'): string {
  let out = '';
  for (let i = 0; i < token.length; i++) {
    const char = token[i];
    const next = token[i + 1];
    let consonant: string | null = char;
    if (char === 'g' && next === 'h') {
      consonant = 'k';
      i++;
    } else if (char === 'd' && next === 'z' && token[i + 2] === 'h') {
      consonant = 'j';
      i += 2;
    } else if (char === 'd' && next === 'j') {
      consonant = 'j';
      i++;
    } else if (char === 'g' && variant === 'soft-g' && (next === 'e' || next === 'i')) consonant = 'j';
    else if (char === 'q' || char === 'c') consonant = 'k';
    else if (char === 'p') consonant = 'b';
    else if (variant === 'hard-vw' ? VOWELS.has(char) : VOWEL_LIKE.has(char)) consonant = null;
    if (consonant !== null && out[out.length - 1] !== consonant) out += consonant;
  }
  // A final "h" is the Arabic feminine ending (Fatimah, فاطمة "ftmh"); in "kwh" (کاوه, Kaveh) it is the word.
  return out.length > 2 && out.endsWith('h') ? out.slice(0, -1) : out;
}

const ROW_LENGTH = 64;
const ROWS = [new Int32Array(ROW_LENGTH), new Int32Array(ROW_LENGTH), new Int32Array(ROW_LENGTH)];

/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent transpositions) with rolling rows. Stops
 * early once the distance must exceed `limit` (returning limit + 1): most compared words are unrelated.
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  // Rows are reused between calls for word-sized input: this runs for most compared word pairs.
  const reuse = b.length < ROW_LENGTH;
  let previousPrevious = reuse ? ROWS[0].fill(0, 0, b.length + 1) : new Int32Array(b.length + 1);
  let previous = reuse ? ROWS[1] : new Int32Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  let current = reuse ? ROWS[2] : new Int32Array(b.length + 1);
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
