import type { EntityManager } from '@mikro-orm/postgresql';
import type { PasskeyService } from './passkey.service.js';

/** What removing a passkey needs of sign-in: the account's cached sessions refreshed (mustEnrol). */
export interface PasskeySessions {
  auth: { revoke(em: EntityManager, target: { userId: string }): Promise<void> };
}

/** What the passkey resolvers and routes need. */
export interface PasskeyDeps extends PasskeySessions {
  passkeys: PasskeyService;
}
