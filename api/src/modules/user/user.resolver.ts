import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requireUser } from '../../graphql/auth-checker.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { DEFAULT_LIST_SIZE, listCost, PASSWORD_HASH_COST } from '../../graphql/limits.js';
import { CreateUserInput } from './dto/create-user.input.js';
import { PasswordReset } from './dto/password-reset.type.js';
import { Role, User } from './user.entity.js';

@Authorized(Role.ADMIN)
@Resolver()
export class UserResolver {
  @Query(() => [User], { description: 'Every account, pending approvals first. Admin only.', complexity: listCost(DEFAULT_LIST_SIZE) })
  users(@Ctx() ctx: GraphQLContext): Promise<User[]> {
    return ctx.services.users.list();
  }

  @Mutation(() => User, { description: 'Lets a pending account sign in. Errors: NOT_FOUND.' })
  approveUser(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<User> {
    return ctx.services.users.approve(id);
  }

  @Mutation(() => User, { description: 'Creates a pre-approved account. Errors: BAD_USER_INPUT, CONFLICT.', complexity: PASSWORD_HASH_COST })
  createUser(@Arg('input', () => CreateUserInput) input: CreateUserInput, @Ctx() ctx: GraphQLContext): Promise<User> {
    return ctx.services.users.create(input);
  }

  @Mutation(() => User, { description: 'Errors: FORBIDDEN (own account), NOT_FOUND, CONFLICT (would leave no active admin).' })
  changeUserRole(@Arg('id', () => ID) id: string, @Arg('role', () => Role) role: Role, @Ctx() ctx: GraphQLContext): Promise<User> {
    return ctx.services.users.changeRole(requireUser(ctx), id, { role });
  }

  @Mutation(() => User, {
    description: 'Suspends an account: its sessions end at once and sign-in answers FORBIDDEN. Errors: FORBIDDEN (own account), NOT_FOUND, CONFLICT (last active admin).',
  })
  suspendUser(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<User> {
    return ctx.services.users.suspend(requireUser(ctx), id);
  }

  @Mutation(() => User, { description: 'Lets a suspended account sign in again. Errors: NOT_FOUND.' })
  reinstateUser(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<User> {
    return ctx.services.users.reinstate(id);
  }

  @Mutation(() => PasswordReset, {
    description: "Replaces the account's password with a generated one (returned once) and ends its sessions. Errors: NOT_FOUND.",
    complexity: PASSWORD_HASH_COST,
  })
  resetUserPassword(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<PasswordReset> {
    return ctx.services.users.resetPassword(id);
  }

  @Mutation(() => Boolean, {
    description:
      'Deletes the account with its assessments, audit logs and batch uploads. Errors: FORBIDDEN (own account), NOT_FOUND, CONFLICT (last active admin).',
  })
  async deleteUser(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.users.delete(requireUser(ctx), id);
    return true;
  }
}
