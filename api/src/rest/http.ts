import type { EntityManager } from '@mikro-orm/postgresql';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { DomainError, forbidden, HTTP_STATUS, unauthenticated } from '../core/errors.js';
import { requestEntityManager, requestPrincipal } from '../http/request-scope.js';
import { Role, type Principal } from '../core/principal.js';

type Handler = (req: Request, res: Response, em: EntityManager) => Promise<unknown>;

/** Wraps an async route: it gets the request's EntityManager, and a thrown error reaches the error handler. */
export const route =
  (fn: Handler): RequestHandler =>
  (req, res, next) => {
    fn(req, res, requestEntityManager(res)).catch(next);
  };

/** The signed-in principal, for routes open to every approved user. UNAUTHENTICATED. */
export function principal(res: Response): Principal {
  const p = requestPrincipal(res);
  if (!p) throw unauthenticated();
  return p;
}

/** The signed-in principal, for admin routes. UNAUTHENTICATED, FORBIDDEN. */
export function admin(res: Response): Principal {
  const p = principal(res);
  if (p.user.role !== Role.ADMIN) throw forbidden("You don't have permission to access the admin panel");
  return p;
}

/** Domain errors become their status with the message as the body text; the rest are masked. */
export function errorHandler(error: unknown, _req: Request, res: Response, _next: NextFunction): void {
  if (error instanceof DomainError) {
    const retryAfter = error.extra?.retryAfter;
    if (error.code === 'TOO_MANY_REQUESTS') res.setHeader('Retry-After', String(typeof retryAfter === 'number' ? retryAfter : 60));
    res.status(HTTP_STATUS[error.code]).type('text/plain').send(error.message);
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
