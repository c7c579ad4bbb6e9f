import type { AuthChecker } from 'type-graphql';
import { forbidden, unauthenticated } from '../core/errors.js';
import { Role, type Actor } from '../core/principal.js';
import type { GraphQLContext } from './context.js';

/** `@Authorized()` needs a signed-in, approved user; `@Authorized('admin')` an admin. */
export const authChecker: AuthChecker<GraphQLContext> = ({ context }, roles) => {
  requireUser(context);
  if (roles.includes(Role.ADMIN) && context.principal?.user.role !== Role.ADMIN) {
    throw forbidden("You don't have permission to access the admin panel");
  }
  return true;
};

export function requireUser(context: GraphQLContext): Actor {
  if (!context.principal) throw unauthenticated();
  return context.principal.user;
}
