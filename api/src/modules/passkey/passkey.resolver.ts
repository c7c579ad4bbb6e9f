import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { ENROLLING, requireUser } from '../../graphql/auth-checker.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { signInClientOf } from '../auth/auth.resolver.js';
import { LoginResult } from '../auth/dto/login-result.type.js';
import { deletePasskeyCommand, listPasskeysCommand, renamePasskeyCommand } from './commands/passkey.commands.js';
import { PasskeyOptionsType, PasskeyType, RESPONSE_DESCRIPTION } from './dto/passkey.types.js';
import type { PasskeyDeps } from './passkey.ports.js';

type Context = GraphQLContext<PasskeyDeps>;

/** Passkeys (WebAuthn): the account's own list and registration, sign-in with a passkey, and a passkey as a sign-in's second step. */
@Resolver()
export class PasskeyResolver {
  @Authorized(ENROLLING)
  @Query(() => [PasskeyType], { description: "The signed-in account's passkeys, oldest first (at most 20). Errors: UNAUTHENTICATED." })
  passkeys(@Ctx() ctx: Context): Promise<PasskeyType[]> {
    return listPasskeysCommand(ctx.em, requireUser(ctx));
  }

  @Authorized(ENROLLING)
  @Mutation(() => PasskeyOptionsType, {
    description:
      'Starts registering a passkey for the signed-in account (also one that must still enrol a second factor): options for navigator.credentials.create() asking for a discoverable passkey with user verification. Errors: UNAUTHENTICATED, CONFLICT (20 passkeys already).',
  })
  passkeyRegistrationOptions(@Ctx() ctx: Context): Promise<PasskeyOptionsType> {
    return ctx.services.passkeys.registrationOptions(ctx.em, requireUser(ctx), ctx.origin);
  }

  @Authorized(ENROLLING)
  @Mutation(() => PasskeyType, {
    description:
      "Verifies the browser's answer to passkeyRegistrationOptions and keeps the passkey (audited as a second factor added). Errors: UNAUTHENTICATED, BAD_USER_INPUT (field challengeId: unknown, expired or used; response: malformed or not verified; name), CONFLICT (already registered, or 20 passkeys).",
  })
  registerPasskey(
    @Arg('challengeId', () => String, { description: 'The challengeId of passkeyRegistrationOptions.' }) challengeId: string,
    @Arg('response', () => GraphQLJSONObject, { description: RESPONSE_DESCRIPTION }) response: Record<string, unknown>,
    @Arg('name', () => String, { nullable: true, description: 'What to call it, 1 to 100 characters; "Passkey" by default.' })
    name: string | null,
    @Ctx() ctx: Context,
  ): Promise<PasskeyType> {
    return ctx.services.passkeys.register(ctx.em, requireUser(ctx), { challengeId, response, name }, ctx.origin);
  }

  @Authorized()
  @Mutation(() => PasskeyType, {
    description: "Renames one of the signed-in account's passkeys. Errors: UNAUTHENTICATED, NOT_FOUND, BAD_USER_INPUT (field name).",
  })
  renamePasskey(
    @Arg('id', () => ID, { description: 'The passkey to rename.' }) id: string,
    @Arg('name', () => String, { description: 'Its new name, 1 to 100 characters.' }) name: string,
    @Ctx() ctx: Context,
  ): Promise<PasskeyType> {
    return renamePasskeyCommand(ctx.em, requireUser(ctx), id, { name });
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Removes one of the signed-in account's passkeys (audited as a second factor removed); answers true. Errors: UNAUTHENTICATED, NOT_FOUND.",
  })
  async deletePasskey(@Arg('id', () => ID, { description: 'The passkey to remove.' }) id: string, @Ctx() ctx: Context): Promise<boolean> {
    await deletePasskeyCommand(ctx.em, ctx.services, requireUser(ctx), id);
    return true;
  }

  @Mutation(() => PasskeyOptionsType, {
    description:
      'Starts a sign-in with a passkey: options for navigator.credentials.get() naming no credential (the browser offers the passkeys it has for this site). Needs no token. Errors: TOO_MANY_REQUESTS (60 a minute per client address).',
  })
  passkeySignInOptions(@Ctx() ctx: Context): Promise<PasskeyOptionsType> {
    return ctx.services.passkeys.signInOptions(ctx.em, signInClientOf(ctx), ctx.origin);
  }

  @Mutation(() => LoginResult, {
    description:
      "Signs in with a passkey (the browser's answer to passkeySignInOptions) and starts a session; answers token and user. Needs no token. Errors: BAD_USER_INPUT (field challengeId or response: malformed), UNAUTHENTICATED (expired or used challenge, unknown or unverified passkey), FORBIDDEN (pending approval, or suspended), TOO_MANY_REQUESTS (LOGIN_MAX_FAILURES_PER_IP failed passkey sign-ins per address within LOGIN_LOCKOUT_MINUTES; extensions.retryAfter).",
  })
  signInWithPasskey(
    @Arg('challengeId', () => String, { description: 'The challengeId of passkeySignInOptions.' }) challengeId: string,
    @Arg('response', () => GraphQLJSONObject, { description: RESPONSE_DESCRIPTION }) response: Record<string, unknown>,
    @Ctx() ctx: Context,
  ): Promise<LoginResult> {
    return ctx.services.passkeys.signIn(ctx.em, { challengeId, response }, signInClientOf(ctx), ctx.origin);
  }

  @Mutation(() => PasskeyOptionsType, {
    description:
      "Options for finishing a password sign-in with one of the account's passkeys (login's secondFactor.challenge): navigator.credentials.get() naming its passkeys; challengeId is that same challenge. Needs no token. Errors: BAD_USER_INPUT (field challenge: malformed, or the account has no passkey), UNAUTHENTICATED (field challenge: expired).",
  })
  passkeySecondFactorOptions(
    @Arg('challenge', () => String, { description: "login's secondFactor.challenge." }) challenge: string,
    @Ctx() ctx: Context,
  ): Promise<PasskeyOptionsType> {
    return ctx.services.passkeys.secondFactorOptions(ctx.em, { challenge }, ctx.origin);
  }

  @Mutation(() => LoginResult, {
    description:
      "Finishes a password sign-in with a passkey (the browser's answer to passkeySecondFactorOptions) and starts a session. Needs no token. A wrong answer counts against the password's attempt budget. Errors: BAD_USER_INPUT (field challenge or response: malformed), UNAUTHENTICATED (field passkey: not verified; challenge: expired), FORBIDDEN, TOO_MANY_REQUESTS (extensions.retryAfter).",
  })
  completeSignInWithPasskey(
    @Arg('challenge', () => String, { description: "login's secondFactor.challenge." }) challenge: string,
    @Arg('response', () => GraphQLJSONObject, { description: RESPONSE_DESCRIPTION }) response: Record<string, unknown>,
    @Ctx() ctx: Context,
  ): Promise<LoginResult> {
    return ctx.services.passkeys.completeSecondFactor(ctx.em, { challenge, response }, signInClientOf(ctx), ctx.origin);
  }
}
