import type { AppModule } from '../app-module.js';
import { AccountChangeProposal } from './account-change-proposal.entity.js';
import { User } from './user.entity.js';
import { UserResolver } from './user.resolver.js';
import { registerUserRoutes } from './user.routes.js';

/** Accounts and their administration. */
export const userModule: AppModule = {
  entities: [User, AccountChangeProposal],
  resolvers: [UserResolver],
  routes: registerUserRoutes,
};
