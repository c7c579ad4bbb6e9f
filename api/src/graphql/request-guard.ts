import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { Lexer, Source, TokenKind } from 'graphql';
import { DomainError, HTTP_STATUS } from '../core/errors.js';
import { requestPrincipal } from '../http/request-scope.js';
import { limitErrorBody, MAX_QUERY_BYTES, MAX_TOKENS, type LimitCode } from './limits.js';

const refuse = (res: Response, code: LimitCode, message: string) => res.status(400).json(limitErrorBody(code, message));

/**
 * Before the body is read (after `requestScope` checked the token): a caller without a valid
 * token never gets a multipart body read (only signed-in uploads carry files). JSON bodies get
 * their limit by caller in `jsonBody` (64 KB without a token). UNAUTHENTICATED.
 */
export const anonymousUploads: RequestHandler = (req, res, next) => {
  if (requestPrincipal(res) || !req.is('multipart/form-data')) {
    next();
    return;
  }
  res.status(401).json({ errors: [{ message: 'Sign in to upload files', extensions: { code: 'UNAUTHENTICATED' } }] });
};

/**
 * A body refused while it was read or parsed, answered as a GraphQL error: too large (or too much
 * structure) is QUERY_TOO_LARGE like every other limit, the text guard's refusal keeps its code and
 * field, and any other 4xx (bad charset or encoding, a malformed multipart body) is BAD_REQUEST.
 */
export const bodyRefused: ErrorRequestHandler = (error, _req, res, next) => {
  if (error instanceof DomainError && error.code === 'PAYLOAD_TOO_LARGE') {
    refuse(res, 'QUERY_TOO_LARGE', error.message);
  } else if (error instanceof DomainError) {
    res.status(HTTP_STATUS[error.code]).json({
      errors: [{ message: error.message, extensions: { code: error.code, ...(error.field ? { field: error.field } : {}) } }],
    });
  } else if (isClientError(error)) {
    res.status(error.status).json({ errors: [{ message: error.message, extensions: { code: 'BAD_REQUEST' } }] });
  } else next(error);
};

const isClientError = (error: unknown): error is Error & { status: number } => {
  const status = (error as { status?: unknown } | undefined)?.status;
  return error instanceof Error && typeof status === 'number' && status >= 400 && status < 500;
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
