import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { Services } from '../services.js';
import { requestEntityManager, requestPrincipal } from '../http/request-scope.js';
import type { Principal } from '../modules/auth/auth.service.js';
import { createLoaders, type Loaders } from './loaders.js';

export interface GraphQLContext {
  services: Services;
  /** The request's one EntityManager: every resolver and loader of the request works in it. */
  em: EntityManager;
  principal: Principal | null;
  /** Client address, for sign-in throttling. */
  address: string;
  /** Batch loaders of this request only, for field resolvers that look something up per row. */
  loaders: Loaders;
}

/**
 * The context function for Apollo's Express middleware: the EntityManager and principal
 * `requestScope` opened, and fresh loaders over that EntityManager.
 */
export function graphqlContext(services: Services) {
  return ({ req, res }: { req: Request; res: Response }): Promise<GraphQLContext> => {
    const em = requestEntityManager(res);
    return Promise.resolve({ services, em, principal: requestPrincipal(res), address: req.ip ?? 'unknown', loaders: createLoaders(em) });
  };
}
