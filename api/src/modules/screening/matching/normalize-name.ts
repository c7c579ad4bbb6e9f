/**
 * Turns a raw name from a watchlist or a screening query into comparable Latin tokens.
 *
 * Runs at list-import time on up to a million names, so it is a handful of linear character scans: no
 * regular expressions over the input, no per-character string concatenation on the ASCII fast path.
 *
 * The steps, in order (each recorded in `rewrites` when it changed something, so a match can say why):
 *   script       every non-Latin run is transliterated with any-ascii; Greek digraphs and Persian
 *                consonants first (see below); Hangul syllable by syllable in the spelling Korean names use
 *                in passports and lists (최민수 → Choi Min Su); Han characters read in Mandarin, one token
 *                per syllable (王小明 → Wang Xiao Ming)
 *   words        lowercase [a-z0-9] words; split at punctuation, spaces and at a lower-to-upper case change
 *                in Latin text ("OlegTarasov", "NordlichtAG"); "&" is "and", "%" is "percent"
 *   initials     runs of single letters are one word: "A.B.C." and "ABC" are both "abc"
 *   digits       digits between letters are read as the letters they stand for ("Ig0r Sech1n")
 *   numbers      number words and ordinals become digits ("Forty-Four" 44, "First" and "1st" 1)
 *   titles       honorifics are dropped ("Dr.", "President", "Shaikh", "Monsieur"), except as the last word
 *   legal forms  stripped at the edges and kept as canonical forms and classes (legal-forms.ts)
 */
import anyAscii from 'any-ascii';
import { splitLegalForms, type LegalFormClass } from './legal-forms.js';

export type NameScript = 'latin' | 'cyrillic' | 'greek' | 'arabic' | 'hebrew' | 'cjk' | 'other';

export type RewriteRule = 'transliteration' | 'split-case' | 'initials' | 'digits-for-letters' | 'number-words' | 'title' | 'legal-form';

/** One change normalisation made to the words of a name, for explanations. */
export interface NameRewrite {
  rule: RewriteRule;
  /** The words as written (after transliteration and lowercasing). */
  from: string;
  /** What they became ('' when dropped). */
  to: string;
}

export interface NormalizedName {
  original: string;
  /** Lowercase ASCII letters and digits, legal forms, titles and "the" removed, in the original order. */
  tokens: string[];
  /** Per token: it was written in a non-Latin script and transliterated. */
  foreign: boolean[];
  /** Per token: it was written as single letters ("A.B.C.", "J. M."). */
  initials: boolean[];
  legalForms: LegalFormClass[];
  /** Canonical abbreviations of the legal forms ("ag", "llc"). */
  legalFormNames: string[];
  /**
   * The tokens joined by one space, in the original order: pg_trgm builds its trigrams per word, so sorting
   * would not change similarity() and would only make the stored key harder to read.
   */
  key: string;
  /** The dominant non-Latin script of the original, or 'latin' when there is none. */
  script: NameScript;
  rewrites: NameRewrite[];
}

/** Longer input is not a name; the cap bounds the work any caller can cause. */
export const MAX_NAME_LENGTH = 500;

/**
 * Abbreviations (and the British "centre") rewritten to one spelling so that "Intl" and "International"
 * produce the same token, and so the same key for retrieval. Only unambiguous ones: "Ind" or "Dev" could
 * stand for several words.
 */
const ABBREVIATIONS: ReadonlyMap<string, string> = new Map([
  ['intl', 'international'],
  ['natl', 'national'],
  ['mfg', 'manufacturing'],
  ['mfrs', 'manufacturers'],
  ['svc', 'service'],
  ['svcs', 'services'],
  ['bros', 'brothers'],
  ['hldg', 'holding'],
  ['hldgs', 'holdings'],
  ['grp', 'group'],
  ['assn', 'association'],
  ['mgmt', 'management'],
  ['engg', 'engineering'],
  ['univ', 'university'],
  ['tech', 'technology'],
  ['techs', 'technologies'],
  ['petrochem', 'petrochemical'],
  ['ctr', 'center'],
  ['centre', 'center'],
]);

const STOP_WORDS = new Set(['the']);

/**
 * Honorifics and titles written before (or, in "Family, Given" order, inside) a name. Only words that are
 * not also common name or company words: "General", "Captain", "King", "Sultan" or "Imam" stay.
 */
