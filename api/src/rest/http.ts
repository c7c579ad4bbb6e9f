import type { EntityManager } from '@mikro-orm/postgresql';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { DomainError, domainErrorOf, HTTP_STATUS, unauthenticated } from '../core/errors.js';
import type { Principal } from '../core/principal.js';
import { ApiScope, scopeRefusal } from '../core/api-scope.js';
import { accessRefusal, leaveBodyUnread, type Access } from '../http/access.js';
import { jsonBody } from '../http/json-body.js';
import { requestEntityManager, requestPrincipal } from '../http/request-scope.js';

type Handler = (req: Request, res: Response, em: EntityManager) => Promise<unknown>;

/** Largest JSON body a route reads unless it declares more: the largest valid assessment is ~20 kB. */
/** A download's Content-Disposition: an ASCII fallback name, and the exact one percent-encoded. */
export const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\w .,()-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

export const MAX_JSON_BODY = 1024 * 1024;

/** What a REST route declares once, where it is registered. */
export interface RouteDeclaration {
  /** Who may call it; decided from the bearer token before a byte of the body is read. */
  access: Access;
  /** The largest JSON body (after decompression) it reads from a caller it admits; MAX_JSON_BODY by default. */
  maxBody?: number;
  /** What an API key needs to call it: by default `read` for GET, and a key may not call any other method. */
  scope?: ApiScope;
}

/** A route's handler, carrying its declaration (the authorization matrix reads it off the router). */
export type DeclaredRoute = RequestHandler & Readonly<Required<Omit<RouteDeclaration, 'scope'>>> & { readonly scope?: ApiScope };

/**
 * A REST route: `access` (or the whole declaration) and an async handler that gets the request's
 * EntityManager. A caller the declaration does not admit is answered 401/403 before a byte of its
 * body is kept, decompressed or parsed (`leaveBodyUnread`: over 1 MB not even drained); the body of
 * one it admits is read up to `maxBody` (64 KB for callers without a token on public routes,
 * json-body.ts). A thrown error reaches the error handler. UNAUTHENTICATED, FORBIDDEN.
 */
export function route(declared: Access | RouteDeclaration, fn: Handler): DeclaredRoute {
  const { access, maxBody = MAX_JSON_BODY, scope } = typeof declared === 'string' ? { access: declared, scope: undefined } : declared;
  const readBody = jsonBody({ limit: maxBody });
  const handler: RequestHandler = (req, res, next) => {
    const caller = requestPrincipal(res);
    const needs = scope ?? (req.method === 'GET' || req.method === 'HEAD' ? ApiScope.READ : undefined);
    const refusal = accessRefusal(access, caller) ?? (caller?.apiKey && scopeRefusal(needs, caller.apiKey.scopes));
    if (refusal) {
      leaveBodyUnread(req, res);
      next(refusal);
      return;
    }
    readBody(req, res, (error?: unknown) => {
      if (error) next(error);
      else fn(req, res, requestEntityManager(res)).catch(next);
    });
  };
  return Object.assign(handler, { access, maxBody, scope });
}

/** The signed-in principal of a route declared for users or admins (UNAUTHENTICATED on a public one without a token). */
export function principal(res: Response): Principal {
  const p = requestPrincipal(res);
  if (!p) throw unauthenticated();
  return p;
}

/** The input field a REST error is about: the path GraphQL gives in `extensions.field` (financials.statements[1].totalAssets). */
export const ERROR_FIELD_HEADER = 'X-Error-Field';

/** A field built from a caller's key may hold what a header cannot: percent-encoded (UTF-8), lone surrogates as U+FFFD. */
const headerSafe = (field: string) => field.replace(/[^\x21-\x24\x26-\x7e]/gu, (c) => encodeURIComponent(c.isWellFormed() ? c : '\uFFFD'));

/** A path into nested input (`financials.statements[1].totalAssets`), which a message naming a figure does not spell out. */
const NESTED = /[.[]/;

/**
 * Domain errors become their status with the message as the body text, and the field they are
 * about in the X-Error-Field header; a nested path is also named at the end of the text, so a
 * REST caller reading only the body learns which statement's figure it is. The rest are masked.
 */
export function errorHandler(thrown: unknown, _req: Request, res: Response, _next: NextFunction): void {
  const error = domainErrorOf(thrown) ?? thrown;
  if (error instanceof DomainError) {
    const retryAfter = error.extra?.retryAfter;
    if (error.code === 'TOO_MANY_REQUESTS') res.setHeader('Retry-After', String(typeof retryAfter === 'number' ? retryAfter : 60));
    if (error.field) res.setHeader(ERROR_FIELD_HEADER, headerSafe(error.field));
    const text =
      error.field && NESTED.test(error.field) && !error.message.includes(error.field) ? `${error.message} (${error.field})` : error.message;
    res.status(HTTP_STATUS[error.code]).type('text/plain').send(text);
    return;
  }
  // Body reading (json-body.ts) answers a charset or encoding it cannot read, or an aborted body.
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    res
      .status(status)
      .type('text/plain')
      .send((error as Error).message);
    return;
  }
  console.error('[rest] unexpected error', error);
  res.status(500).type('text/plain').send('Internal server error');
}
