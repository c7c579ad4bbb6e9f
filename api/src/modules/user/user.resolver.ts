import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requireUser } from '../../graphql/auth-checker.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { CreateUserInput } from './dto/create-user.input.js';
import { Role, User } from './user.entity.js';

@Authorized(Role.ADMIN)
@Resolver()
export class UserResolver {
  @Query(() => [User], { description: 'Every account, pending approvals first. Admin only.' })
  users(@Ctx() ctx: GraphQLContext): Promise<User[]> {
    return ctx.services.users.list();
  }

  @Mutation(() => User, { description: 'Lets a pending account sign in. Errors: NOT_FOUND.' })
  approveUser(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<User> {
    return ctx.services.users.approve(id);
  }

  @Mutation(() => User, { description: 'Creates a pre-approved account. Errors: BAD_USER_INPUT, CONFLICT.' })
  createUser(@Arg('input', () => CreateUserInput) input: CreateUserInput, @Ctx() ctx: GraphQLContext): Promise<User> {
    return ctx.services.users.create(input);
  }

  @Mutation(() => User, { description: 'Errors: FORBIDDEN (own account), NOT_FOUND.' })
  changeUserRole(@Arg('id', () => ID) id: string, @Arg('role', () => Role) role: Role, @Ctx() ctx: GraphQLContext): Promise<User> {
    return ctx.services.users.changeRole(requireUser(ctx), id, { role });
  }

  @Mutation(() => Boolean, {
    description: 'Deletes the account with its assessments, audit logs and batch uploads. Errors: FORBIDDEN (own account), NOT_FOUND.',
  })
  async deleteUser(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.users.delete(requireUser(ctx), id);
    return true;
  }
}