const TITLES = new Set([
  'mr',
  'mrs',
  'ms',
  'mx',
  'miss',
  'messrs',
  'dr',
  'drs',
  'prof',
  'professor',
  'sir',
  'dame',
  'honorable',
  'honourable',
  'rev',
  'reverend',
  'president',
  'presidente',
  'prasident',
  'praesident',
  'senator',
  'minister',
  'excellency',
  'highness',
  'majesty',
  'sheikh',
  'shaikh',
  'sheik',
  'shaykh',
  'cheikh',
  'sheikha',
  'mullah',
  'mulla',
  'maulana',
  'maulvi',
  'mawlawi',
  'ayatollah',
  'hojatoleslam',
  'monsieur',
  'madame',
  'mme',
  'mlle',
  'mademoiselle',
  'herr',
  'frau',
  'senor',
  'senora',
  'senorita',
  'signor',
  'signora',
  'shri',
  'shrimati',
  'smt',
]);
/** "His Excellency", "Her Majesty": the pronoun goes with the title after it. */
const TITLE_PRONOUNS = new Set(['his', 'her']);

interface Word {
  text: string;
  foreign: boolean;
  initials: boolean;
}

export function normalizeName(raw: string): NormalizedName {
  const original = raw.length > MAX_NAME_LENGTH ? raw.slice(0, MAX_NAME_LENGTH) : raw;
  const script = dominantScript(original);
  const rewrites: NameRewrite[] = [];
  let words = transliteratedWords(original, script, rewrites);
  words = joinInitials(words, rewrites);
  words = words.map((word) => {
    const ordinal = ordinalNumber(word.text);
    const read = ordinal ?? lettersForDigits(word.text);
    if (read === undefined) return word;
    rewrites.push({ rule: ordinal === undefined ? 'digits-for-letters' : 'number-words', from: word.text, to: read });
    return { ...word, text: read };
  });
  words = numberWords(words, rewrites);
  words = dropTitles(words, rewrites).filter((word) => !STOP_WORDS.has(word.text));
  for (const word of words) word.text = ABBREVIATIONS.get(word.text) ?? word.text;
  const split = splitLegalForms(words.map((word) => word.text));
  const kept = words.slice(split.start, split.start + split.tokens.length);
  for (const [from, to] of split.corrected) rewrites.push({ rule: 'legal-form', from, to });
  const tokens = kept.map((word) => word.text);
  return {
    original,
    tokens,
    foreign: kept.map((word) => word.foreign),
    initials: kept.map((word) => word.initials),
    legalForms: split.legalForms,
    legalFormNames: split.legalFormNames,
    key: tokens.join(' '),
    script,
    rewrites,
  };
}

/**
 * Whether a name has anything to screen: false for blank input, punctuation only, or only titles
 * ("Dr.", "Mr & Mrs"). A name made only of legal-form words ("Limited") is kept as a name.
 */
export function isSearchableName(raw: string): boolean {
  return normalizeName(raw).tokens.length > 0;
}

/** Transliterated, lowercased words of any text, before any name-specific rules; input is capped like names. */
export function latinWords(text: string, script: NameScript = dominantScript(text)): string[] {
  const capped = text.length > MAX_NAME_LENGTH ? text.slice(0, MAX_NAME_LENGTH) : text;
  return transliteratedWords(capped, script, []).map((word) => word.text);
}

/** A run of text of one kind, transliterated, with how its words may be split. */
interface Piece {
  text: string;
  foreign: boolean;
  /** Split words at a lower-to-upper case change (Latin text as typed; Han syllables as any-ascii writes them). */
  splitCase: boolean;
}

type RunKind = 'latin' | 'greek' | 'cyrillic' | 'arabic' | 'hebrew' | 'han' | 'hangul' | 'kana' | 'other';

