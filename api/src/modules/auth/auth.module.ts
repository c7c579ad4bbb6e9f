import type { AppModule } from '../app-module.js';
import { AuthResolver } from './auth.resolver.js';
import { registerAuthRoutes } from './auth.routes.js';
import { RateLimit } from './rate-limit.entity.js';
import { Session } from './session.entity.js';

/** Sign-in, sessions and attempt limits. */
export const authModule: AppModule = {
  entities: [Session, RateLimit],
  resolvers: [AuthResolver],
  routes: registerAuthRoutes,
};
