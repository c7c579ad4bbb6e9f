import type { SurfaceModule } from '../../../core/module.js';
import type { OwnershipSettingsSurfaceDeps } from './ownership-settings.ports.js';
import { OwnershipSettingsChangeProposalFieldsResolver, OwnershipSettingsResolver } from './ownership-settings.resolver.js';
import { registerOwnershipSettingsRoutes } from './ownership-settings.routes.js';

/**
 * The ownership thresholds (GraphQL ownershipSettings, saveOwnershipSettings, submitOwnershipSettingsChange
 * and its proposals; /api/ownership-settings, /api/admin/ownership-settings-proposals*).
 */
export const ownershipSettingsSurface: SurfaceModule<OwnershipSettingsSurfaceDeps> = {
  resolvers: [OwnershipSettingsResolver, OwnershipSettingsChangeProposalFieldsResolver],
  routes: registerOwnershipSettingsRoutes,
};
