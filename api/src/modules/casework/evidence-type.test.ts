import { describe, expect, it } from 'vitest';
import { DOCX, isUtf8Text, PPTX, sniffEvidenceType, SNIFF_BYTES, XLSX } from './evidence-type.js';

const bytes = (...parts: (string | number[] | Uint8Array)[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

const sniff = (head: Uint8Array, fileName = 'file.bin', extra: { tail?: Uint8Array; complete?: boolean } = {}) =>
  sniffEvidenceType({ head, fileName, complete: extra.complete ?? true, tail: extra.tail });

/** A ZIP local file header naming `name` (sizes zero, as with a data descriptor). */
const localHeader = (name: string) => {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(name.length, 26);
  return bytes(header, name);
};

/** A ZIP central directory header naming `name`. */
const centralHeader = (name: string) => {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(name.length, 28);
  return bytes(header, name);
};

const ELF = bytes([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00], Buffer.alloc(64));

describe('sniffEvidenceType', () => {
  it('reads binary formats by their magic numbers, whatever the name says', () => {
    expect(sniff(bytes('%PDF-1.7\n%âãÏÓ\n'), 'scan.png')).toBe('application/pdf');
    expect(sniff(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'x.pdf')).toBe('image/png');
    expect(sniff(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg');
    expect(sniff(bytes('GIF89a', [1, 0, 1, 0]))).toBe('image/gif');
    expect(sniff(bytes('GIF87a', [1, 0, 1, 0]))).toBe('image/gif');
    expect(sniff(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses a RIFF that is not WEBP (a WAV) and executables renamed to accepted names', () => {
    expect(sniff(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(sniff(ELF, 'report.pdf')).toBeNull();
    expect(sniff(bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0]), 'sheet.xlsx')).toBeNull();
  });

  it('tells OOXML documents apart by the folders their parts live in', () => {
    const ooxml = (folder: string) =>
      bytes(localHeader('[Content_Types].xml'), 'xx', localHeader('_rels/.rels'), localHeader(`${folder}x.xml`));
    expect(sniff(ooxml('word/'), 'a.bin')).toBe(DOCX);
    expect(sniff(ooxml('xl/'), 'a.docx')).toBe(XLSX);
    expect(sniff(ooxml('ppt/'))).toBe(PPTX);
  });

  it('finds the parts in the central directory when the head does not name them', () => {
    const head = bytes(localHeader('[Content_Types].xml'), Buffer.alloc(100, 0x41));
    const tail = bytes(Buffer.alloc(10), centralHeader('[Content_Types].xml'), centralHeader('xl/workbook.xml'));
    expect(sniff(head, 'book.xlsx', { tail })).toBe(XLSX);
  });

  it('refuses any other ZIP (an archive, a jar)', () => {
    expect(sniff(bytes(localHeader('META-INF/MANIFEST.MF'), 'Manifest-Version: 1.0'), 'x.docx')).toBeNull();
    expect(sniff(bytes(localHeader('payload.exe')))).toBeNull();
  });

  it('takes OLE2 compound files, named among the legacy Office types by extension only', () => {
    const ole = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], Buffer.alloc(32));
    expect(sniff(ole, 'memo.DOC')).toBe('application/msword');
    expect(sniff(ole, 'book.xls')).toBe('application/vnd.ms-excel');
    expect(sniff(ole, 'thing.pdf')).toBe('application/x-ole-storage');
  });

  it('takes UTF-8 text, as CSV when the name ends in .csv', () => {
    expect(sniff(bytes('name,amount\nAcme,12\n'), 'Book.CSV')).toBe('text/csv');
    expect(sniff(Buffer.from('Notes: Müller & Söhne — 5 €\n'), 'notes.txt')).toBe('text/plain');
    expect(sniff(bytes([0xef, 0xbb, 0xbf], 'a,b\n'), 'bom.csv')).toBe('text/csv');
    expect(sniff(bytes('a,b\n'), 'named.pdf')).toBe('text/plain');
  });

  it('refuses text with NUL bytes or invalid UTF-8, and an empty file', () => {
    expect(sniff(bytes('a,b\n', [0], 'c'), 'x.csv')).toBeNull();
    expect(sniff(bytes('caf', [0xe9], '\n'), 'latin1.csv')).toBeNull();
    expect(sniff(new Uint8Array(0), 'empty.csv')).toBeNull();
  });

  it('reads no further than the first 64 KB of text: a NUL after it does not count', () => {
    const text = bytes('x'.repeat(SNIFF_BYTES), [0]);
    expect(sniff(text, 'big.txt')).toBe('text/plain');
  });

  it('accepts a character cut at the end of a partial head, but not at the end of a whole file', () => {
    const euro = Buffer.from('€');
    const cut = bytes('a'.repeat(10), euro.subarray(0, 2));
    expect(sniff(cut, 'x.txt', { complete: false })).toBe('text/plain');
    expect(sniff(cut, 'x.txt', { complete: true })).toBeNull();
  });
});

describe('isUtf8Text', () => {
  it('refuses overlong forms, surrogates and code points past U+10FFFF', () => {
    expect(isUtf8Text(Buffer.from([0xc0, 0xaf]), false)).toBe(false);
    expect(isUtf8Text(Buffer.from([0xe0, 0x80, 0xaf]), false)).toBe(false);
    expect(isUtf8Text(Buffer.from([0xed, 0xa0, 0x80]), false)).toBe(false);
    expect(isUtf8Text(Buffer.from([0xf4, 0x90, 0x80, 0x80]), false)).toBe(false);
    expect(isUtf8Text(Buffer.from('😀 ok', 'utf8'), false)).toBe(true);
  });

  // Its speed is a benchmark's business, not a test's: this checks a megabyte of multi-byte text is read whole.
  it('reads a megabyte of multi-byte text to the end', () => {
    const text = Buffer.from('ü'.repeat(512 * 1024));
    expect(isUtf8Text(text, false)).toBe(true);
    expect(isUtf8Text(Buffer.concat([text, Buffer.from([0xff])]), false)).toBe(false);
  });
});
