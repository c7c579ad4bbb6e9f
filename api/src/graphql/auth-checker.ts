import { getMetadataStorage, type AuthChecker } from 'type-graphql';
import { unauthenticated } from '../core/errors.js';
import { Role, type Actor } from '../core/principal.js';
import { accessRefusal, type Access } from '../http/access.js';
import type { GraphQLContext } from './context.js';

/** `@Authorized(ENROLLING)`: open to a signed-in user who has yet to enrol the second factor they must have. */
export const ENROLLING = 'enrolling';

/**
 * `@Authorized()` needs a signed-in, approved user (with the second factor MFA_REQUIRED asks of
 * them); `@Authorized('admin')` an admin; `@Authorized(ENROLLING)` any signed-in user.
 */
export const authChecker: AuthChecker<GraphQLContext> = ({ context }, roles) => {
  const refusal = accessRefusal(accessOf(roles), context.principal ?? null);
  if (refusal) throw refusal;
  return true;
};

export function requireUser(context: GraphQLContext): Actor {
  if (!context.principal) throw unauthenticated();
  return context.principal.user;
}

/** What `@Authorized(...roles)` means to `authChecker`, as an access level; no `@Authorized` is public. */
const accessOf = (roles: readonly unknown[] | undefined): Access =>
  roles === undefined ? 'public' : roles.includes(Role.ADMIN) ? 'admin' : roles.includes(ENROLLING) ? 'enrolling' : 'user';

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
