/**
 * A fast reader of large CSV files (RFC 4180: quoted cells, doubled quotes, CRLF or LF, line breaks
 * inside quotes) in two halves: the main thread cuts the bytes into chunks of whole records
 * (`csvChunks`: one pass looking only at quotes and line feeds), and worker threads parse the chunks,
 * building strings only for the columns wanted (`parseCsvChunk`). A GLEIF Level 1 record has about
 * 200 cells of which the register reads 26; csv-parse built every one (50 µs a record at 38 cells).
 */
import { LeiFormatError } from './lei-format-error.js';

const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;
const CR = 0x0d;

/** A chunk of whole records: its bytes, and the number of the first record in it (1 = the first after the header). */
export interface CsvChunk {
  bytes: Uint8Array;
  firstRecord: number;
  /** Line feeds outside quotes in it: the records it holds, blank lines included. */
  records: number;
}

/**
 * Cuts `source` into chunks of about `chunkBytes` that end at a record's end, the header (the first
 * record) apart. A record longer than `maxRecordBytes` (an unclosed quote) is a LeiFormatError.
 */
export async function* csvChunks(
  source: AsyncIterable<Uint8Array>,
  label: string,
  options: { chunkBytes: number; maxRecordBytes: number },
): AsyncGenerator<CsvChunk | { header: Uint8Array }> {
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let quoted = false;
  /** Where the header ends (after its LF) while it is pending; -1 before it is found, 0 once yielded. */
  let headerEnd = -1;
  let headerYielded = false;
  /** Line feeds outside quotes after the header, and where the last of them ends (from the pending start). */
  let lines = 0;
  let lastEnd = 0;
  let nextRecord = 1;

  /** The first `end` pending bytes; the rest stays pending. */
  const take = (end: number): Uint8Array => {
    const all = pending.length === 1 ? pending[0] : Buffer.concat(pending, pendingBytes);
    const rest = all.subarray(end);
    pending = rest.length ? [rest] : [];
    pendingBytes = rest.length;
    return all.subarray(0, end);
  };

  for await (const piece of source) {
    const base = pendingBytes;
    pending.push(piece);
    pendingBytes += piece.length;
    for (let i = 0; i < piece.length; i++) {
      const c = piece[i];
      if (c === QUOTE) quoted = !quoted;
      else if (c === LF && !quoted) {
        if (headerEnd < 0) headerEnd = base + i + 1;
        else {
          lines++;
          lastEnd = base + i + 1;
        }
      }
    }
    if (headerEnd > 0 && !headerYielded) {
      headerYielded = true;
      yield { header: take(headerEnd) };
      if (lastEnd > 0) lastEnd -= headerEnd;
      headerEnd = 0;
    }
    if (pendingBytes - lastEnd > options.maxRecordBytes) {
      throw new LeiFormatError(`${label}: a record is longer than ${options.maxRecordBytes / 1024} kB (an unclosed quote?)`);
    }
    if (headerYielded && lastEnd >= options.chunkBytes) {
      const records = lines;
      const bytes = take(lastEnd);
      lines = 0;
      lastEnd = 0;
      yield { bytes, firstRecord: nextRecord, records };
      nextRecord += records;
    }
  }
  if (quoted) throw new LeiFormatError(`${label} record ${nextRecord + lines}: a quote is not closed`);
  if (!headerYielded) {
    if (pendingBytes > 0) yield { header: take(pendingBytes) };
    return;
  }
  if (pendingBytes > 0) {
    const bytes = take(pendingBytes);
    // The last record may end without a line feed.
    yield { bytes, firstRecord: nextRecord, records: lines + (bytes[bytes.length - 1] === LF ? 0 : 1) };
  }
}

/**
 * Parses a chunk of whole records, calling `onRecord` with the cells at `wanted` positions ('' for a
 * position past the record's end; null: every cell) and the record's number. Blank lines are skipped.
 * Error (a quote in the middle of an unquoted cell, text after a closing quote) names the record.
 */
export function parseCsvChunk(
  bytes: Uint8Array,
  firstRecord: number,
  wanted: readonly number[] | null,
  onRecord: (cells: string[], record: number) => void,
): void {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // For each position of the record: the slot of `wanted` it fills, or -1.
  const slotOf: number[] = [];
  if (wanted) wanted.forEach((column, slot) => (slotOf[column] = slot));
  const width = wanted ? wanted.length : 0;
  let record = firstRecord;
  let i = 0;
  const n = buffer.length;
  while (i < n) {
    // A blank line (LF or CRLF) is no record.
    if (buffer[i] === LF) {
      i++;
      record++;
      continue;
    }
    if (buffer[i] === CR && buffer[i + 1] === LF) {
      i += 2;
      record++;
      continue;
    }
    const cells: string[] = wanted ? new Array<string>(width).fill('') : [];
    let column = 0;
    for (;;) {
      const slot = wanted ? (slotOf[column] ?? -1) : column;
      let value = '';
      if (buffer[i] === QUOTE) {
        // Quoted: up to the quote not followed by another; doubled quotes are one.
        const start = i + 1;
        let j = start;
        let doubled = false;
        for (;;) {
          j = buffer.indexOf(QUOTE, j);
          if (j === -1) throw new LeiFormatError(`record ${record}: a quote is not closed`);
          if (buffer[j + 1] === QUOTE) {
            doubled = true;
            j += 2;
            continue;
          }
          break;
        }
        if (slot >= 0) {
          value = buffer.toString('utf8', start, j);
          if (doubled) value = value.replaceAll('""', '"');
        }
        i = j + 1;
        if (i < n && buffer[i] !== COMMA && buffer[i] !== LF && buffer[i] !== CR) {
          throw new LeiFormatError(`record ${record}: a quote is misplaced: quotes may only surround a whole cell`);
        }
      } else {
        let j = i;
        while (j < n) {
          const c = buffer[j];
          if (c === COMMA || c === LF || c === CR) break;
          if (c === QUOTE) throw new LeiFormatError(`record ${record}: a quote is misplaced: quotes may only surround a whole cell`);
          j++;
        }
        if (slot >= 0 && j > i) value = buffer.toString('utf8', i, j);
        i = j;
      }
      if (slot >= 0) cells[slot] = value;
      column++;
      if (i >= n) break;
      const c = buffer[i];
      if (c === COMMA) {
        i++;
        continue;
      }
      // CRLF or LF ends the record.
      i += c === CR && buffer[i + 1] === LF ? 2 : 1;
      break;
    }
    onRecord(cells, record);
    record++;
  }
}
