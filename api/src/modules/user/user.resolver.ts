import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requireUser } from '../../graphql/auth-checker.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { DEFAULT_LIST_SIZE, listCost, PASSWORD_HASH_COST } from '../../graphql/limits.js';
import { changeUserRoleCommand } from './commands/change-user-role.command.js';
import { deleteUserCommand } from './commands/delete-user.command.js';
import { resetUserPasswordCommand } from './commands/reset-user-password.command.js';
import { suspendUserCommand } from './commands/suspend-user.command.js';
import { CreateUserInput } from './dto/create-user.input.js';
import { PasswordReset } from './dto/password-reset.type.js';
import { Role, User } from './user.entity.js';

@Authorized(Role.ADMIN)
@Resolver()
export class UserResolver {
  @Query(() => [User], {
    description:
      'Every account: pending approvals first, then newest first. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin).',
    complexity: listCost(DEFAULT_LIST_SIZE),
  })
  users(@Ctx() ctx: GraphQLContext): Promise<User[]> {
    return ctx.services.users.list(ctx.em);
  }

  @Mutation(() => User, {
    description: 'Approves a pending account so it can sign in. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin), NOT_FOUND.',
  })
  approveUser(@Arg('id', () => ID, { description: 'The account to approve.' }) id: string, @Ctx() ctx: GraphQLContext): Promise<User> {
    return ctx.services.users.approve(ctx.em, id);
  }

  @Mutation(() => User, {
    description:
      'Creates an approved account. Admin only. One per document (an argon2id hash costs 1,500 of the 2,000 limit, else QUERY_TOO_COMPLEX). Errors: UNAUTHENTICATED, FORBIDDEN (not an admin), BAD_USER_INPUT (field email, firstName, lastName, password or role), CONFLICT (field email: taken).',
    complexity: PASSWORD_HASH_COST,
  })
  createUser(
    @Arg('input', () => CreateUserInput, { description: 'The new account.' }) input: CreateUserInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<User> {
    return ctx.services.users.create(ctx.em, input);
  }

  @Mutation(() => User, {
    description:
      "Changes an account's role; it applies from the account's next request. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin, or your own account), NOT_FOUND, CONFLICT (would leave no active admin).",
  })
  changeUserRole(
    @Arg('id', () => ID, { description: 'The account to change.' }) id: string,
    @Arg('role', () => Role, { description: 'The new role.' }) role: Role,
    @Ctx() ctx: GraphQLContext,
  ): Promise<User> {
    return changeUserRoleCommand(ctx.em, ctx.services.auth, requireUser(ctx), id, { role });
  }

  @Mutation(() => User, {
    description:
      'Suspends an account: its sessions end at once and sign-in answers FORBIDDEN until it is reinstated; suspending a suspended account changes nothing. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin, or your own account), NOT_FOUND, CONFLICT (the last active admin).',
  })
  suspendUser(@Arg('id', () => ID, { description: 'The account to suspend.' }) id: string, @Ctx() ctx: GraphQLContext): Promise<User> {
    return suspendUserCommand(ctx.em, ctx.services.auth, requireUser(ctx), id);
  }

  @Mutation(() => User, {
    description: 'Lets a suspended account sign in again. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin), NOT_FOUND.',
  })
  reinstateUser(@Arg('id', () => ID, { description: 'The account to reinstate.' }) id: string, @Ctx() ctx: GraphQLContext): Promise<User> {
    return ctx.services.users.reinstate(ctx.em, id);
  }

  @Mutation(() => PasswordReset, {
    description:
      "Replaces the account's password with a generated one (returned once) and ends all its sessions. Admin only. One per document (an argon2id hash costs 1,500 of the 2,000 limit, else QUERY_TOO_COMPLEX). Errors: UNAUTHENTICATED, FORBIDDEN (not an admin), NOT_FOUND.",
    complexity: PASSWORD_HASH_COST,
  })
  resetUserPassword(
    @Arg('id', () => ID, { description: 'The account whose password is replaced.' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PasswordReset> {
    return resetUserPasswordCommand(ctx.em, ctx.services.auth, id);
  }

  @Mutation(() => Boolean, {
    description:
      'Deletes the account with its sessions, assessments, audit logs, batch uploads and news scans; answers true. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin, or your own account), NOT_FOUND, CONFLICT (the last active admin).',
  })
  async deleteUser(
    @Arg('id', () => ID, { description: 'The account to delete.' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await deleteUserCommand(ctx.em, ctx.services.auth, requireUser(ctx), id);
    return true;
  }
}