function transliteratedWords(text: string, script: NameScript, rewrites: NameRewrite[]): Word[] {
  const pieces: Piece[] = [];
  let ascii = true;
  for (let i = 0; i < text.length && ascii; i++) ascii = text.charCodeAt(i) < 0x80;
  if (ascii) pieces.push({ text, foreign: false, splitCase: true });
  else {
    const persian = script === 'arabic' && hasPersianLetters(text);
    let start = 0;
    let kind = runKind(text.charCodeAt(0));
    for (let i = 1; i <= text.length; i++) {
      const next = i < text.length ? runKind(text.charCodeAt(i)) : null;
      if (next === kind) continue;
      pieces.push(...transliterate(text.slice(start, i), kind, persian));
      start = i;
      if (next !== null) kind = next;
    }
  }
  const split = { latin: false };
  const words = tokenize(pieces, split);
  if (words.some((word) => word.foreign)) {
    rewrites.push({ rule: 'transliteration', from: text, to: words.map((word) => word.text).join(' ') });
  }
  if (split.latin) rewrites.push({ rule: 'split-case', from: text, to: words.map((word) => word.text).join(' ') });
  return words;
}

function transliterate(run: string, kind: RunKind, persian: boolean): Piece[] {
  switch (kind) {
    case 'latin':
      return [{ text: asciiOf(run), foreign: false, splitCase: true }];
    case 'greek':
      return [{ text: anyAscii(greekDigraphs(run.toLowerCase())), foreign: true, splitCase: false }];
    case 'arabic':
      return [{ text: anyAscii(persian ? persianConsonants(run) : run), foreign: true, splitCase: false }];
    case 'han':
      return [{ text: anyAscii(run), foreign: true, splitCase: true }];
    case 'hangul':
      return [{ text: koreanSyllables(run), foreign: true, splitCase: false }];
    default:
      return [{ text: anyAscii(run), foreign: true, splitCase: false }];
  }
}

function asciiOf(text: string): string {
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) > 0x7e) return anyAscii(text);
  }
  return text;
}

const isLower = (code: number) => code >= 97 && code <= 122;
const isUpper = (code: number) => code >= 65 && code <= 90;
const isDigit = (code: number) => code >= 48 && code <= 57;

/**
 * Splits pieces into lowercase [a-z0-9] words. Apostrophes and backticks are deleted rather than split on:
 * they are the Cyrillic soft sign and the Arabic hamza/ayn after transliteration ("neft'", "`ly") and
 * elisions in Latin names ("O'Brien", "Int'l"). "&" becomes the word "and", "%" the word "percent". A word
 * may run across pieces (a Cyrillic letter inside a Latin word); it is foreign if any of it is.
 */
function tokenize(pieces: readonly Piece[], split: { latin: boolean }): Word[] {
  const words: Word[] = [];
  let current = '';
  let foreign = false;
  const endWord = () => {
    if (current) words.push({ text: current.toLowerCase(), foreign, initials: false });
    current = '';
    foreign = false;
  };
  for (const piece of pieces) {
    const text = piece.text;
    let runStart = -1;
    const endRun = (at: number) => {
      if (runStart >= 0) {
        current += text.slice(runStart, at);
        foreign ||= piece.foreign;
      }
      runStart = -1;
    };
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (isLower(code) || isUpper(code) || isDigit(code)) {
        if (
          piece.splitCase &&
          isUpper(code) &&
          i > 0 &&
          isLower(text.charCodeAt(i - 1)) &&
          splitsIntoWords(text, i, current.length + i - Math.max(runStart, 0))
        ) {
          endRun(i);
          endWord();
          split.latin ||= !piece.foreign;
        }
        if (runStart < 0) runStart = i;
      } else if (code === 39 || code === 96) {
        endRun(i);
      } else {
        endRun(i);
        endWord();
        if (code === 38) words.push({ text: 'and', foreign: false, initials: false });
        if (code === 37) words.push({ text: 'percent', foreign: false, initials: false });
      }
    }
    endRun(text.length);
  }
  endWord();
  return words;
}

/**
 * Whether a lower-to-upper case change at `at` separates two words: both sides have two letters or more.
 * "OlegTarasov" and "NordlichtAG" split; "GmbH", "SpA" and "iPhone" do not.
 */
function splitsIntoWords(text: string, at: number, before: number): boolean {
  if (before < 2) return false;
  let after = 0;
  for (let i = at; i < text.length && after < 2; i++) {
    const code = text.charCodeAt(i);
    if (!(isLower(code) || isUpper(code) || isDigit(code))) break;
    after++;
  }
  return after >= 2;
}

