import { isValidLei, leiProblem } from '../kernel/lei-code.js';
import { parseCsvChunk } from './formats/csv-chunks.js';
import { LEVEL1_COLUMNS, LEVEL2_COLUMNS, pick, type PickedRecord } from './formats/gleif-csv.js';
import { LeiFormatError } from './formats/lei-format-error.js';
import { DIRECT_PARENT, ULTIMATE_PARENT } from './lei-lookup.js';
import { nameKeys } from './name-keys.js';

/**
 * The CPU part of a register import, run on worker threads (import-rows.worker.ts): a chunk of whole
 * CSV records → the COPY text of the version's tables (names normalised with the screening normaliser).
 */

/** A chunk to turn into rows: the file it is from, its records, and the header positions of the columns read. */
export interface RowsJob {
  kind: 'level1' | 'level2';
  bytes: Uint8Array;
  firstRecord: number;
  indexes: number[];
}

export interface RowsResult {
  /** level1: the COPY text of its records. */
  text: string;
  /** level2: "child\tparent\tkind" of each kept relationship (the caller keeps one per child and kind). */
  relationships: string[];
  records: number;
}

/** Whether a value needs escaping in COPY's text format (a backslash, tab, line break or NUL). */
function special(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 92 || c === 9 || c === 10 || c === 13 || c === 0) return true;
  }
  return false;
}

/** One value of COPY's text format: backslash, tab and line breaks escaped; NUL (not storable) dropped. */
export function copyValue(value: string): string {
  if (!special(value)) return value;
  let out = '';
  for (const c of value) {
    if (c === '\\') out += '\\\\';
    else if (c === '\t') out += '\\t';
    else if (c === '\n') out += '\\n';
    else if (c === '\r') out += '\\r';
    else if (c !== '\0') out += c;
  }
  return out;
}
const copyNullable = (value: string) => (value === '' ? '\\N' : copyValue(value));
const orNull = (value: string) => (value === '' ? null : value);

type Level1 = PickedRecord<keyof typeof LEVEL1_COLUMNS>;

function address(lines: string[], city: string, region: string, country: string, postalCode: string) {
  return {
    lines: lines.filter((line) => line !== ''),
    city: orNull(city),
    region: orNull(region),
    country: orNull(country),
    postalCode: orNull(postalCode),
  };
}

/** Checks a Level 1 record; LeiFormatError naming the record. */
function checkLevel1(r: Level1, record: number): void {
  if (!isValidLei(r.lei)) {
    const shown = r.lei.slice(0, 40);
    throw new LeiFormatError(`level1 record ${record}: the LEI "${shown}" ${leiProblem(shown) ?? 'is not valid'}`);
  }
  if (r.legalName === '') throw new LeiFormatError(`level1 record ${record} (${r.lei}): Entity.LegalName is empty`);
  if (r.registrationStatus === '') throw new LeiFormatError(`level1 record ${record} (${r.lei}): Registration.RegistrationStatus is empty`);
  if (r.entityStatus === '') throw new LeiFormatError(`level1 record ${record} (${r.lei}): Entity.EntityStatus is empty`);
}

/** The COPY text of Level 1 records, in RECORD_COLUMNS' order (lei-tables.ts). */
function level1Text(batch: readonly Level1[]): string {
  const keys = nameKeys(batch.map((r) => r.legalName));
  let text = '';
  for (let i = 0; i < batch.length; i++) {
    const r = batch[i];
    const legal = address(
      [r.legalLine1, r.legalLine2, r.legalLine3, r.legalLine4],
      r.legalCity,
      r.legalRegion,
      r.legalCountry,
      r.legalPostalCode,
    );
    const hasHq = r.hqLine1 !== '' || r.hqCity !== '' || r.hqCountry !== '';
    const hq = hasHq ? address([r.hqLine1, r.hqLine2, r.hqLine3, r.hqLine4], r.hqCity, r.hqRegion, r.hqCountry, r.hqPostalCode) : null;
    text +=
      `${r.lei}\t${copyValue(r.legalName)}\t${copyValue(keys.keys[i])}\t${keys.tokens[i]}\t${copyValue(JSON.stringify(legal))}\t` +
      `${hq ? copyValue(JSON.stringify(hq)) : '\\N'}\t${copyNullable(r.jurisdiction)}\t${copyNullable(r.raId)}\t${copyNullable(r.raEntityId)}\t` +
      `${copyValue(r.entityStatus)}\t${copyValue(r.registrationStatus)}\t${copyNullable(r.initialRegistrationDate)}\t` +
      `${copyNullable(r.lastUpdateDate)}\t${copyNullable(r.nextRenewalDate)}\n`;
  }
  return text;
}

/** Turns a chunk into rows. LeiFormatError naming the file and record. */
export function importRows(job: RowsJob): RowsResult {
  const wanted = job.indexes;
  if (job.kind === 'level1') {
    const batch: Level1[] = [];
    parseCsvChunkOf(job, wanted, (cells, record) => {
      const r = pick(LEVEL1_COLUMNS, cells);
      checkLevel1(r, record);
      batch.push(r);
    });
    return { text: level1Text(batch), relationships: [], records: batch.length };
  }
  const relationships: string[] = [];
  let records = 0;
  parseCsvChunkOf(job, wanted, (cells) => {
    records++;
    const r = pick(LEVEL2_COLUMNS, cells);
    const kind = r.type === DIRECT_PARENT ? 'direct' : r.type === ULTIMATE_PARENT ? 'ultimate' : null;
    if (!kind || r.status !== 'ACTIVE') return;
    if (!isValidLei(r.child) || !isValidLei(r.parent) || r.child === r.parent) return;
    relationships.push(`${r.child}\t${r.parent}\t${kind}`);
  });
  return { text: '', relationships, records };
}

/** parseCsvChunk with its errors named by file. */
function parseCsvChunkOf(job: RowsJob, wanted: readonly number[], onRecord: (cells: string[], record: number) => void): void {
  try {
    parseCsvChunk(job.bytes, job.firstRecord, wanted, onRecord);
  } catch (error) {
    if (error instanceof LeiFormatError && error.message.startsWith('record ')) throw new LeiFormatError(`${job.kind} ${error.message}`);
    throw error;
  }
}
