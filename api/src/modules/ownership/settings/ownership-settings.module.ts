import type { DomainModule } from '../../../core/module.js';
import { OwnershipSettingsVersion } from './ownership-settings-version.entity.js';

/** The ownership thresholds' versions (UBO and blocked ownership), an admin setting under four-eyes. */
export const ownershipSettingsModule: DomainModule = {
  entities: [OwnershipSettingsVersion],
};