/** Runs of two or more single letters are one word ("a b c" → "abc"): initials and dotted acronyms. */
function joinInitials(words: Word[], rewrites: NameRewrite[]): Word[] {
  const out: Word[] = [];
  for (let i = 0; i < words.length; i++) {
    let end = i;
    while (end < words.length && isSingleLetter(words[end].text)) end++;
    if (end - i >= 2) {
      const run = words.slice(i, end);
      const text = run.map((word) => word.text).join('');
      rewrites.push({ rule: 'initials', from: run.map((word) => word.text).join(' '), to: text });
      out.push({ text, foreign: run.some((word) => word.foreign), initials: true });
      i = end - 1;
    } else out.push(words[i]);
  }
  return out;
}

const isSingleLetter = (text: string) => text.length === 1 && isLower(text.charCodeAt(0));

/** Digits that stand for letters in obfuscated spellings. 2 and 6 are left out: they stand for too many. */
const LETTER_FOR_DIGIT: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
};

/**
 * "ig0r" → "igor", "sech1n" → "sechin": a word whose every digit stands between two letters, with at
 * least two letters per digit and four characters, is a word written with digits for letters. Codes
 * ("A320", "X5M", "7Eleven") keep their digits.
 */
function lettersForDigits(text: string): string | undefined {
  let digits = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (!isDigit(code)) continue;
    if (i === 0 || i === text.length - 1 || !isLower(text.charCodeAt(i - 1)) || !isLower(text.charCodeAt(i + 1))) return undefined;
    if (LETTER_FOR_DIGIT[text[i]] === undefined) return undefined;
    digits++;
  }
  if (digits === 0 || text.length < 4 || text.length - digits < 2 * digits) return undefined;
  let out = '';
  for (const char of text) out += LETTER_FOR_DIGIT[char] ?? char;
  return out;
}

/** "1st", "22nd", "3rd", "4th" → the number. */
function ordinalNumber(text: string): string | undefined {
  if (text.length < 3 || text.length > 12) return undefined;
  const suffix = text.slice(-2);
  if (suffix !== 'st' && suffix !== 'nd' && suffix !== 'rd' && suffix !== 'th') return undefined;
  const digits = text.slice(0, -2);
  for (let i = 0; i < digits.length; i++) if (!isDigit(digits.charCodeAt(i))) return undefined;
  return String(Number(digits));
}

const UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const TEENS = ['thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'];
const NUMBER_WORDS = new Map<string, number>([
  ...UNITS.map((word, i) => [word, i] as const),
  ...TEENS.map((word, i) => [word, 13 + i] as const),
  ...TENS.map((word, i) => [word, 20 + 10 * i] as const),
  ...ORDINALS.map((word, i) => [word, 1 + i] as const),
  ['fourty', 40], // the common misspelling
  ['twentieth', 20],
  ['thirtieth', 30],
  ['fortieth', 40],
  ['fiftieth', 50],
]);

/**
 * Number words become digits: "forty four" → "44", "forty 4" → "44", "three" → "3", "first" → "1"; "hundred"
 * and "thousand" multiply what came before. Digits stay digits: "Brigade 44" and "Brigade Forty-Four" meet.
 */
function numberWords(words: Word[], rewrites: NameRewrite[]): Word[] {
  const out: Word[] = [];
  for (let i = 0; i < words.length; i++) {
    const value = NUMBER_WORDS.get(words[i].text);
    if (value === undefined) {
      out.push(words[i]);
      continue;
    }
    let total = 0;
    let current = value;
    let end = i + 1;
    for (; end < words.length; end++) {
      const word = words[end].text;
      const next = NUMBER_WORDS.get(word);
      if (word === 'hundred') current *= 100;
      else if (word === 'thousand') {
        total += current * 1000;
        current = 0;
      } else if (word === 'and' && end + 1 < words.length && NUMBER_WORDS.has(words[end + 1].text) && current >= 100) continue;
      else if (next !== undefined && next < 10 && current % 10 === 0 && current >= 20) current += next;
      else if (word.length === 1 && isDigit(word.charCodeAt(0)) && current % 10 === 0 && current >= 20) current += Number(word);
      else if (next !== undefined && next < 100 && current >= 100 && current % 100 === 0) current += next;
      else break;
    }
    const from = words
      .slice(i, end)
      .map((word) => word.text)
      .join(' ');
    const number = String(total + current);
    rewrites.push({ rule: 'number-words', from, to: number });
    out.push({ text: number, foreign: words[i].foreign, initials: false });
    i = end - 1;
  }
  return out;
}

