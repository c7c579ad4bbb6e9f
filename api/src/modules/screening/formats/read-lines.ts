import { MAX_LINE_BYTES, WatchlistFormatError } from './watchlist-record.js';

export type Chunks = AsyncIterable<Buffer | string>;

export interface Line {
  /** 1-based. */
  line: number;
  /** Decoded as UTF-8, without its line break (LF or CRLF) or, on line 1, a byte order mark. */
  text: string;
}

const LF = 0x0a;
const CR = 0x0d;

/**
 * Splits chunks into lines, holding at most one partial line (under MAX_LINE_BYTES) between chunks.
 * Lines are found by byte: a LF byte never occurs inside a multi-byte UTF-8 character, so a chunk
 * may end anywhere and each line is decoded only once it is whole.
 */
export async function* readLines(content: Chunks): AsyncGenerator<Line> {
  let partial: Buffer[] = [];
  let partialBytes = 0;
  let line = 0;
  for await (const chunk of content) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    let start = 0;
    for (let end = bytes.indexOf(LF); end !== -1; end = bytes.indexOf(LF, start)) {
      line++;
      if (partialBytes + end - start > MAX_LINE_BYTES) throw tooLong(line);
      // Decoded in place when the line is within the chunk: a subarray per line costs more than the rest.
      const text = partialBytes === 0 ? decode(bytes, start, end, line) : decodeJoined([...partial, bytes.subarray(start, end)], line);
      partial = [];
      partialBytes = 0;
      start = end + 1;
      yield { line, text };
    }
    if (start < bytes.length) {
      partialBytes += bytes.length - start;
      if (partialBytes > MAX_LINE_BYTES) throw tooLong(line + 1);
      // A copy, so the caller's buffer (and the rest of a large chunk) is not held on to.
      partial.push(Buffer.from(bytes.subarray(start)));
    }
  }
  if (partialBytes > 0) yield { line: line + 1, text: decodeJoined(partial, line + 1) };
}

function decodeJoined(parts: Buffer[], line: number): string {
  const bytes = Buffer.concat(parts);
  return decode(bytes, 0, bytes.length, line);
}

function decode(bytes: Buffer, start: number, end: number, line: number): string {
  const text = bytes.toString('utf8', start, end > start && bytes[end - 1] === CR ? end - 1 : end);
  return line === 1 && text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

function tooLong(line: number): WatchlistFormatError {
  return new WatchlistFormatError(line, `the line is longer than ${MAX_LINE_BYTES} bytes`);
}
