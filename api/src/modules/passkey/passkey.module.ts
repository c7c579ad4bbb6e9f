import type { DomainModule } from '../../core/module.js';
import { Passkey } from './passkey.entity.js';

/** Passkeys (WebAuthn): sign-in on their own and as a second factor (their surface: passkey.surface.ts). */
export const passkeyModule: DomainModule = {
  entities: [Passkey],
};