/** Titles anywhere but in the last place ("Ivan Petrov Dr" may be a cut-off surname); all of them if nothing else is left. */
function dropTitles(words: Word[], rewrites: NameRewrite[]): Word[] {
  const title = (i: number) =>
    TITLES.has(words[i].text) || (TITLE_PRONOUNS.has(words[i].text) && i + 1 < words.length && TITLES.has(words[i + 1].text));
  // "Mr & Mrs", "Dr. and Prof.": titles joined by "and" are titles too.
  const onlyTitles = words.every((word, i) => title(i) || word.text === 'and');
  if (onlyTitles) {
    for (const word of words) rewrites.push({ rule: 'title', from: word.text, to: '' });
    return [];
  }
  const kept = words.filter((word, i) => {
    const drop = title(i) && i < words.length - 1;
    if (drop) rewrites.push({ rule: 'title', from: word.text, to: '' });
    return !drop;
  });
  return kept;
}

/**
 * Hangul, syllable by syllable, each its own word as Korean names are written in Latin ("Choi Min Su",
 * "Kim Song Ho"). any-ascii writes the Revised Romanization; passports and lists mostly use older
 * spellings: "eo" and "eu" are written "o" and "u" (Jeong → Jong, Eun → Un), and the first syllable of a
 * name, the family name, has a customary spelling (김 Gim → Kim, 박 Bak → Park, 이 I → Lee).
 */
function koreanSyllables(run: string): string {
  let out = '';
  let first = true;
  for (const char of run) {
    const code = char.charCodeAt(0);
    if (code < 0xac00 || code > 0xd7a3) {
      out += ` ${anyAscii(char)} `;
      first = true;
      continue;
    }
    let syllable = anyAscii(char).toLowerCase().replaceAll('eo', 'o').replaceAll('eu', 'u');
    if (first) syllable = KOREAN_FAMILY_NAMES.get(syllable) ?? syllable;
    out += ` ${syllable} `;
    first = false;
  }
  return out;
}

/** Family names as Korean names are customarily written, keyed by the syllable after the folds above. */
const KOREAN_FAMILY_NAMES = new Map([
  ['gim', 'kim'],
  ['i', 'lee'],
  ['li', 'ri'],
  ['bag', 'park'],
  ['choe', 'choi'],
  ['gang', 'kang'],
  ['jo', 'cho'],
  ['yun', 'yoon'],
  ['im', 'lim'],
  ['o', 'oh'],
  ['sin', 'shin'],
  ['gwon', 'kwon'],
  ['an', 'ahn'],
  ['yu', 'yoo'],
  ['lyu', 'ryu'],
  ['go', 'ko'],
  ['mun', 'moon'],
  ['baeg', 'baek'],
  ['no', 'noh'],
  ['gwag', 'kwak'],
  ['ju', 'joo'],
  ['u', 'woo'],
  ['gu', 'koo'],
  ['gong', 'kong'],
  ['byon', 'byun'],
  ['hyon', 'hyun'],
]);

/**
 * any-ascii transliterates Greek letter by letter, which turns the digraph "ου" into "oy" (Papadopoylos)
 * and "μπ"/"ντ"/"γκ" into "mp"/"nt"/"gk". Rewriting the digraphs first gives the spellings used in passports
 * and on watchlists (ELOT 743): Papadopoulos, Bakogiannis, Evangelos.
 */
function greekDigraphs(lower: string): string {
  let out = '';
  for (let i = 0; i < lower.length; i++) {
    const char = lower[i];
    const next = lower[i + 1] ?? '';
    const wordStart = i === 0 || !isGreekLetter(lower.charCodeAt(i - 1));
    const upsilonNext = next === 'υ' || next === 'ύ';
    if ((char === 'ο' || char === 'ό') && upsilonNext) out += 'ou';
    else if ((char === 'α' || char === 'ά') && upsilonNext) out += 'av';
    else if ((char === 'ε' || char === 'έ') && upsilonNext) out += 'ev';
    else if (char === 'γ' && (next === 'γ' || next === 'κ')) out += wordStart ? 'g' : 'ng';
    else if (char === 'μ' && next === 'π') out += wordStart ? 'b' : 'mb';
    else if (char === 'ν' && next === 'τ') out += wordStart ? 'd' : 'nd';
    else {
      out += char;
      continue;
    }
    i++;
  }
  return out;
}

