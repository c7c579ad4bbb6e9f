/**
 * Writing CSV for spreadsheets: RFC 4180 quoting, and no cell a spreadsheet would run as a formula.
 * Pure.
 */

/** What a spreadsheet reads as the start of a formula (or of a cell that can smuggle one: tab, CR). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** What only a quoted cell may hold. */
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One cell: text starting like a formula gets a leading `'` (OWASP's CSV injection advice: the
 * spreadsheet shows it as text), and a cell holding a quote, comma or line break is quoted with its
 * quotes doubled.
 */
export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, CRLF-terminated as RFC 4180 has it. */
export const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;
