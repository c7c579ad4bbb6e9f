import type { Request, RequestHandler } from 'express';
import type { Readable, Transform } from 'node:stream';
import zlib from 'node:zlib';
import { DomainError } from '../core/errors.js';
import { MAX_ANONYMOUS_BODY_BYTES } from '../graphql/limits.js';
import { ThreadPool, workerFile } from '../core/thread-pool.js';
import { INLINE_PARSE_BYTES, MAX_LARGE_BODY_TOKENS, parseJsonBytes, type ParsedBody } from './json-text.js';
import { requestPrincipal } from './request-scope.js';

export interface JsonBodyOptions {
  /** The largest body (after decompression) a signed-in caller may send where this parser is mounted. */
  limit: number;
}

/** An HTTP error that is not a domain error (the REST shim answers `status` with the message). */
const httpError = (status: number, message: string) => Object.assign(new Error(message), { status });

/**
 * JSON.parse and the text guard on megabytes take tens to hundreds of milliseconds, and a body of
 * millions of tiny values far longer: large bodies are parsed on worker threads instead.
 */
const pool = new ThreadPool<{ bytes: Uint8Array; maxTokens: number }, ParsedBody>({
  url: workerFile(import.meta.url, 'json-parse.worker'),
});

/** Parses `bytes` on the pool; the bytes are moved to the thread (a view into a shared buffer is copied first). */
function parseOffThread(bytes: Uint8Array, maxTokens: number): Promise<ParsedBody> {
  const owned = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
  return pool.run({ bytes: owned, maxTokens }, [owned.buffer as ArrayBuffer]);
}

/**
 * Reads and parses a JSON body, AFTER `requestScope` has resolved the caller and the endpoint has
 * admitted it (a REST route by the access it declares, rest/http.ts `route`: callers it refuses
 * never get here). A caller without a valid token may send MAX_ANONYMOUS_BODY_BYTES (64 KB), a
 * signed-in one `limit`. A declared Content-Length over the limit is refused before a byte is
 * read; a chunked or compressed body is refused at the first byte past it. Bodies over
 * INLINE_PARSE_BYTES are parsed, and checked by the text guard, on a worker thread, and may hold
 * MAX_LARGE_BODY_TOKENS structural tokens. Errors: PAYLOAD_TOO_LARGE (naming the anonymous limit),
 * BAD_USER_INPUT (not JSON, or the text guard naming the field), and 415 for a charset or
 * Content-Encoding it cannot read.
 */
export function jsonBody({ limit }: JsonBodyOptions): RequestHandler {
  return (req, res, next) => {
    // Apollo's middleware requires the property, as body-parser sets it.
    if (!('body' in (req as object))) req.body = undefined;
    if (req.body !== undefined || req.readableEnded || !hasBody(req) || !req.is('application/json')) {
      next();
      return;
    }
    const charset = charsetOf(req.headers['content-type'] ?? '');
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
      next(httpError(415, `Unsupported charset "${charset}"; JSON bodies are UTF-8`));
      return;
    }
    const signedIn = Boolean(requestPrincipal(res));
    const max = signedIn ? limit : Math.min(limit, MAX_ANONYMOUS_BODY_BYTES);
    const tooLarge = new DomainError(
      'PAYLOAD_TOO_LARGE',
      signedIn ? 'Request body is too large' : `Request body is larger than ${max / 1024} KB; sign in to send more`,
    );
    readBody(req, max, tooLarge)
      .then((bytes): ParsedBody | Promise<ParsedBody> =>
        bytes.length > INLINE_PARSE_BYTES ? parseOffThread(bytes, MAX_LARGE_BODY_TOKENS) : parseJsonBytes(bytes),
      )
      .then((parsed) => {
        if ('refusal' in parsed) {
          const { code, message, field } = parsed.refusal;
          next(new DomainError(code, message, field));
        } else {
          req.body = parsed.body;
          next();
        }
      })
      .catch(next);
  };
}

/** Whether the request carries a body at all (the test body-parser uses). */
const hasBody = (req: Request) => req.headers['transfer-encoding'] !== undefined || !Number.isNaN(Number(req.headers['content-length']));

/** The `charset` parameter of a Content-Type, lower-cased, without quotes; split, not matched. */
function charsetOf(contentType: string): string | undefined {
  for (const parameter of contentType.split(';').slice(1)) {
    const eq = parameter.indexOf('=');
    if (eq < 0 || parameter.slice(0, eq).trim().toLowerCase() !== 'charset') continue;
    const value = parameter.slice(eq + 1).trim();
    return (value.startsWith('"') && value.endsWith('"') && value.length > 1 ? value.slice(1, -1) : value).toLowerCase();
  }
  return undefined;
}

const DECOMPRESSORS = new Map<string, () => Transform>([
  ['gzip', zlib.createGunzip],
  ['x-gzip', zlib.createGunzip],
  ['deflate', zlib.createInflate],
  ['br', zlib.createBrotliDecompress],
]);

/**
 * The body's bytes, at most `limit` of them after decompression (a compressed bomb stops at the
 * limit). Rejects with `tooLarge` as soon as the limit is passed — or at once, when Content-Length
 * says so. Whatever the client still sends is then read off the socket and dropped, never kept
 * (closing the connection instead would cut the client off before it reads the answer).
 */
function readBody(req: Request, limit: number, tooLarge: Error): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    const encoding = (req.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
    if (encoding === 'identity' && declared > limit) {
      reject(tooLarge);
      return;
    }
    const decompressor = DECOMPRESSORS.get(encoding);
    if (encoding !== 'identity' && !decompressor) {
      reject(httpError(415, `Unsupported Content-Encoding "${encoding}"`));
      return;
    }
    const inflate = decompressor?.();
    const stream: Readable = inflate ? req.pipe(inflate) : req;
    let chunks: Buffer[] = [];
    let size = 0;
    const stop = (error: Error) => {
      stream.removeAllListeners('data');
      stream.removeAllListeners('end');
      chunks = [];
      if (inflate) {
        req.unpipe(inflate);
        inflate.destroy();
        // Unpiped, the request would pause and hold its connection; the rest is read and dropped.
        req.resume();
      }
      reject(error);
    };
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) stop(tooLarge);
      else chunks.push(chunk);
    });
    stream.on('end', () => resolve(Buffer.concat(chunks, size)));
    stream.on('error', () => stop(httpError(400, 'Request body could not be read (bad Content-Encoding?)')));
    // A client that gives up mid-body gets no answer; the promise just settles.
    req.on('close', () => {
      if (!req.complete) stop(httpError(400, 'Request aborted'));
    });
  });
}
