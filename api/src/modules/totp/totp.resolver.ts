import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { ENROLLING, requireUser } from '../../graphql/auth-checker.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { signInClientOf } from '../auth/auth.resolver.js';
import { LoginResult } from '../auth/dto/login-result.type.js';
import {
  beginTotpEnrolmentCommand,
  completeSignInWithCodeCommand,
  confirmTotpEnrolmentCommand,
  disableTotpCommand,
  regenerateRecoveryCodesCommand,
  totpStatusCommand,
} from './commands/totp.commands.js';
import { CODE_DESCRIPTION, CodeSignInInput, TotpEnrolmentType, TotpStatusType } from './dto/totp.types.js';
import type { TotpDeps } from './totp.ports.js';

type Context = GraphQLContext<TotpDeps>;

/** The signed-in account's authenticator app (TOTP) and its recovery codes; finishing a sign-in with a code. */
@Resolver()
export class TotpResolver {
  @Authorized(ENROLLING)
  @Query(() => TotpStatusType, {
    description:
      "The signed-in account's authenticator app: set up or not, a setup in progress, recovery codes left. Open to an account that has yet to enrol. Errors: UNAUTHENTICATED.",
  })
  totpStatus(@Ctx() ctx: Context): Promise<TotpStatusType> {
    return totpStatusCommand(ctx.em, ctx.services, requireUser(ctx));
  }

  @Authorized(ENROLLING)
  @Mutation(() => TotpEnrolmentType, {
    description:
      'Begins setting up an authenticator app (replacing a setup not yet confirmed): answers the secret once, as base32 and as an otpauth:// URI for a QR code. Confirm with confirmTotpEnrolment. Open to an account that has yet to enrol. Errors: UNAUTHENTICATED, CONFLICT (an app is already set up: disable it first).',
  })
  beginTotpEnrolment(@Ctx() ctx: Context): Promise<TotpEnrolmentType> {
    return beginTotpEnrolmentCommand(ctx.em, ctx.services, requireUser(ctx));
  }

  @Authorized(ENROLLING)
  @Mutation(() => [String], {
    description:
      'Confirms the setup with a current code from the app: sign-in asks for its codes from now on. Answers ten one-time recovery codes (xxxxx-xxxxx), shown this once; only their HMACs are kept. Recorded in the account audit log. Errors: UNAUTHENTICATED, BAD_USER_INPUT (field code: missing or wrong), CONFLICT (no setup begun, or already set up), TOO_MANY_REQUESTS (LOGIN_MAX_FAILURES wrong codes within LOGIN_LOCKOUT_MINUTES; extensions.retryAfter in seconds).',
  })
  confirmTotpEnrolment(
    @Arg('code', () => String, { description: 'The current six-digit code the app shows.' }) code: string,
    @Ctx() ctx: Context,
  ): Promise<string[]> {
    return confirmTotpEnrolmentCommand(ctx.em, ctx.services, requireUser(ctx), { code });
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Removes the signed-in account's authenticator app and its recovery codes; answers true. Recorded in the account audit log. Errors: UNAUTHENTICATED, NOT_FOUND (no app set up), BAD_USER_INPUT (field code: missing or wrong), TOO_MANY_REQUESTS (LOGIN_MAX_FAILURES wrong codes within LOGIN_LOCKOUT_MINUTES).",
  })
  async disableTotp(@Arg('code', () => String, { description: CODE_DESCRIPTION }) code: string, @Ctx() ctx: Context): Promise<boolean> {
    await disableTotpCommand(ctx.em, ctx.services, requireUser(ctx), { code });
    return true;
  }

  @Authorized()
  @Mutation(() => [String], {
    description:
      'Replaces the recovery codes of the signed-in account with ten new ones (the old ones stop working), shown this once. Errors: UNAUTHENTICATED, NOT_FOUND (no app set up), BAD_USER_INPUT (field code: missing or wrong), TOO_MANY_REQUESTS.',
  })
  regenerateRecoveryCodes(
    @Arg('code', () => String, { description: CODE_DESCRIPTION }) code: string,
    @Ctx() ctx: Context,
  ): Promise<string[]> {
    return regenerateRecoveryCodesCommand(ctx.em, ctx.services, requireUser(ctx), { code });
  }

  @Mutation(() => LoginResult, {
    description:
      'Finishes a password sign-in (login answered secondFactor) with a code from the authenticator app or a recovery code (spent by this use), and starts the session. Needs no token. Errors: BAD_USER_INPUT (field challenge or code: missing or too long), UNAUTHENTICATED (field code: wrong code, a code already used, or a used recovery code; field challenge: the sign-in expired or took 5 wrong codes — sign in again), TOO_MANY_REQUESTS (wrong codes count against the same LOGIN_MAX_FAILURES budget as wrong passwords; extensions.retryAfter in seconds), FORBIDDEN (suspended meanwhile).',
  })
  completeSignInWithCode(
    @Arg('input', () => CodeSignInInput, { description: 'The challenge and the code.' }) input: CodeSignInInput,
    @Ctx() ctx: Context,
  ): Promise<LoginResult> {
    return completeSignInWithCodeCommand(ctx.em, ctx.services, input, signInClientOf(ctx));
  }
}
