import type { AuthService } from './auth.service.js';

/** What the sign-in resolvers and routes need. */
export interface AuthSurfaceDeps {
  auth: AuthService;
}
