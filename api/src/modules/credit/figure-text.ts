/**
 * Figures as people write them (the wizard's inputs and pastes, a CSV upload's cells): one reading
 * shared by the client and the API, so both accept the same text.
 */

/** A figure as typed or pasted: a number, empty (null), or text that is no number. */
export type ParsedFigure = { ok: true; value: number | null } | { ok: false };

const EMPTY = /^[-–—]?$/;
const NEGATIVE_SIGN = /^[-−–]/;
// Currency signs, spaces of every width and apostrophes (Swiss 1'234) carry no value.
const NOISE = /[\s\u00a0\u2009\u202f'’$€£¥]/g;
const NUMBER = /^(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/** Digit groups joined by a thousands mark: 1,234,567 (and Indian 12,34,567), never 12..5 or 1,2. */
const grouped = (integer: string, mark: string) =>
  integer.split(mark).every((group, i) => (i === 0 ? /^\d{1,3}$/ : /^\d{2,3}$/).test(group));

/**
 * The text with its decimal mark as "." and no thousands separators, judged from where they
 * stand; null when the marks make no number (12..5).
 */
function normaliseSeparators(text: string): string | null {
  const commas = text.split(',').length - 1;
  const dots = text.split('.').length - 1;
  let thousands: string | null = null;
  let decimal: string | null = null;
  if (commas && dots) {
    // Both: the one that comes last is the decimal mark (1,234.50 or 1.234,50).
    decimal = text.lastIndexOf(',') > text.lastIndexOf('.') ? ',' : '.';
    thousands = decimal === ',' ? '.' : ',';
  } else if (commas > 1 || dots > 1) {
    thousands = commas ? ',' : '.';
  } else if (/^[1-9]\d{0,2}[.,]\d{3}$/.test(text)) {
    // One mark before exactly three digits groups thousands (1,234 · 1.234: money has no thousandths).
    thousands = commas ? ',' : '.';
  } else if (commas || dots) {
    // Otherwise it is the decimal mark (1234,5 · 0.125 · 12.50).
    decimal = commas ? ',' : '.';
  }
  const parts = decimal ? text.split(decimal) : [text];
  if (parts.length > 2) return null;
  const [integer, fraction] = parts;
  if (thousands && !grouped(integer, thousands)) return null;
  const digits = thousands ? integer.split(thousands).join('') : integer;
  return fraction === undefined ? digits : `${digits}.${fraction}`;
}

/**
 * Reads a figure the way spreadsheets show it: thousands separators (1,234,567 · 1.234.567,89 ·
 * 1 234 567 · 1'234'567) and currency signs dropped, "(1,234)", "-1,234" and "1,234-" negative,
 * and "", "-" or "—" empty (null).
 */
export function parseFigure(input: string): ParsedFigure {
  let text = input.replace(NOISE, '');
  if (EMPTY.test(text)) return { ok: true, value: null };
  let negative = false;
  const parenthesised = /^\((.*)\)$/.exec(text);
  if (parenthesised) {
    negative = true;
    text = parenthesised[1];
  }
  if (NEGATIVE_SIGN.test(text)) {
    negative = !negative;
    text = text.slice(1);
  } else if (text.startsWith('+')) text = text.slice(1);
  else if (/[-−]$/.test(text)) {
    // Some ledgers write a loss with a trailing minus: 1,234-
    negative = !negative;
    text = text.slice(0, -1);
  }
  const plain = normaliseSeparators(text);
  if (plain === null || !NUMBER.test(plain)) return { ok: false };
  const value = Number(plain);
  if (!Number.isFinite(value)) return { ok: false };
  return { ok: true, value: negative && value !== 0 ? -value : value };
}
