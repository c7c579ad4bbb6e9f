/**
 * OpenSanctions' simplified targets table, `targets.simple.csv`, with a header:
 *   id,schema,name,aliases,birth_date,countries,addresses,identifiers,sanctions,phones,emails,program_ids,dataset,first_seen,last_seen,last_change
 * Download: https://data.opensanctions.org/datasets/latest/default/targets.simple.csv
 *
 * Multi-valued cells are joined with `;`. Columns are found by name, so extra or missing optional
 * ones are fine; id, schema and name are required. A row with a different number of cells than
 * the header is refused: it means an unescaped delimiter, which would shift names into other columns.
 */
import { readCsvRecords } from './read-csv-records.js';
import type { Chunks } from './read-lines.js';
import { distinctCountries, distinctIdentifiers, distinctNames, distinctTopics, externalId, splitMultiValue } from './record-values.js';
import { WATCHLIST_SCHEMAS, WatchlistFormatError, type WatchlistRecord, type WatchlistSchema } from './watchlist-record.js';

const REQUIRED_COLUMNS = ['id', 'schema', 'name'] as const;
const READ_COLUMNS = [...REQUIRED_COLUMNS, 'aliases', 'countries', 'identifiers', 'sanctions', 'program_ids'] as const;
type Column = (typeof READ_COLUMNS)[number];
/** Where each column read sits in the header, -1 when absent. */
type ColumnIndex = Record<Column, number>;

export async function* readOpenSanctionsCsv(content: Chunks): AsyncGenerator<WatchlistRecord> {
  let header: { columns: ColumnIndex; width: number } | undefined;
  for await (const { line, cells } of readCsvRecords(content)) {
    if (!header) {
      header = { columns: indexHeader(line, cells), width: cells.length };
      continue;
    }
    if (cells.length !== header.width) {
      throw new WatchlistFormatError(line, `the row has ${cells.length} cells, the header ${header.width}`);
    }
    const { columns } = header;
    const record = toRecord(line, (column) => cells[columns[column]] ?? '');
    if (record) yield record;
  }
}

function indexHeader(line: number, cells: string[]): ColumnIndex {
  const names = cells.map((cell) => cell.trim().toLowerCase());
  const columns = Object.fromEntries(READ_COLUMNS.map((column) => [column, names.indexOf(column)])) as ColumnIndex;
  const missing = REQUIRED_COLUMNS.filter((column) => columns[column] === -1);
  if (missing.length > 0) throw new WatchlistFormatError(line, `the header has no ${missing.join(', ')} column`);
  return columns;
}

function toRecord(line: number, cell: (column: Column) => string): WatchlistRecord | undefined {
  const id = externalId(line, cell('id'));
  const schema = cell('schema').trim();
  if (schema === '') throw new WatchlistFormatError(line, 'the row has no schema');
  if (!WATCHLIST_SCHEMAS.has(schema)) return undefined;
  const names = distinctNames([[cell('name')], splitMultiValue(cell('aliases'))]);
  if (names.length === 0) throw new WatchlistFormatError(line, `the ${schema} has no name`);
  // The table has no topics column: a listed sanction is the one topic it shows, and the programs
  // (OpenSanctions' ids, such as US-OFAC-SDGT) say which lists; `program:` keeps them apart from FtM topics.
  const sanctioned = cell('sanctions').trim() !== '' ? ['sanction'] : [];
  const programs = splitMultiValue(cell('program_ids'))
    .map((program) => program.trim())
    .filter((program) => program !== '')
    .map((program) => `program:${program}`);
  return {
    externalId: id,
    schema: schema as WatchlistSchema,
    caption: names[0],
    names,
    countries: distinctCountries([splitMultiValue(cell('countries'))]),
    topics: distinctTopics([sanctioned, programs]),
    identifiers: distinctIdentifiers([splitMultiValue(cell('identifiers'))]),
    line,
  };
}
