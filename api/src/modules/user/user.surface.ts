import type { SurfaceModule } from '../../core/module.js';
import type { UserSurfaceDeps } from './user.ports.js';
import { AccountChangeProposalFieldsResolver, UserFieldsResolver, UserResolver } from './user.resolver.js';
import { registerUserRoutes } from './user.routes.js';

/** Account administration: GraphQL and /api/admin/users, /api/admin/account-proposals. */
export const userSurface: SurfaceModule<UserSurfaceDeps> = {
  resolvers: [UserResolver, UserFieldsResolver, AccountChangeProposalFieldsResolver],
  routes: registerUserRoutes,
};
