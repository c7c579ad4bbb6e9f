import type { OwnershipSettingsHistory } from './commands/read-ownership-settings.command.js';
import type { OwnershipSettingsChangeDeps } from './commands/ownership-settings-approval.commands.js';

/** What the ownership settings resolvers and routes need: the settings' versions (read, saved, proposed) and four-eyes. */
export type OwnershipSettingsSurfaceDeps = OwnershipSettingsChangeDeps & {
  ownershipSettings: OwnershipSettingsChangeDeps['ownershipSettings'] & OwnershipSettingsHistory;
};
