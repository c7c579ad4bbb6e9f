import type { Request, Response } from 'express';
import type { Services } from '../core/services.js';
import type { Principal } from '../modules/auth/auth.service.js';
import { createLoaders, type Loaders } from './loaders.js';

export interface GraphQLContext {
  services: Services;
  principal: Principal | null;
  /** Client address, for sign-in throttling. */
  address: string;
  /** Batch loaders of this request only, for field resolvers that look something up per row. */
  loaders: Loaders;
}

export function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined;
}

export async function principalOf(req: Request, services: Services): Promise<Principal | null> {
  const token = bearerToken(req);
  return token ? services.auth.authenticate(token) : null;
}

/**
 * The context function for Apollo's Express middleware: the principal (already checked by
 * anonymousBodyLimit when it ran) and fresh loaders for every request.
 */
export function graphqlContext(services: Services) {
  return async ({ req, res }: { req: Request; res: Response }): Promise<GraphQLContext> => ({
    services,
    principal: res.locals.principal !== undefined ? (res.locals.principal as Principal | null) : await principalOf(req, services),
    address: req.ip ?? 'unknown',
    loaders: createLoaders(services.orm),
  });
}
