import type { ErrorCode } from '../core/errors.js';
import { unsafeTextError } from '../core/safe-text.js';

/** Bodies larger than this are parsed on a worker thread (json-parse-pool.ts), never on the event loop. */
export const INLINE_PARSE_BYTES = 1024 * 1024;

/**
 * Structural tokens (`{ } [ ] , :`) a body parsed off the event loop may hold. Every route that
 * takes megabytes takes them as text (a CSV, a list file, a GraphQL variable holding one), so a
 * large body is a few strings in a small object; the parsed value is copied back to the event
 * loop and walked there (validation, GraphQL coercion), so its number of nodes must stay small.
 */
export const MAX_LARGE_BODY_TOKENS = 10_000;

/** Why a body was refused: plain data, so a worker thread can post it back. */
export interface BodyRefusal {
  code: ErrorCode;
  message: string;
  field?: string;
}

export type ParsedBody = { body: unknown } | { refusal: BodyRefusal };

const notJson: BodyRefusal = { code: 'BAD_USER_INPUT', message: 'Request body is not valid JSON' };
const decoder = new TextDecoder();

/**
 * Parses a JSON request body the way the API takes it: UTF-8 (a BOM is dropped), an object or an
 * array at the top (an empty body is `{}`), then the text guard of core/safe-text.ts. With
 * `maxTokens`, a body with more structural tokens is refused before it is decoded or parsed.
 * Never throws: the refusal says why, naming the field or the limit.
 */
export function parseJsonBytes(bytes: Uint8Array, maxTokens?: number): ParsedBody {
  if (maxTokens !== undefined && structuralTokens(bytes, maxTokens + 1) > maxTokens) {
    return {
      refusal: {
        code: 'PAYLOAD_TOO_LARGE',
        message: `Request body has more than ${maxTokens.toLocaleString('en')} JSON tokens; a body over ${INLINE_PARSE_BYTES / 1024 / 1024} MB carries its size as text (a CSV or a list file)`,
      },
    };
  }
  const text = decoder.decode(bytes);
  if (text.length === 0) return { body: {} };
  const first = firstNonWhitespace(text);
  if (first !== '{' && first !== '[') return { refusal: notJson };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { refusal: notJson };
  }
  const unsafe = unsafeTextError(body, 'body');
  if (unsafe) return { refusal: { code: unsafe.code, message: unsafe.message, field: unsafe.field } };
  return { body };
}

/** `{ } [ ] , :` outside strings, counted up to `stopAt`; UTF-8 continuation bytes never look like them. */
export function structuralTokens(bytes: Uint8Array, stopAt: number): number {
  let count = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (inString) {
      if (b === 0x5c) i++;
      else if (b === 0x22) inString = false;
    } else if (b === 0x22) inString = true;
    else if (b === 0x7b || b === 0x7d || b === 0x5b || b === 0x5d || b === 0x2c || b === 0x3a) {
      if (++count >= stopAt) return count;
    }
  }
  return count;
}

/** JSON's whitespace is space, tab, line feed and carriage return (RFC 8259). */
function firstNonWhitespace(text: string): string | undefined {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return text[i];
  }
  return undefined;
}
