import type { AuthService } from '../auth/auth.service.js';
import type { TotpService } from './totp.service.js';

/** What the authenticator-app commands, resolvers and routes need. */
export interface TotpDeps {
  auth: AuthService;
  totp: TotpService;
}
