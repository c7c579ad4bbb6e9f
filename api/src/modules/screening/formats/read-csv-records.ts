import { pipeline, Readable } from 'node:stream';
import { CsvError, parse, type Options } from 'csv-parse';
import type { Chunks } from './read-lines.js';
import { MAX_LINE_BYTES, WatchlistFormatError } from './watchlist-record.js';

export interface CsvRecord {
  /** 1-based line the record starts on. */
  line: number;
  /** Untrimmed; a record has at least one cell. */
  cells: string[];
}

/** Well above any watchlist CSV's width; a record of a million empty cells is refused at the 65th. */
const MAX_CELLS = 64;

/**
 * Streams the records of a CSV file through csv-parse: no record (or unclosed quote) grows past
 * MAX_LINE_BYTES, no record past MAX_CELLS cells. Blank lines are skipped.
 */
export async function* readCsvRecords(content: Chunks): AsyncGenerator<CsvRecord> {
  // csv-parse miscounts lines when a quoted cell holds CRLF, so lines are counted here: each record
  // (blank ones included, hence skip_empty_lines off) spans one line plus the LFs inside its cells.
  let nextLine = 1;
  const options: Options<CsvRecord, string[]> = {
    bom: true,
    record_delimiter: ['\r\n', '\n'],
    relax_column_count: true,
    skip_empty_lines: false,
    max_record_size: MAX_LINE_BYTES,
    // Called as each cell completes, so a wide record is refused before the rest of it is built.
    cast: (value, { index }) => {
      if (index >= MAX_CELLS) throw new WatchlistFormatError(nextLine, `the record has more than ${MAX_CELLS} cells`);
      return value;
    },
    // Runs inside the parser as each record completes, so nextLine is right when a later record fails.
    on_record: (cells: string[]): CsvRecord => {
      const line = nextLine;
      nextLine += 1 + cells.reduce((breaks, cell) => breaks + countLineFeeds(cell), 0);
      return { line, cells };
    },
  };
  // parse() is typed for records of string[] unless columns are named; on_record makes them CsvRecords.
  const parser = parse(options as unknown as Options);
  // Errors (the source's or the parser's) reach the loop below through the destroyed parser.
  pipeline(Readable.from(content), parser, () => {});
  try {
    for await (const record of parser as AsyncIterable<CsvRecord>) {
      if (record.cells.some((cell) => cell.trim() !== '')) yield record;
    }
  } catch (error) {
    if (error instanceof CsvError) throw new WatchlistFormatError(nextLine, describe(error));
    throw error;
  }
}

function describe(error: CsvError): string {
  // Widened: csv-parse raises INVALID_OPENING_QUOTE, a code without the CSV_ prefix its type lists.
  switch (error.code as string) {
    case 'CSV_MAX_RECORD_SIZE':
      return `the record is longer than ${MAX_LINE_BYTES} bytes (an unclosed quote?)`;
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'a quote is not closed';
    case 'INVALID_OPENING_QUOTE':
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
      return 'a quote is misplaced: quotes may only surround a whole cell';
    default:
      return `the CSV is malformed (${error.code})`;
  }
}

function countLineFeeds(cell: string): number {
  let count = 0;
  for (let at = cell.indexOf('\n'); at !== -1; at = cell.indexOf('\n', at + 1)) count++;
  return count;
}
