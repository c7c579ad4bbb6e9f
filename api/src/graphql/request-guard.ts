import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import { Lexer, Source, TokenKind } from 'graphql';
import { requestPrincipal } from '../http/request-scope.js';
import { limitErrorBody, MAX_ANONYMOUS_BODY_BYTES, MAX_QUERY_BYTES, MAX_TOKENS, type LimitCode } from './limits.js';

const refuse = (res: Response, code: LimitCode, message: string) => res.status(400).json(limitErrorBody(code, message));

const anonymousJson = express.json({ limit: MAX_ANONYMOUS_BODY_BYTES });

/**
 * Before the body is read (after `requestScope` checked the token): a caller without a valid
 * token gets a small JSON body (only `uploadBatch`, which needs a token, carries megabytes).
 * QUERY_TOO_LARGE.
 */
export const anonymousBodyLimit: RequestHandler = (req, res, next) => {
  if (requestPrincipal(res)) {
    next();
    return;
  }
  // Multipart bodies carry files (uploadBatchFile): never read one for a caller without a token.
  if (req.is('multipart/form-data')) {
    res.status(401).json({ errors: [{ message: 'Sign in to upload files', extensions: { code: 'UNAUTHENTICATED' } }] });
    return;
  }
  // Once this parser has read the body, the larger one after it skips the request.
  anonymousJson(req, res, (error?: unknown) => {
    if (isTooLarge(error)) {
      refuse(res, 'QUERY_TOO_LARGE', `Request body larger than ${MAX_ANONYMOUS_BODY_BYTES / 1024} KB; sign in to send more`);
    } else next(error);
  });
};

/** The parsers' own "too large" (the signed-in limit) answered like every other limit. */
export const bodyTooLarge: ErrorRequestHandler = (error, _req, res, next) => {
  if (isTooLarge(error)) refuse(res, 'QUERY_TOO_LARGE', 'Request body too large');
  else next(error);
};

/**
 * Before parsing: the document's size in bytes, then its tokens, counted by the lexer alone and
 * stopped at the limit, so an oversized document costs microseconds. QUERY_TOO_LARGE, TOO_MANY_TOKENS.
 */
export const documentLimits: RequestHandler = (req, res, next) => {
  const query = documentOf(req);
  if (query === undefined) {
    next();
    return;
  }
  const bytes = Buffer.byteLength(query, 'utf8');
  if (bytes > MAX_QUERY_BYTES) {
    refuse(res, 'QUERY_TOO_LARGE', `Query document limit of ${MAX_QUERY_BYTES} bytes exceeded, found ${bytes}`);
    return;
  }
  if (countTokens(query, MAX_TOKENS + 1) > MAX_TOKENS) {
    refuse(res, 'TOO_MANY_TOKENS', `Token limit of ${MAX_TOKENS} exceeded`);
    return;
  }
  next();
};

/** Tokens up to `stopAt`; a lexical error stops counting and is left to the parser to report. */
export function countTokens(query: string, stopAt = Infinity): number {
  const lexer = new Lexer(new Source(query));
  let count = 0;
  try {
    while (count < stopAt && lexer.advance().kind !== TokenKind.EOF) count++;
  } catch {
    // a syntax error: Apollo's parser answers it
  }
  return count;
}

function documentOf(req: Request): string | undefined {
  const body: unknown = req.body;
  if (body && typeof body === 'object' && !Array.isArray(body) && typeof (body as { query?: unknown }).query === 'string') {
    return (body as { query: string }).query;
  }
  if (req.method === 'GET' && typeof req.query.query === 'string') return req.query.query;
  return undefined;
}

const isTooLarge = (error: unknown) => (error as { type?: string } | undefined)?.type === 'entity.too.large';
