import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { Principal } from '../core/principal.js';
import { requestEntityManager, requestPrincipal } from '../http/request-scope.js';
import { RequestLoaders } from '../core/request-loaders.js';

/**
 * What a resolver runs with. `Deps` is the narrow set of services its surface declares (a
 * `SurfaceModule<Deps>`); the app hands every resolver the composition root's services, which the
 * root proves satisfy every surface's declaration.
 */
export interface GraphQLContext<Deps = unknown> {
  services: Deps;
  /** The request's one EntityManager: every resolver and loader of the request works in it. */
  em: EntityManager;
  principal: Principal | null;
  /** Client address, for sign-in throttling. */
  address: string;
  /** The caller's User-Agent (a session remembers it for its owner's list), or null. */
  userAgent: string | null;
  /** Where the request was sent (`protocol://Host`): passkeys' relying party unless WEBAUTHN_RP_ID, WEBAUTHN_ORIGIN or PUBLIC_URL say otherwise. */
  origin: string;
  /** Batch loaders of this request only, for field resolvers that look something up per row (each module's own). */
  loaders: RequestLoaders;
}

/**
 * The context function for Apollo's Express middleware: the services, the EntityManager and
 * principal `requestScope` opened, and fresh loaders over that EntityManager.
 */
export function graphqlContext<Deps>(services: Deps) {
  return ({ req, res }: { req: Request; res: Response }): Promise<GraphQLContext<Deps>> => {
    const em = requestEntityManager(res);
    return Promise.resolve({
      services,
      em,
      principal: requestPrincipal(res),
      address: req.ip ?? 'unknown',
      userAgent: req.get('user-agent') ?? null,
      origin: `${req.protocol}://${req.get('host') ?? 'localhost'}`,
      loaders: new RequestLoaders(em),
    });
  };
}
