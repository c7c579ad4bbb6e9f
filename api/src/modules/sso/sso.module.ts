import type { DomainModule } from '../../core/module.js';
import { UserIdentity } from './user-identity.entity.js';

/** Single sign-on (OpenID Connect): identities at the provider linked to accounts (surface: sso.surface.ts). */
export const ssoModule: DomainModule = {
  entities: [UserIdentity],
};
