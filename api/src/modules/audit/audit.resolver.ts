import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { limitedListCost } from '../../graphql/limits.js';
import { Role } from '../../core/principal.js';
import { listAccountAudit } from '../user/account-audit.js';
import { AccountAuditArgs, AccountAuditPage, MAX_ACCOUNT_AUDIT_PAGE } from '../user/dto/account-audit.types.js';

@Authorized(Role.ADMIN)
@Resolver()
export class AuditResolver {
  @Query(() => AccountAuditPage, {
    description:
      'The account audit log: every account action (sign-up, creation, approval, role change, suspension, reinstatement, password reset or change, deletion, admin-change proposals), newest first. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin), BAD_USER_INPUT (limit, cursor).',
    complexity: limitedListCost(MAX_ACCOUNT_AUDIT_PAGE, 50),
  })
  accountAuditLogs(@Args(() => AccountAuditArgs) args: AccountAuditArgs, @Ctx() ctx: GraphQLContext): Promise<AccountAuditPage> {
    return listAccountAudit(ctx.em, args);
  }
}