/**
 * any-ascii reads Arabic script as Arabic: ض ذ ظ become "d"/"dh" and ث "th". In Persian those letters are
 * pronounced, and romanised, "z" and "s" (Reza رضا, Zarif ظریف, Kiumars). Text with letters only Persian
 * uses (پ چ ژ گ and the Persian forms of kaf and yeh) is read the Persian way.
 */
function persianConsonants(text: string): string {
  let out = '';
  for (const char of text) out += PERSIAN_SOUNDS.get(char) ?? char;
  return out;
}

function hasPersianLetters(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (PERSIAN_LETTERS.has(text[i])) return true;
  return false;
}

const PERSIAN_LETTERS = new Set(['\u067e', '\u0686', '\u0698', '\u06af', '\u06a9', '\u06cc']);
const PERSIAN_SOUNDS = new Map([
  ['\u0636', 'z'], // ض
  ['\u0630', 'z'], // ذ
  ['\u0638', 'z'], // ظ
  ['\u062b', 's'], // ث
]);

function isGreekLetter(code: number): boolean {
  return (code >= 0x370 && code <= 0x3ff) || (code >= 0x1f00 && code <= 0x1fff);
}

function runKind(code: number): RunKind {
  if (code < 0x370) return 'latin';
  if (code <= 0x3ff || (code >= 0x1f00 && code <= 0x1fff)) return 'greek';
  if (code <= 0x52f) return 'cyrillic';
  if (code >= 0x590 && code <= 0x5ff) return 'hebrew';
  if ((code >= 0x600 && code <= 0x6ff) || (code >= 0x750 && code <= 0x77f) || (code >= 0x8a0 && code <= 0x8ff)) return 'arabic';
  if ((code >= 0xfb50 && code <= 0xfdff) || (code >= 0xfe70 && code <= 0xfeff)) return 'arabic';
  if (code >= 0xfb1d && code <= 0xfb4f) return 'hebrew';
  if ((code >= 0xac00 && code <= 0xd7a3) || (code >= 0x1100 && code <= 0x11ff) || (code >= 0x3130 && code <= 0x318f)) return 'hangul';
  if ((code >= 0x3040 && code <= 0x30ff) || (code >= 0x31f0 && code <= 0x31ff)) return 'kana';
  if ((code >= 0x4e00 && code <= 0x9fff) || (code >= 0x3400 && code <= 0x4dbf) || (code >= 0xf900 && code <= 0xfaff)) return 'han';
  if (code >= 0xd800 && code <= 0xdfff) return 'han'; // astral planes: mostly CJK extensions
  if (!isOtherLetter(code)) return 'latin'; // punctuation, symbols, Latin extensions, full-width ASCII
  return 'other';
}

function dominantScript(text: string): NameScript {
  const counts: Record<NameScript, number> = { latin: 0, cyrillic: 0, greek: 0, arabic: 0, hebrew: 0, cjk: 0, other: 0 };
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x370) continue;
    const kind = runKind(code);
    if (kind === 'latin') continue;
    counts[kind === 'han' || kind === 'hangul' || kind === 'kana' ? 'cjk' : kind]++;
  }
  let best: NameScript = 'latin';
  for (const script of ['cyrillic', 'greek', 'arabic', 'hebrew', 'cjk', 'other'] as const) {
    if (counts[script] > counts[best]) best = script;
  }
  return best;
}

/** Letters of other scripts (Hebrew, Indic, CJK, ...), not the punctuation, symbols and Latin extensions above 0x370. */
function isOtherLetter(code: number): boolean {
  if (code >= 0x1e00 && code <= 0x1eff) return false; // Latin Extended Additional (Vietnamese)
  if (code >= 0x2000 && code <= 0x2e7f) return false; // punctuation, symbols, arrows
  if (code >= 0x3000 && code <= 0x303f) return false; // CJK punctuation
  if (code >= 0xd800 && code <= 0xdfff) return true; // astral planes: mostly CJK extensions
  if (code >= 0xff00 && code <= 0xffef) return false; // full-width forms of ASCII
  return code >= 0x530;
}
