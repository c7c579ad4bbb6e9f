/**
 * Free-text country fields ("Russian Federation", "UK", "Germany, France", "Côte d'Ivoire") to ISO 3166-1
 * alpha-2 codes in lower case, the FollowTheMoney convention used throughout screening.
 *
 * Country names come from i18n-iso-countries in English plus the languages customer records and lists
 * are most often written in, so "Deutschland" or "Россия" resolve as well. Lookup is by whole normalised
 * segment, never by substring: "Niger" must not be found in "Nigeria".
 */
import countries from 'i18n-iso-countries/index.js';
import de from 'i18n-iso-countries/langs/de.json' with { type: 'json' };
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import es from 'i18n-iso-countries/langs/es.json' with { type: 'json' };
import fr from 'i18n-iso-countries/langs/fr.json' with { type: 'json' };
import ru from 'i18n-iso-countries/langs/ru.json' with { type: 'json' };
import { latinWords, MAX_NAME_LENGTH } from './normalize-name.js';

/** Names the locale files lack, mostly parts or former names of a country. */
const ALIASES: Readonly<Record<string, string>> = {
  england: 'gb',
  scotland: 'gb',
  wales: 'gb',
  'northern ireland': 'gb',
  britain: 'gb',
  'great britain': 'gb',
  holland: 'nl',
  persia: 'ir',
  burma: 'mm',
  'north korea': 'kp',
  dprk: 'kp',
  'south korea': 'kr',
  emirates: 'ae',
  america: 'us',
  czech: 'cz',
  macedonia: 'mk',
  swaziland: 'sz',
  'cape verde': 'cv',
  'east timor': 'tl',
};

const CODE_BY_NAME = buildIndex();

/** Continents and regions that qualify an organisation's name the way a country does ("Halvorsen Europe"). */
const REGION_WORDS = ['europe', 'european', 'asia', 'asian', 'africa', 'african', 'americas', 'eurasia', 'mena', 'emea', 'apac', 'gulf'];

/**
 * One-word country names in the locales above (not the ISO codes: "de", "al" and "in" are words), plus
 * "uk", "usa", "uae" and region words: the words that say where an organisation is rather than which it is.
 */
const PLACE_WORDS = new Set([
  ...[...CODE_BY_NAME.keys()].filter((name) => !name.includes(' ') && name.length > 3),
  'uk',
  'usa',
  'uae',
  ...REGION_WORDS,
]);

/** Whether a normalised token names a country or a region ("schweiz", "china", "europe"). */
export function isPlaceWord(token: string): boolean {
  return PLACE_WORDS.has(token);
}

function buildIndex(): Map<string, string> {
  const index = new Map<string, string>();
  const add = (name: string, code: string) => {
    const key = latinWords(name).join(' ');
    // English is registered first and wins: a name that means another country elsewhere stays English.
    if (key && !index.has(key)) index.set(key, code.toLowerCase());
  };
  for (const locale of [en, de, fr, es, ru]) {
    countries.registerLocale(locale);
    for (const [code, names] of Object.entries(countries.getNames(locale.locale, { select: 'all' }))) {
      for (const name of names) add(name, code);
    }
  }
  for (const [alpha3, alpha2] of Object.entries(countries.getAlpha3Codes())) add(alpha3, alpha2);
  for (const alpha2 of Object.keys(countries.getAlpha2Codes())) add(alpha2, alpha2);
  for (const [name, code] of Object.entries(ALIASES)) add(name, code);
  return index;
}

/** Splits on , ; / | ( ) and line breaks, then on "and"/"&" inside a segment that is not itself a name. */
export function countryCodes(text: string): string[] {
  // A country field longer than a name is not a list of countries; cap it like names.
  const segments = splitSegments(text.slice(0, MAX_NAME_LENGTH)).map((segment) => latinWords(segment));
  const codes = new Set<string>();
  for (let i = 0; i < segments.length; i++) {
    // "Korea, Republic of" is one name that contains the separator.
    const withNext = i + 1 < segments.length ? lookup([...segments[i], ...segments[i + 1]]) : undefined;
    if (withNext) {
      codes.add(withNext);
      i++;
      continue;
    }
    const whole = lookup(segments[i]);
    if (whole) {
      codes.add(whole);
      continue;
    }
    for (const part of splitOnAnd(segments[i])) {
      const code = lookup(part);
      if (code) codes.add(code);
    }
  }
  return [...codes];
}

function lookup(words: readonly string[]): string | undefined {
  if (words.length === 0) return undefined;
  // "U.K." and "U.S.A." arrive as single letters.
  const key = words.every((word) => word.length === 1) ? words.join('') : words.join(' ');
  return CODE_BY_NAME.get(key);
}

function splitSegments(text: string): string[] {
  const segments: string[] = [];
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    const char = text[i];
    if (
      i === text.length ||
      char === ',' ||
      char === ';' ||
      char === '/' ||
      char === '|' ||
      char === '(' ||
      char === ')' ||
      char === '\n'
    ) {
      if (i > start) segments.push(text.slice(start, i));
      start = i + 1;
    }
  }
  return segments;
}

/** latinWords turns "&" into "and" already. */
function splitOnAnd(words: readonly string[]): string[][] {
  const parts: string[][] = [[]];
  for (const word of words) {
    if (word === 'and') parts.push([]);
    else parts[parts.length - 1].push(word);
  }
  return parts;
}

/** A country's English name from its ISO 3166-1 alpha-2 code ("CH" → "Switzerland"), or null for a code it does not know. */
export const countryName = (code: string): string | null => countries.getName(code.toUpperCase(), 'en', { select: 'official' }) ?? null;
