import { accountOf, type SignInClient } from './auth.service.js';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { ENROLLING, requireUser } from '../../graphql/auth-checker.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { AuthSurfaceDeps } from './auth.ports.js';
import { PASSWORD_HASH_COST } from '../../graphql/limits.js';
import { UpdateProfileInput } from '../user/dto/update-profile.input.js';
import { User } from '../user/user.entity.js';
import { changePasswordCommand } from './commands/change-password.command.js';
import { LoginResult } from './dto/login-result.type.js';
import { SignInOptions } from './dto/sign-in-options.type.js';
import { ChangePasswordInput } from './dto/change-password.input.js';
import { LoginInput } from './dto/login.input.js';
import { RegisterInput } from './dto/register.input.js';

type Context = GraphQLContext<AuthSurfaceDeps>;

/** Where a GraphQL sign-in comes from. */
export const signInClientOf = (ctx: GraphQLContext): SignInClient => ({ address: ctx.address, userAgent: ctx.userAgent });

@Resolver()
export class AuthResolver {
  @Query(() => User, {
    nullable: true,
    description: 'The signed-in user, or null when the token is missing or no longer valid (no UNAUTHENTICATED error). Needs no token.',
  })
  me(@Ctx() ctx: Context): User | null {
    return ctx.principal ? accountOf(ctx.principal) : null;
  }

  @Query(() => SignInOptions, { description: 'How people can sign in here: password, single sign-on. Needs no token.' })
  signInOptions(@Ctx() ctx: Context): SignInOptions {
    return ctx.services.auth.signInOptions();
  }

  @Mutation(() => User, {
    description:
      'Creates an unapproved account (self-registration); it can sign in once an admin approves it. Needs no token. One per document (an argon2id hash costs 1,500 of the 2,000 limit, else QUERY_TOO_COMPLEX). Errors: BAD_USER_INPUT (field email, firstName, lastName or password), CONFLICT (field email: taken), TOO_MANY_REQUESTS (REGISTER_MAX_PER_IP sign-ups per client address within REGISTER_WINDOW_MINUTES; extensions.retryAfter in seconds).',
    complexity: PASSWORD_HASH_COST,
  })
  register(
    @Arg('input', () => RegisterInput, { description: 'The new account.' }) input: RegisterInput,
    @Ctx() ctx: Context,
  ): Promise<User> {
    return ctx.services.auth.register(ctx.em, input, ctx.address);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Changes the signed-in user's password; their other sessions end, this one stays; answers true. One per document (an argon2id hash costs 1,500 of the 2,000 limit, else QUERY_TOO_COMPLEX). Errors: UNAUTHENTICATED, BAD_USER_INPUT (field currentPassword when missing or wrong, newPassword when shorter than 6 or longer than 200 characters), TOO_MANY_REQUESTS (too many wrong current passwords; extensions.retryAfter in seconds).",
    complexity: PASSWORD_HASH_COST,
  })
  async changePassword(
    @Arg('input', () => ChangePasswordInput, { description: 'The current and the new password.' }) input: ChangePasswordInput,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    await changePasswordCommand(ctx.em, ctx.services.auth, ctx.principal!, input);
    return true;
  }

  @Mutation(() => LoginResult, {
    description:
      'Signs in and starts a session. Needs no token. One per document (an argon2id hash costs 1,500 of the 2,000 limit, else QUERY_TOO_COMPLEX). Errors: BAD_USER_INPUT (field email or password: missing or too long), UNAUTHENTICATED (wrong email or password; the same answer for both), FORBIDDEN (pending approval, or suspended), TOO_MANY_REQUESTS (after LOGIN_MAX_FAILURES failures per account and client address, or LOGIN_MAX_FAILURES_PER_IP per address, within LOGIN_LOCKOUT_MINUTES, or a retry sooner than the growing delay of 1, 2, 4 … 60 s after two failures; extensions.retryAfter in seconds).',
    complexity: PASSWORD_HASH_COST,
  })
  login(
    @Arg('input', () => LoginInput, { description: 'Email and password.' }) input: LoginInput,
    @Ctx() ctx: Context,
  ): Promise<LoginResult> {
    return ctx.services.auth.login(ctx.em, input, signInClientOf(ctx));
  }

  @Authorized(ENROLLING)
  @Mutation(() => Boolean, {
    description: "Ends the request's session: its token stops working at once, on every replica; answers true. Errors: UNAUTHENTICATED.",
  })
  async logout(@Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.auth.logout(ctx.em, ctx.principal!.sid);
    return true;
  }

  @Authorized()
  @Mutation(() => User, {
    description: "Replaces the signed-in user's names. Errors: UNAUTHENTICATED, BAD_USER_INPUT (field firstName or lastName).",
  })
  updateProfile(
    @Arg('input', () => UpdateProfileInput, { description: 'The new names.' }) input: UpdateProfileInput,
    @Ctx() ctx: Context,
  ): Promise<User> {
    return ctx.services.auth.updateProfile(ctx.em, requireUser(ctx).id, input);
  }
}
