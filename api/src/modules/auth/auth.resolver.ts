import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { requireUser } from '../../graphql/auth-checker.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { PASSWORD_HASH_COST } from '../../graphql/limits.js';
import { UpdateProfileInput } from '../user/dto/update-profile.input.js';
import { User } from '../user/user.entity.js';
import { LoginResult } from './dto/login-result.type.js';
import { ChangePasswordInput } from './dto/change-password.input.js';
import { LoginInput } from './dto/login.input.js';
import { RegisterInput } from './dto/register.input.js';

@Resolver()
export class AuthResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in user, or null when the token is missing or no longer valid.' })
  me(@Ctx() ctx: GraphQLContext): User | null {
    return ctx.principal?.user ?? null;
  }

  @Mutation(() => User, {
    description: 'Creates an unapproved account. Errors: BAD_USER_INPUT, CONFLICT (email taken), TOO_MANY_REQUESTS (sign-ups per address).',
    complexity: PASSWORD_HASH_COST,
  })
  register(@Arg('input', () => RegisterInput) input: RegisterInput, @Ctx() ctx: GraphQLContext): Promise<User> {
    return ctx.services.auth.register(input, ctx.address);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Changes the signed-in user's password; their other sessions end, this one stays. Errors: BAD_USER_INPUT (field currentPassword when it is wrong, newPassword when too short or long), TOO_MANY_REQUESTS.",
    complexity: PASSWORD_HASH_COST,
  })
  async changePassword(@Arg('input', () => ChangePasswordInput) input: ChangePasswordInput, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.auth.changePassword(ctx.principal!, input);
    return true;
  }

  @Mutation(() => LoginResult, {
    description:
      'Errors: UNAUTHENTICATED (wrong email or password), FORBIDDEN (pending approval or suspended), TOO_MANY_REQUESTS (extensions.retryAfter in seconds).',
    complexity: PASSWORD_HASH_COST,
  })
  login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: GraphQLContext): Promise<LoginResult> {
    return ctx.services.auth.login(input, ctx.address);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Ends the session; its token stops working at once.' })
  async logout(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.auth.logout(ctx.principal!.sid);
    return true;
  }

  @Authorized()
  @Mutation(() => User, { description: "Updates the signed-in user's names. Errors: BAD_USER_INPUT." })
  updateProfile(@Arg('input', () => UpdateProfileInput) input: UpdateProfileInput, @Ctx() ctx: GraphQLContext): Promise<User> {
    return ctx.services.auth.updateProfile(requireUser(ctx).id, input);
  }
}
