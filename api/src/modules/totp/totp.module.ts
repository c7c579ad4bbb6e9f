import type { DomainModule } from '../../core/module.js';
import { RecoveryCode } from './recovery-code.entity.js';
import { TotpFactor } from './totp-factor.entity.js';

/** Authenticator apps (TOTP) and their recovery codes (their surface: totp.surface.ts). */
export const totpModule: DomainModule = {
  entities: [TotpFactor, RecoveryCode],
};
