import { describe, expect, it } from 'vitest';
import { csvChunks, parseCsvChunk } from './csv-chunks.js';
import { LeiFormatError } from './lei-format-error.js';

/** Every record of `text` (header apart) through chunks of `chunkBytes`, fed `piece` bytes at a time. */
async function records(text: string, chunkBytes: number, piece = 3, wanted: number[] | null = null) {
  const bytes = Buffer.from(text, 'utf8');
  const source = (async function* () {
    for (let i = 0; i < bytes.length; i += piece) yield bytes.subarray(i, i + piece);
  })();
  const out: { record: number; cells: string[] }[] = [];
  let header: string[] = [];
  for await (const chunk of csvChunks(source, 'level1', { chunkBytes, maxRecordBytes: 1024 })) {
    if ('header' in chunk) parseCsvChunk(chunk.header, 0, null, (cells) => (header = cells));
    else parseCsvChunk(chunk.bytes, chunk.firstRecord, wanted, (cells, record) => out.push({ record, cells }));
  }
  return { header, out };
}

describe('csvChunks and parseCsvChunk', () => {
  const text = 'A,"B",C\r\n1,"x, ""quoted""",3\r\n\r\n4,"line\nbreak",6\n7,,"9"';

  it.each([1, 5, 1000])('read quotes, doubled quotes, CRLF, blank lines and breaks inside quotes, in chunks of %i bytes', async (size) => {
    const { header, out } = await records(text, size);
    expect(header).toEqual(['A', 'B', 'C']);
    expect(out).toEqual([
      { record: 1, cells: ['1', 'x, "quoted"', '3'] },
      { record: 3, cells: ['4', 'line\nbreak', '6'] },
      { record: 4, cells: ['7', '', '9'] },
    ]);
  });

  it('builds only the wanted cells, in the order asked', async () => {
    const { out } = await records(text, 1000, 7, [2, 0, 9]);
    expect(out.map((r) => r.cells)).toEqual([
      ['3', '1', ''],
      ['6', '4', ''],
      ['9', '7', ''],
    ]);
  });

  it('refuses an unclosed quote, a misplaced one, and a record past the size bound', async () => {
    await expect(records('A\n1\n"open\n', 1000)).rejects.toThrow(/level1 record 2: a quote is not closed/);
    await expect(records('A,B\n1,x"y"z\n', 1000)).rejects.toThrow(/record 1: a quote is misplaced/);
    await expect(records(`A\n"${'x'.repeat(2000)}`, 1000)).rejects.toThrow(LeiFormatError);
  });
});
