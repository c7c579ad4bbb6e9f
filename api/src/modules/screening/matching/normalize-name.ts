/**
 * Turns a raw name from a watchlist or a screening query into comparable Latin tokens.
 *
 * Runs at list-import time on up to a million names, so it is a handful of linear character scans: no
 * regular expressions over the input, no per-character string concatenation on the ASCII fast path.
 */
import anyAscii from 'any-ascii';
import { splitLegalForms, type LegalFormClass } from './legal-forms.js';

export type NameScript = 'latin' | 'cyrillic' | 'greek' | 'arabic' | 'other';

export interface NormalizedName {
  original: string;
  /** Lowercase ASCII letters and digits, legal forms and "the" removed, in the original order. */
  tokens: string[];
  legalForms: LegalFormClass[];
  /**
   * The tokens joined by one space, in the original order: pg_trgm builds its trigrams per word, so sorting
   * would not change similarity() and would only make the stored key harder to read.
   */
  key: string;
  /** The dominant non-Latin script of the original, or 'latin' when there is none. */
  script: NameScript;
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

export function normalizeName(raw: string): NormalizedName {
  const original = raw.length > MAX_NAME_LENGTH ? raw.slice(0, MAX_NAME_LENGTH) : raw;
  const script = dominantScript(original);
  const words: string[] = [];
  for (const token of latinWords(original, script)) {
    if (STOP_WORDS.has(token)) continue;
    words.push(ABBREVIATIONS.get(token) ?? token);
  }
  const { tokens, legalForms } = splitLegalForms(words);
  return { original, tokens, legalForms, key: tokens.join(' '), script };
}

/** Transliterated, lowercased words of any text, before any name-specific rules; input is capped like names. */
export function latinWords(text: string, script: NameScript = dominantScript(text)): string[] {
  const capped = text.length > MAX_NAME_LENGTH ? text.slice(0, MAX_NAME_LENGTH) : text;
  const prepared = script === 'greek' ? greekDigraphs(capped.toLowerCase()) : script === 'arabic' ? persianConsonants(capped) : capped;
  return tokenize(asciiOf(prepared));
}

function asciiOf(text: string): string {
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) > 0x7e) return anyAscii(text);
  }
  return text;
}

/**
 * Splits lowercase-able ASCII into [a-z0-9] tokens. Apostrophes and backticks are deleted rather than split
 * on: they are the Cyrillic soft sign and the Arabic hamza/ayn after transliteration ("neft'", "`ly") and
 * elisions in Latin names ("O'Brien", "Int'l"). "&" becomes the word "and".
 */
function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let current = '';
  let runStart = -1;
  const endRun = (at: number) => {
    if (runStart >= 0) current += text.slice(runStart, at).toLowerCase();
    runStart = -1;
  };
  const endToken = (at: number) => {
    endRun(at);
    if (current) tokens.push(current);
    current = '';
  };
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57)) {
      if (runStart < 0) runStart = i;
    } else if (code === 39 || code === 96) {
      endRun(i);
    } else {
      endToken(i);
      if (code === 38) tokens.push('and');
    }
  }
  endToken(text.length);
  return tokens;
}

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
  let persian = false;
  for (let i = 0; i < text.length && !persian; i++) persian = PERSIAN_LETTERS.has(text[i]);
  if (!persian) return text;
  let out = '';
  for (const char of text) out += PERSIAN_SOUNDS.get(char) ?? char;
  return out;
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

function dominantScript(text: string): NameScript {
  let cyrillic = 0;
  let greek = 0;
  let arabic = 0;
  let other = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x370) continue;
    if (code <= 0x3ff || (code >= 0x1f00 && code <= 0x1fff)) greek++;
    else if (code <= 0x52f) cyrillic++;
    else if ((code >= 0x600 && code <= 0x6ff) || (code >= 0x750 && code <= 0x77f) || (code >= 0x8a0 && code <= 0x8ff)) arabic++;
    else if ((code >= 0xfb50 && code <= 0xfdff) || (code >= 0xfe70 && code <= 0xfeff)) arabic++;
    else if (isOtherLetter(code)) other++;
  }
  const max = Math.max(cyrillic, greek, arabic, other);
  if (max === 0) return 'latin';
  if (max === cyrillic) return 'cyrillic';
  if (max === greek) return 'greek';
  if (max === arabic) return 'arabic';
  return 'other';
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
