import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, RequestHandler, Response } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Principal } from '../core/principal.js';

function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined;
}

/** What opening a request needs: the ORM to fork, and who resolves a bearer token. */
export interface RequestScopeDeps {
  orm: MikroORM;
  auth: { authenticate(em: EntityManager, token: string): Promise<Principal | null> };
}

/**
 * Opens what a request works in, for both surfaces: one EntityManager, passed to every service the
 * request calls (so their changes can share a transaction and its loaders share an identity map),
 * and the principal of its bearer token, resolved once before the body is read.
 */
export function requestScope(deps: RequestScopeDeps): RequestHandler {
  return (req, res, next) => {
    const em = deps.orm.em.fork();
    res.locals.em = em;
    const token = bearerToken(req);
    (token ? deps.auth.authenticate(em, token) : Promise.resolve(null))
      .then((principal) => {
        res.locals.principal = principal;
        next();
      })
      .catch(next);
  };
}

/** The request's EntityManager (see `requestScope`). */
export const requestEntityManager = (res: Response): EntityManager => res.locals.em as EntityManager;

/** The signed-in identity `requestScope` found, or null. */
export const requestPrincipal = (res: Response): Principal | null => res.locals.principal as Principal | null;
