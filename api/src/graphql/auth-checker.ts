import { getMetadataStorage, type AuthChecker } from 'type-graphql';
import { forbidden, unauthenticated } from '../core/errors.js';
import { Role, type Actor } from '../core/principal.js';
import type { Access } from '../http/access.js';
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

/** What `@Authorized(...roles)` means to `authChecker`, as an access level; no `@Authorized` is public. */
const accessOf = (roles: readonly unknown[] | undefined): Access =>
  roles === undefined ? 'public' : roles.includes(Role.ADMIN) ? 'admin' : 'user';

/**
 * The access each root field declares, keyed `query.<name>` and `mutation.<name>`: its own
 * `@Authorized`, else its resolver class's (TypeGraphQL's precedence), read from TypeGraphQL's
 * metadata. For guards that decide before any resolver runs (graphql/request-guard.ts uploadAccess).
 */
export function rootFieldAccess(): ReadonlyMap<string, Access> {
  const storage = getMetadataStorage();
  const rolesOf = (target: unknown, name: string) =>
    (
      storage.authorizedFields.find((a) => a.target === target && a.fieldName === name) ??
      storage.authorizedResolver.find((a) => a.target === target)
    )?.roles;
  const access = new Map<string, Access>();
  for (const [operation, fields] of [
    ['query', storage.queries],
    ['mutation', storage.mutations],
  ] as const) {
    for (const field of fields) access.set(`${operation}.${field.schemaName}`, accessOf(rolesOf(field.target, field.methodName)));
  }
  return access;
}
