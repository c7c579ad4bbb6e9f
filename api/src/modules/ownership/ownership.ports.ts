import type { OwnershipSettingsSource } from './settings/ownership-settings.service.js';

/** What the ownership preview and catalog need: the thresholds in force. */
export interface OwnershipSurfaceDeps {
  ownershipSettings: OwnershipSettingsSource;
}
