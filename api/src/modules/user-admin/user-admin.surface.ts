import type { SurfaceModule } from '../../core/module.js';
import type { UserSurfaceDeps } from './user-admin.ports.js';
import { AccountChangeProposalFieldsResolver, UserFieldsResolver, UserResolver } from './user-admin.resolver.js';
import { registerUserRoutes } from './user-admin.routes.js';

/** Account administration: GraphQL and /api/admin/users, /api/admin/account-proposals. */
export const userAdminSurface: SurfaceModule<UserSurfaceDeps> = {
  resolvers: [UserResolver, UserFieldsResolver, AccountChangeProposalFieldsResolver],
  routes: registerUserRoutes,
};
