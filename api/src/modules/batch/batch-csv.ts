import { CsvError, parse } from 'csv-parse/sync';
import { badInput, DomainError } from '../../core/errors.js';
import { ANSWER_FIELDS } from '../assessment/assessment-answers.js';

/** The template columns (spec §5), in template order. */
export const TEMPLATE_COLUMNS: readonly string[] = ANSWER_FIELDS;
const OPTIONAL_COLUMNS = new Set(['alternativeContacts']);

export const MAX_CSV_BYTES = 10 * 1024 * 1024;
export const MAX_CSV_ROWS = 50_000;

export interface CsvRow {
  /** The row number a spreadsheet shows: the header is row 1. */
  rowNumber: number;
  data: Record<string, string>;
}

/**
 * Parses an uploaded CSV: checks size and row limits, requires every template column in the
 * header (in any order), and returns the non-empty rows with their spreadsheet row numbers.
 * PAYLOAD_TOO_LARGE over 10 MB; BAD_USER_INPUT for a missing column, a malformed file (with the
 * parser's position), no rows or too many rows.
 */
export function parseBatchCsv(content: string): CsvRow[] {
  if (Buffer.byteLength(content, 'utf8') > MAX_CSV_BYTES) {
    throw new DomainError('PAYLOAD_TOO_LARGE', `The CSV file is larger than ${MAX_CSV_BYTES / 1024 / 1024} MB`, 'csvContent');
  }
  let records: string[][];
  try {
    records = parse(content, { bom: true, trim: true, relax_column_count: true, skip_empty_lines: false });
  } catch (error) {
    if (error instanceof CsvError) throw badInput(`The CSV file could not be read: ${error.message}`, 'csvContent');
    throw error;
  }
  const [header, ...body] = records;
  if (!header || header.every((h) => h === '')) throw badInput('The CSV file is empty', 'csvContent');
  const missing = TEMPLATE_COLUMNS.filter((c) => !OPTIONAL_COLUMNS.has(c) && !header.includes(c));
  if (missing.length) throw badInput(`The CSV header is missing required column(s): ${missing.join(', ')}`, 'csvContent');

  const rows: CsvRow[] = [];
  body.forEach((cells, i) => {
    if (cells.every((c) => c === '')) return;
    const data: Record<string, string> = {};
    header.forEach((column, j) => {
      if (TEMPLATE_COLUMNS.includes(column)) data[column] = cells[j] ?? '';
    });
    rows.push({ rowNumber: i + 2, data });
  });
  if (rows.length === 0) throw badInput('The CSV file has no data rows', 'csvContent');
  if (rows.length > MAX_CSV_ROWS) {
    throw badInput(`The CSV file has ${rows.length} rows; at most ${MAX_CSV_ROWS} can be uploaded at once`, 'csvContent');
  }
  return rows;
}
