/**
 * OFAC's Specially Designated Nationals list in its legacy CSV files, both without a header:
 *   SDN.CSV: ent_num, SDN_Name, SDN_Type, Program, Title, Call_Sign, Vess_type, Tonnage, GRT, Vess_flag, Vess_owner, Remarks
 *   ALT.CSV: ent_num, alt_num, alt_type, alt_name, alt_remarks
 * Download: https://sanctionslistservice.ofac.treas.gov/api/PublicationPreview/exports/SDN.CSV
 *      and: https://sanctionslistservice.ofac.treas.gov/api/PublicationPreview/exports/ALT.CSV
 *
 * `-0-` (often padded, `-0- `) marks an empty cell, and the files may end with a lone SUB (0x1A)
 * line. They are decoded as UTF-8: the lists are ASCII but for a few accented letters in older
 * exports, which then read as U+FFFD.
 *
 * What the files do not say:
 * - countries: SDN.CSV has no country column (addresses are in ADD.CSV, not read), so they are empty.
 * - aliases: all of ALT.CSV's types (aka, fka, nka) are names, since a former name still identifies.
 * - identifiers: only IMO numbers ("IMO 9187629" in Remarks, as OpenSanctions writes them: IMO9187629);
 *   the other ids in Remarks are free text.
 */
import { readCsvRecords } from './read-csv-records.js';
import type { Chunks } from './read-lines.js';
import { distinctIdentifiers, distinctNames, distinctTopics } from './record-values.js';
import { MAX_IDENTIFIERS, MAX_NAMES, WatchlistFormatError, type WatchlistRecord, type WatchlistSchema } from './watchlist-record.js';

const SDN_CELLS = 12;
const ALT_CELLS = 5;
/** ALT.CSV is read whole before SDN.CSV (it has about 20,000 rows); these bound what it may hold. */
const MAX_ALIAS_ROWS = 200_000;
export const MAX_ALIAS_CHARS = 5_000_000;

/**
 * SDN_Type to schema. Aircraft are skipped, as FtM's Airplane is: an aircraft is an asset, never a
 * counterparty, and its names (tail numbers) would only add noise. A blank type is an entity:
 * OFAC does not say whether it is a company or another organisation, Company is what most are.
 */
const SCHEMAS: ReadonlyMap<string, WatchlistSchema | null> = new Map([
  ['', 'Company'],
  ['individual', 'Person'],
  ['vessel', 'Vessel'],
  ['aircraft', null],
]);

export async function* readOfacSdnCsv(content: Chunks, altContent?: Chunks): AsyncGenerator<WatchlistRecord> {
  const aliases = altContent ? await readAliases(altContent) : new Map<string, string[]>();
  for await (const { line, cells } of readCsvRecords(content)) {
    if (isEndOfFileMark(cells)) continue;
    if (cells.length !== SDN_CELLS) throw new WatchlistFormatError(line, `the row has ${cells.length} cells, not ${SDN_CELLS}`);
    const [entNum, sdnName, sdnType, program] = cells;
    const remarks = cells[SDN_CELLS - 1];
    const id = entityNumber(line, entNum);
    const type = cellValue(sdnType).toLowerCase();
    const schema = SCHEMAS.get(type);
    if (schema === undefined) throw new WatchlistFormatError(line, 'the SDN_Type is not individual, vessel, aircraft or empty');
    if (schema === null) continue;
    // One word order is enough: the matcher ignores it.
    const order = schema === 'Person' ? firstNameFirst : (name: string) => name;
    const names = distinctNames([[order(cellValue(sdnName))], (aliases.get(id) ?? []).map(order)]);
    if (names.length === 0) throw new WatchlistFormatError(line, `the ${schema} has no name`);
    yield {
      externalId: id,
      schema,
      caption: names[0],
      names,
      countries: [],
      topics: distinctTopics([['sanction'], programs(cellValue(program))]),
      identifiers: distinctIdentifiers([imoNumbers(remarks)]),
      line,
    };
  }
}

/** ent_num to its alias names, at most MAX_NAMES each. Errors name ALT.CSV, since their line is in that file. */
async function readAliases(altContent: Chunks): Promise<Map<string, string[]>> {
  const aliases = new Map<string, string[]>();
  let rows = 0;
  let chars = 0;
  try {
    for await (const { line, cells } of readCsvRecords(altContent)) {
      if (isEndOfFileMark(cells)) continue;
      if (cells.length !== ALT_CELLS) throw new WatchlistFormatError(line, `the row has ${cells.length} cells, not ${ALT_CELLS}`);
      if (++rows > MAX_ALIAS_ROWS) throw new WatchlistFormatError(line, `the file has more than ${MAX_ALIAS_ROWS} aliases`);
      const id = entityNumber(line, cells[0]);
      const name = cellValue(cells[3]);
      if (name === '') continue;
      chars += name.length;
      if (chars > MAX_ALIAS_CHARS) throw new WatchlistFormatError(line, `the aliases are longer than ${MAX_ALIAS_CHARS} characters in all`);
      const names = aliases.get(id);
      if (!names) aliases.set(id, [name]);
      else if (names.length < MAX_NAMES) names.push(name);
    }
  } catch (error) {
    if (error instanceof WatchlistFormatError) throw new WatchlistFormatError(error.line, `ALT.CSV: ${error.reason}`);
    throw error;
  }
  return aliases;
}

function cellValue(cell: string): string {
  const value = cell.trim();
  return value === '-0-' ? '' : value;
}

function isEndOfFileMark(cells: string[]): boolean {
  return cells.length === 1 && cells[0].trim() === '\x1a';
}

/** Checked as digits so a file with a header, or another OFAC file, is refused at its first line. */
function entityNumber(line: number, cell: string): string {
  const value = cell.trim();
  if (value === '' || value.length > 20 || !isDigits(value)) throw new WatchlistFormatError(line, 'the ent_num is not a number');
  return value;
}

/** "LAST, First Middle" to "First Middle LAST"; a name without a comma is left as it is. */
function firstNameFirst(name: string): string {
  const comma = name.indexOf(',');
  if (comma === -1) return name;
  const last = name.slice(0, comma).trim();
  const first = name.slice(comma + 1).trim();
  return last === '' || first === '' ? name : `${first} ${last}`;
}

/** Programs are written "SDT] [SDGT" (the outer brackets of "[SDT] [SDGT]" dropped). */
function programs(cell: string): string[] {
  const found: string[] = [];
  let start = 0;
  for (let i = 0; i <= cell.length; i++) {
    if (i === cell.length || cell[i] === '[' || cell[i] === ']') {
      const program = cell.slice(start, i).trim();
      if (program !== '') found.push(`program:${program}`);
      start = i + 1;
    }
  }
  return found;
}

function imoNumbers(remarks: string): string[] {
  const found: string[] = [];
  for (let at = remarks.indexOf('IMO '); at !== -1 && found.length < MAX_IDENTIFIERS; at = remarks.indexOf('IMO ', at + 4)) {
    const digits = remarks.slice(at + 4, at + 11);
    if (digits.length === 7 && isDigits(digits) && !isDigit(remarks.charCodeAt(at + 11))) found.push(`IMO${digits}`);
  }
  return found;
}

function isDigits(value: string): boolean {
  for (let i = 0; i < value.length; i++) if (!isDigit(value.charCodeAt(i))) return false;
  return true;
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}
