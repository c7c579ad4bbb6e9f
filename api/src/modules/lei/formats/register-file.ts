import { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { PART_BYTES, readPart, readParts, type PartsOf } from '../../../core/upload-parts.js';
import type { SqlRunner } from '../../../core/sql.js';
import { LeiFormatError } from './lei-format-error.js';

/**
 * A stored register file as CSV bytes: the file itself, or the one CSV file of a zip. The zip's entry
 * is inflated as a stream, refused past `maxUncompressedBytes` (a zip bomb inflates a few MB into
 * terabytes); its central directory is read from the stored parts with random access.
 */

/** Entries a register zip may list (GLEIF's hold one). */
const MAX_ZIP_ENTRIES = 100;

/** The local file header's signature: every zip starts with it. */
const isZip = (head: Buffer) => head.length >= 4 && head.readUInt32LE(0) === 0x04034b50;

/** Reads byte ranges of a stored file (parts of PART_BYTES, the last one shorter) for yauzl. */
class StoredFileReader extends yauzl.RandomAccessReader {
  constructor(
    private readonly run: SqlRunner,
    private readonly file: PartsOf,
  ) {
    super();
  }

  _readStreamForRange(start: number, end: number): Readable {
    const { run, file } = this;
    return Readable.from(
      (async function* () {
        for (let seq = Math.floor(start / PART_BYTES); seq * PART_BYTES < end; seq++) {
          const data = await readPart(run, file, seq);
          if (!data) return;
          const from = Math.max(0, start - seq * PART_BYTES);
          const to = Math.min(data.length, end - seq * PART_BYTES);
          if (to > from) yield data.subarray(from, to);
        }
      })(),
    );
  }
}

/** Counts the bytes going through, failing past `max`. */
async function* bounded(chunks: AsyncIterable<Buffer>, max: number, label: string): AsyncGenerator<Buffer> {
  let total = 0;
  for await (const chunk of chunks) {
    total += chunk.length;
    if (total > max) throw new LeiFormatError(`${label}: the zipped CSV file is larger than ${Math.round(max / 1024 ** 3)} GB unzipped`);
    yield chunk;
  }
}

/** The CSV bytes of a register file, and how many there are (the file's size, or the zipped CSV's unzipped size). */
export interface RegisterFile {
  chunks: AsyncIterable<Buffer>;
  bytes: number;
}

/**
 * The CSV of a stored file of `totalBytes` (the file, or the one CSV file of a zip). LeiFormatError
 * for an empty file, or a zip that is not one CSV file, is encrypted, or is too large unzipped.
 */
export async function openRegisterFile(
  run: SqlRunner,
  file: PartsOf,
  totalBytes: number,
  options: { maxUncompressedBytes: number; label: string },
): Promise<RegisterFile> {
  const head = await readPart(run, file, 0);
  if (!head) throw new LeiFormatError(`${options.label}: the file is empty`);
  if (!isZip(head)) return { chunks: readParts(run, file), bytes: totalBytes };
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromRandomAccessReaderPromise(new StoredFileReader(run, file), totalBytes, {
      lazyEntries: true,
      autoClose: false,
      validateEntrySizes: true,
    });
  } catch (error) {
    throw new LeiFormatError(`${options.label}: the zip file cannot be read (${(error as Error).message})`);
  }
  if (zip.entryCount > MAX_ZIP_ENTRIES) throw new LeiFormatError(`${options.label}: the zip lists more than ${MAX_ZIP_ENTRIES} files`);
  const csvEntries: yauzl.Entry[] = [];
  try {
    for await (const entry of zip.eachEntry()) {
      if (!entry.fileName.endsWith('/') && entry.fileName.toLowerCase().endsWith('.csv')) csvEntries.push(entry);
    }
  } catch (error) {
    throw new LeiFormatError(`${options.label}: the zip file cannot be read (${(error as Error).message})`);
  }
  if (csvEntries.length !== 1) {
    throw new LeiFormatError(`${options.label}: the zip must hold exactly one CSV file (it holds ${csvEntries.length})`);
  }
  const [entry] = csvEntries;
  if (entry.isEncrypted()) throw new LeiFormatError(`${options.label}: the zipped CSV file is encrypted`);
  if (!entry.canDecodeFileData()) throw new LeiFormatError(`${options.label}: the zipped CSV file uses an unsupported compression method`);
  if (entry.uncompressedSize > options.maxUncompressedBytes) {
    throw new LeiFormatError(
      `${options.label}: the zipped CSV file is larger than ${Math.round(options.maxUncompressedBytes / 1024 ** 3)} GB unzipped`,
    );
  }
  const stream = await zip.openReadStreamPromise(entry);
  const chunks = (async function* () {
    try {
      yield* bounded(stream as AsyncIterable<Buffer>, options.maxUncompressedBytes, options.label);
    } catch (error) {
      if (error instanceof LeiFormatError) throw error;
      throw new LeiFormatError(`${options.label}: the zipped CSV file cannot be inflated (${(error as Error).message})`);
    } finally {
      stream.destroy();
      zip.close();
    }
  })();
  return { chunks, bytes: entry.uncompressedSize };
}
