/**
 * What an evidence file is, read from its bytes and never from its name alone: a renamed
 * executable must not come back out as a "PDF". Every check is one linear pass over at most the
 * first SNIFF_BYTES of the file (and, for a ZIP, its last SNIFF_BYTES), so a hostile file costs
 * no more than a plain one.
 */

/** How much of the head (and, for a ZIP, of the tail) the sniffer reads. */
export const SNIFF_BYTES = 64 * 1024;

export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

/** The accepted kinds, as the refusal names them. */
export const ACCEPTED_KINDS = 'PDF, images, office documents, CSV';

/** What the sniffer is given: the first bytes, the last bytes (ZIPs), the name and whether the head is the whole file. */
export interface SniffInput {
  /** The first SNIFF_BYTES of the file (all of it when shorter). */
  head: Uint8Array;
  /** The last SNIFF_BYTES of the file, where a ZIP's central directory is; defaults to `head`. */
  tail?: Uint8Array;
  fileName: string;
  /** Whether `head` is the whole file (a multi-byte character may then not be cut at its end). */
  complete: boolean;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const PDF = ascii('%PDF-');
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];
const ZIP_CENTRAL = [0x50, 0x4b, 0x01, 0x02];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** The type of a file by its magic number, or null when none of the binary formats matches. */
function binaryType(head: Uint8Array): string | null {
  if (startsWith(head, PDF)) return 'application/pdf';
  if (startsWith(head, PNG)) return 'image/png';
  if (startsWith(head, JPEG)) return 'image/jpeg';
  if (startsWith(head, GIF87) || startsWith(head, GIF89)) return 'image/gif';
  if (startsWith(head, RIFF) && startsWith(head, WEBP, 8)) return 'image/webp';
  return null;
}

/** Whether the file starts as a ZIP (OOXML documents are ZIPs). */
export const isZip = (head: Uint8Array): boolean => startsWith(head, ZIP_LOCAL);

const textDecoder = new TextDecoder('latin1');

/**
 * The entry names of a ZIP found in `bytes`: local file headers (name length at +26, name at +30)
 * and central directory headers (name length at +28, name at +46). A scan for the signatures, not
 * a walk of the archive: entries written with data descriptors have no sizes to walk by.
 */
function zipEntryNames(bytes: Uint8Array): string[] {
  const names: string[] = [];
  for (let i = 0; i + 4 <= bytes.length; i++) {
    if (bytes[i] !== 0x50 || bytes[i + 1] !== 0x4b) continue;
    const local = startsWith(bytes, ZIP_LOCAL, i);
    const central = !local && startsWith(bytes, ZIP_CENTRAL, i);
    if (!local && !central) continue;
    const lengthAt = i + (local ? 26 : 28);
    const nameAt = i + (local ? 30 : 46);
    if (lengthAt + 2 > bytes.length) continue;
    const length = bytes[lengthAt] | (bytes[lengthAt + 1] << 8);
    if (length > 0 && nameAt + length <= bytes.length) names.push(textDecoder.decode(bytes.subarray(nameAt, nameAt + length)));
  }
  return names;
}

/** An OOXML document's type by the folder its main part lives in, or null for any other ZIP. */
function officeZipType(head: Uint8Array, tail: Uint8Array): string | null {
  const names = [...zipEntryNames(head), ...zipEntryNames(tail)];
  const has = (folder: string) => names.some((name) => name.startsWith(folder));
  if (has('word/')) return DOCX;
  if (has('xl/')) return XLSX;
  if (has('ppt/')) return PPTX;
  return null;
}

/**
 * A legacy Office file (OLE2 compound file): its container says nothing reliable about which
 * application made it, so the extension picks among the OLE types only, never outside them.
 */
function oleType(fileName: string): string {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.doc')) return 'application/msword';
  if (lower.endsWith('.xls')) return 'application/vnd.ms-excel';
  if (lower.endsWith('.ppt')) return 'application/vnd.ms-powerpoint';
  return 'application/x-ole-storage';
}

/**
 * Whether `bytes` are UTF-8 without a NUL byte (binary formats nearly always hold one early; text
 * never does). When `cut` is set the bytes are a prefix of the file, so a sequence may end
 * unfinished at the end.
 */
export function isUtf8Text(bytes: Uint8Array, cut: boolean): boolean {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    if (b < 0x80) {
      if (b === 0) return false;
      i++;
      continue;
    }
    // Lead byte: how many continuation bytes, and the range the first of them must be in
    // (no overlong forms, no surrogates, nothing past U+10FFFF).
    let need: number;
    let low = 0x80;
    let high = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      if (b === 0xe0) low = 0xa0;
      if (b === 0xed) high = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      if (b === 0xf0) low = 0x90;
      if (b === 0xf4) high = 0x8f;
    } else return false;
    for (let k = 1; k <= need; k++) {
      if (i + k >= bytes.length) return cut;
      const c = bytes[i + k];
      if (c < (k === 1 ? low : 0x80) || c > (k === 1 ? high : 0xbf)) return false;
    }
    i += need + 1;
  }
  return true;
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * The content type of an evidence file, or null when it is none of the accepted kinds (PDF,
 * PNG/JPEG/GIF/WEBP, DOCX/XLSX/PPTX, legacy DOC/XLS, CSV or plain text). Text is text by its
 * bytes; only then does a `.csv` name make it text/csv.
 */
export function sniffEvidenceType({ head, tail = head, fileName, complete }: SniffInput): string | null {
  if (head.length === 0) return null;
  const window = head.subarray(0, SNIFF_BYTES);
  const binary = binaryType(window);
  if (binary) return binary;
  if (isZip(window)) return officeZipType(window, tail.subarray(Math.max(0, tail.length - SNIFF_BYTES)));
  if (startsWith(window, OLE2)) return oleType(fileName);
  const text = startsWith(window, UTF8_BOM) ? window.subarray(UTF8_BOM.length) : window;
  if (isUtf8Text(text, !complete || head.length > SNIFF_BYTES)) return fileName.toLowerCase().endsWith('.csv') ? 'text/csv' : 'text/plain';
  return null;
}
