import { MAX_COUNTRIES, MAX_IDENTIFIERS, MAX_NAMES, MAX_TOPICS, MAX_VALUE_CHARS, WatchlistFormatError } from './watchlist-record.js';

type ValueGroups = readonly (readonly string[])[];

/** The caption, then the other names in the order given: cleaned, distinct, at most MAX_NAMES. */
export function distinctNames(groups: ValueGroups): string[] {
  return collectDistinct(groups, MAX_NAMES, cleanText);
}

/**
 * Two-letter country codes, lower-cased. Longer FtM codes (historic 'suhh', regions 'ge-ab', 'x-…'
 * pseudo-codes) are dropped rather than guessed at: they are not ISO 3166-1 alpha-2.
 */
export function distinctCountries(groups: ValueGroups): string[] {
  return collectDistinct(groups, MAX_COUNTRIES, countryCode);
}

export function distinctTopics(groups: ValueGroups): string[] {
  return collectDistinct(groups, MAX_TOPICS, cleanText);
}

export function distinctIdentifiers(groups: ValueGroups): string[] {
  return collectDistinct(groups, MAX_IDENTIFIERS, cleanText);
}

/** The cells of a `;`-separated multi-valued cell (OpenSanctions CSV). */
export function splitMultiValue(cell: string | undefined): string[] {
  return cell ? cell.split(';') : [];
}

/** An entity id, trimmed: required, and short enough to store and show. */
export function externalId(line: number, value: string | undefined): string {
  const id = value?.trim();
  if (!id) throw new WatchlistFormatError(line, 'the record has no id');
  if (id.length > MAX_VALUE_CHARS) throw new WatchlistFormatError(line, `the id is longer than ${MAX_VALUE_CHARS} characters`);
  return id;
}

function collectDistinct(groups: ValueGroups, max: number, normalize: (value: string) => string): string[] {
  // A Set keeps first-seen order, so the caption stays first.
  const values = new Set<string>();
  for (const group of groups) {
    for (const raw of group) {
      const value = normalize(raw);
      if (value === '') continue;
      values.add(value);
      if (values.size === max) return [...values];
    }
  }
  return [...values];
}

function countryCode(value: string): string {
  const code = value.trim();
  return code.length === 2 && isAsciiLetter(code.charCodeAt(0)) && isAsciiLetter(code.charCodeAt(1)) ? code.toLowerCase() : '';
}

function isAsciiLetter(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

/**
 * Collapses whitespace and control characters to single spaces, trims, and cuts to MAX_VALUE_CHARS
 * (never inside a surrogate pair). Cutting rather than dropping an overlong name keeps its leading
 * words matchable, and a caption cannot be dropped at all.
 */
export function cleanText(value: string): string {
  if (value.length <= MAX_VALUE_CHARS && isClean(value)) return value;
  const parts: string[] = [];
  let start = -1;
  let length = 0;
  for (let i = 0; i <= value.length && length < MAX_VALUE_CHARS; i++) {
    const blank = i === value.length || isBlank(value.charCodeAt(i));
    if (blank && start >= 0) {
      const word = value.slice(start, i);
      parts.push(word);
      length += word.length + 1;
      start = -1;
    } else if (!blank && start < 0) start = i;
  }
  let text = parts.join(' ');
  if (text.length > MAX_VALUE_CHARS) {
    const last = text.charCodeAt(MAX_VALUE_CHARS - 1);
    text = text.slice(0, last >= 0xd800 && last <= 0xdbff ? MAX_VALUE_CHARS - 1 : MAX_VALUE_CHARS).trimEnd();
  }
  return text;
}

/** No leading or trailing blank, no control character, no run of blanks: the usual value, returned as is. */
function isClean(value: string): boolean {
  if (value === '') return true;
  if (isBlank(value.charCodeAt(0)) || isBlank(value.charCodeAt(value.length - 1))) return false;
  for (let i = 1; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (isBlank(code) && (code !== 0x20 || value.charCodeAt(i - 1) === 0x20)) return false;
  }
  return true;
}

function isBlank(code: number): boolean {
  return code <= 0x20 || (code >= 0x7f && code <= 0xa0) || code === 0x2028 || code === 0x2029 || code === 0xfeff;
}
