import type { AppModule } from '../app-module.js';
import { User } from './user.entity.js';
import { UserResolver } from './user.resolver.js';
import { registerUserRoutes } from './user.routes.js';

/** Accounts and their administration. */
export const userModule: AppModule = {
  entities: [User],
  resolvers: [UserResolver],
  routes: registerUserRoutes,
};
