import type { Request } from 'express';
import type { Services } from '../core/services.js';
import type { Principal } from '../modules/auth/auth.service.js';

export interface GraphQLContext {
  services: Services;
  principal: Principal | null;
  /** Client address, for sign-in throttling. */
  address: string;
}

export function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined;
}

export async function principalOf(req: Request, services: Services): Promise<Principal | null> {
  const token = bearerToken(req);
  return token ? services.auth.authenticate(token) : null;
}
