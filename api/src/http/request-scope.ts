import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, RequestHandler, Response } from 'express';
import type { Services } from '../services.js';
import type { Principal } from '../modules/auth/auth.service.js';

function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined;
}

/**
 * Opens what a request works in, for both surfaces: one EntityManager, passed to every service the
 * request calls (so their changes can share a transaction and its loaders share an identity map),
 * and the principal of its bearer token, resolved once before the body is read.
 */
export function requestScope(services: Services): RequestHandler {
  return (req, res, next) => {
    const em = services.orm.em.fork();
    res.locals.em = em;
    const token = bearerToken(req);
    (token ? services.auth.authenticate(em, token) : Promise.resolve(null))
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
