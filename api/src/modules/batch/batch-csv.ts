import { CsvError, parse } from 'csv-parse/sync';
import { badInput, DomainError } from '../../core/errors.js';
import { ANSWER_COLUMNS, FINANCIAL_COLUMNS, OWNERSHIP_COLUMNS } from './batch-row-mapping.js';

/**
 * The template columns, in template order: the answers (spec §5), then the optional columns of
 * the latest year's financial statements (issue 20), then the ownership's (issue 30: the LEI and
 * the owners' JSON list).
 */
export const TEMPLATE_COLUMNS: readonly string[] = [
  ...ANSWER_COLUMNS.filter((c) => !OWNERSHIP_COLUMNS.includes(c)),
  ...FINANCIAL_COLUMNS,
  ...OWNERSHIP_COLUMNS,
];
/** Columns a header may leave out: a missing one reads as empty in every row. */
const OPTIONAL_COLUMNS = new Set<string>(['alternativeContacts', 'keyPeople', ...OWNERSHIP_COLUMNS, ...FINANCIAL_COLUMNS]);

export const MAX_CSV_BYTES = 10 * 1024 * 1024;
export const MAX_CSV_ROWS = 50_000;
/**
 * Cells a header or row may have: above the template's 39, so spare columns are fine, but a
 * header of 200,000 commas is refused at its 65th cell instead of being walked for every row.
 */
export const MAX_CSV_COLUMNS = 64;
/**
 * Characters in one row, its cells summed: several times a row of the longest valid answers (free
 * text is at most 5,000 characters), so no cell can grow without bound.
 */
export const MAX_CSV_ROW_CHARS = 64 * 1024;

export interface CsvRow {
  /** The row number a spreadsheet shows: the header is row 1. */
  rowNumber: number;
  data: Record<string, string>;
}

/** Where each template column sits in the header: the only cells a row is read from. */
type ColumnIndex = readonly (readonly [column: string, index: number])[];

/**
 * Parses an uploaded CSV: checks size and row limits, requires every template column in the
 * header (in any order), and returns the non-empty rows with their spreadsheet row numbers. The
 * parser stops at the first row over a limit, so no cost grows beyond them.
 * PAYLOAD_TOO_LARGE over 10 MB; BAD_USER_INPUT for a missing column, too many columns, an overlong
 * row, a malformed file (with the parser's position), no rows or too many rows.
 */
export function parseBatchCsv(content: string): CsvRow[] {
  if (Buffer.byteLength(content, 'utf8') > MAX_CSV_BYTES) {
    throw new DomainError('PAYLOAD_TOO_LARGE', `The CSV file is larger than ${MAX_CSV_BYTES / 1024 / 1024} MB`, 'csvContent');
  }
  let columns: ColumnIndex | undefined;
  const rows: CsvRow[] = [];
  try {
    parse(content, {
      bom: true,
      trim: true,
      relax_column_count: true,
      skip_empty_lines: false,
      max_record_size: MAX_CSV_ROW_CHARS,
      // Called as each cell completes, so a wide record is refused before the rest of it is built.
      cast: (value, { index, records }) => {
        if (index >= MAX_CSV_COLUMNS) throw tooManyColumns(records + 1);
        return value;
      },
      // Records are consumed here rather than collected, so an error (such as the row limit)
      // stops the parser where it stands.
      on_record: (cells: string[], { records }) => {
        if (!columns) columns = indexHeader(cells);
        else if (cells.some((cell) => cell !== '')) {
          if (rows.length === MAX_CSV_ROWS) {
            throw badInput(
              `The CSV file has more than ${MAX_CSV_ROWS} rows; at most ${MAX_CSV_ROWS} can be uploaded at once`,
              'csvContent',
            );
          }
          rows.push({ rowNumber: records, data: readRow(columns, cells) });
        }
        return null;
      },
    });
  } catch (error) {
    if (error instanceof CsvError && error.code === 'CSV_MAX_RECORD_SIZE') {
      const row = (error as CsvError & { records: number }).records + 1;
      throw badInput(`Row ${row} of the CSV file is longer than ${MAX_CSV_ROW_CHARS} characters`, 'csvContent');
    }
    if (error instanceof CsvError) throw badInput(`The CSV file could not be read: ${error.message}`, 'csvContent');
    throw error;
  }
  if (!columns) throw badInput('The CSV file is empty', 'csvContent');
  if (rows.length === 0) throw badInput('The CSV file has no data rows', 'csvContent');
  return rows;
}

function tooManyColumns(rowNumber: number): DomainError {
  const where = rowNumber === 1 ? 'The CSV header' : `Row ${rowNumber} of the CSV file`;
  return badInput(`${where} has more than ${MAX_CSV_COLUMNS} columns; at most ${MAX_CSV_COLUMNS} are allowed`, 'csvContent');
}

function indexHeader(header: string[]): ColumnIndex {
  if (header.every((h) => h === '')) throw badInput('The CSV file is empty', 'csvContent');
  const missing = TEMPLATE_COLUMNS.filter((c) => !OPTIONAL_COLUMNS.has(c) && !header.includes(c));
  if (missing.length) throw badInput(`The CSV header is missing required column(s): ${missing.join(', ')}`, 'csvContent');
  // A repeated column reads from its last occurrence.
  return TEMPLATE_COLUMNS.map((c) => [c, header.lastIndexOf(c)] as const).filter(([, index]) => index >= 0);
}

function readRow(columns: ColumnIndex, cells: string[]): Record<string, string> {
  const data: Record<string, string> = {};
  for (const [column, index] of columns) data[column] = cells[index] ?? '';
  return data;
}
