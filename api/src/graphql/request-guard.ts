import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { Kind, Lexer, parse, Source, TokenKind, type DocumentNode, type SelectionSetNode } from 'graphql';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import { DomainError, HTTP_STATUS } from '../core/errors.js';
import { Role } from '../core/principal.js';
import { accessRefusal, leaveBodyUnread, type Access } from '../http/access.js';
import { requestPrincipal } from '../http/request-scope.js';
import { rootFieldAccess } from './auth-checker.js';
import { limitErrorBody, MAX_QUERY_BYTES, MAX_TOKENS, type LimitCode } from './limits.js';

const refuse = (res: Response, code: LimitCode, message: string) => res.status(400).json(limitErrorBody(code, message));

/**
 * Before the body is read (after `requestScope` checked the token): a caller without a valid
 * token never gets a multipart body read (only signed-in uploads carry files), nor drained past 1 MB
 * (`leaveBodyUnread`). JSON bodies get their limit by caller in `jsonBody` (64 KB without a token).
 * UNAUTHENTICATED.
 */
export const anonymousUploads: RequestHandler = (req, res, next) => {
  if (requestPrincipal(res) || !req.is('multipart/form-data')) {
    next();
    return;
  }
  leaveBodyUnread(req, res);
  res.status(401).json({ errors: [{ message: 'Sign in to upload files', extensions: { code: 'UNAUTHENTICATED' } }] });
};

/**
 * graphql-upload for multipart requests (only signed-in callers reach it: `anonymousUploads`), with
 * each file held to the largest the caller's role may send, so whatever an operation does with it,
 * a user's file never grows past `maxFileBytes.user` on disk. At most 2 files.
 */
export function multipartUploads(maxFileBytes: Record<'user' | 'admin', number>): RequestHandler {
  const forUsers = graphqlUploadExpress({ maxFileSize: maxFileBytes.user, maxFiles: 2 });
  const forAdmins = graphqlUploadExpress({ maxFileSize: maxFileBytes.admin, maxFiles: 2 });
  return (req, res, next) => (requestPrincipal(res)?.user.role === Role.ADMIN ? forAdmins : forUsers)(req, res, next);
}

let fieldAccess: ReadonlyMap<string, Access> | undefined;

/**
 * Before a multipart request's files are read (graphql-upload has parsed `operations` and `map`
 * only, and `documentLimits` has bounded the document): every root field of the operation must
 * admit the caller by the access it declares with `@Authorized`. Otherwise the answer goes out at
 * once, the files unread (graphql-upload drops what it buffered when the answer ends) and the rest
 * of a body over 1 MB not even drained (`leaveBodyUnread`): an analyst cannot make the API store a
 * file for importWatchlistFile. graphql-upload holds back `res.send` until the whole body has
 * arrived, so the refusal is written with `res.end`. UNAUTHENTICATED, FORBIDDEN.
 */
export const uploadAccess: RequestHandler = (req, res, next) => {
  const access = req.is('multipart/form-data') ? requiredAccess(req.body) : undefined;
  const refusal = access && accessRefusal(access, requestPrincipal(res));
  if (!refusal) {
    next();
    return;
  }
  leaveBodyUnread(req, res);
  res.statusCode = HTTP_STATUS[refusal.code];
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify({ errors: [{ message: refusal.message, extensions: { code: refusal.code } }] }));
};

const STRICTNESS: Record<Access, number> = { public: 0, enrolling: 1, user: 2, admin: 3 };

/**
 * The strictest access among the root fields of the operation(s) a request body names, or
 * undefined when there is nothing to decide on (no document, one that does not parse, an unknown
 * operation): Apollo answers those as usual, before any resolver runs.
 */
function requiredAccess(body: unknown): Access | undefined {
  let required: Access | undefined;
  for (const request of Array.isArray(body) ? body : [body]) {
    const { query, operationName } = (request ?? {}) as { query?: unknown; operationName?: unknown };
    if (typeof query !== 'string') continue;
    let document: DocumentNode;
    try {
      document = parse(query);
    } catch {
      continue;
    }
    const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    const operation =
      typeof operationName === 'string'
        ? operations.find((o) => o.name?.value === operationName)
        : operations.length === 1
          ? operations[0]
          : undefined;
    if (!operation) continue;
    fieldAccess ??= rootFieldAccess();
    for (const name of rootFieldNames(document, operation.selectionSet)) {
      const access = fieldAccess.get(`${operation.operation}.${name}`);
      if (access && (!required || STRICTNESS[access] > STRICTNESS[required])) required = access;
    }
  }
  return required;
}

/** The root fields a selection set selects, through fragments at the root (each fragment once). */
function rootFieldNames(document: DocumentNode, selectionSet: SelectionSetNode, seen = new Set<string>()): string[] {
  const names: string[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) names.push(selection.name.value);
    else if (selection.kind === Kind.INLINE_FRAGMENT) names.push(...rootFieldNames(document, selection.selectionSet, seen));
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = document.definitions.find((d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === selection.name.value);
      if (fragment?.kind === Kind.FRAGMENT_DEFINITION) names.push(...rootFieldNames(document, fragment.selectionSet, seen));
    }
  }
  return names;
}

/**
 * A body refused while it was read or parsed, answered as a GraphQL error: too large (or too much
 * structure) is QUERY_TOO_LARGE like every other limit, the text guard's refusal keeps its code and
 * field, and any other 4xx (bad charset or encoding, a malformed multipart body) is BAD_REQUEST.
 */
export const bodyRefused: ErrorRequestHandler = (error, _req, res, next) => {
  if (error instanceof DomainError && error.code === 'PAYLOAD_TOO_LARGE') {
    refuse(res, 'QUERY_TOO_LARGE', error.message);
  } else if (error instanceof DomainError) {
    // An API key past its request budget is refused here, before the body is read (request-scope.ts).
    const retryAfter = error.extra?.retryAfter;
    if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
    res.status(HTTP_STATUS[error.code]).json({
      errors: [
        {
          message: error.message,
          extensions: {
            code: error.code,
            ...(error.field ? { field: error.field } : {}),
            ...(typeof retryAfter === 'number' ? { retryAfter } : {}),
          },
        },
      ],
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
