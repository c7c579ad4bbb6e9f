import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ApiScope } from '../../core/api-scope.js';
import { Role } from '../../core/principal.js';
import { requireUser } from '../../graphql/auth-checker.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { listCost } from '../../graphql/limits.js';
import {
  createApiKeyCommand,
  listApiKeysCommand,
  revokeApiKeyCommand,
  rotateApiKeyCommand,
  updateApiKeyScopesCommand,
  type ApiKeyDeps,
  API_KEY_POLICY,
  MAX_LISTED_KEYS,
} from './commands/api-key.commands.js';
import { approveApiKeyChangeCommand, rejectApiKeyChangeCommand } from './commands/api-key-approval.commands.js';
import { ApiKeyPolicyType, ApiKeyType, CreateApiKeyInput, GRACE_DESCRIPTION, IssuedApiKeyType } from './dto/api-key.types.js';

type Context = GraphQLContext<ApiKeyDeps>;

/** API keys for integrators (admins): list, create, rotate, revoke, change scopes. */
@Authorized(Role.ADMIN)
@Resolver()
export class ApiKeyResolver {
  @Query(() => [ApiKeyType], {
    description: `Every API key, newest first (at most ${MAX_LISTED_KEYS}). Admin only.`,
    complexity: listCost(MAX_LISTED_KEYS),
  })
  apiKeys(@Ctx() ctx: Context): Promise<ApiKeyType[]> {
    return listApiKeysCommand(ctx.em, requireUser(ctx));
  }

  @Query(() => ApiKeyPolicyType, { description: 'What API keys may be (expiry, grace hours, screening concurrency, scopes). Admin only.' })
  apiKeyPolicy(): ApiKeyPolicyType {
    return { ...API_KEY_POLICY, scopes: [...API_KEY_POLICY.scopes] };
  }

  @Mutation(() => IssuedApiKeyType, {
    description:
      'Makes an API key; its token is answered this once. With REQUIRE_ADMIN_APPROVAL, a key with the admin scope is made inert (awaitingApproval) until a second admin approves it (approveApiKeyChange). Errors: FORBIDDEN, BAD_USER_INPUT (name, scopes, expiresAt, actsForUserId).',
  })
  createApiKey(
    @Arg('input', () => CreateApiKeyInput, { description: 'The key to make.' }) input: CreateApiKeyInput,
    @Ctx() ctx: Context,
  ): Promise<IssuedApiKeyType> {
    return createApiKeyCommand(ctx.em, ctx.services, requireUser(ctx), input);
  }

  @Mutation(() => IssuedApiKeyType, {
    description:
      'Gives a key a new secret (answered this once); the old one works for graceHours. Errors: FORBIDDEN, NOT_FOUND, CONFLICT (revoked), BAD_USER_INPUT (graceHours).',
  })
  rotateApiKey(
    @Arg('id', () => ID, { description: 'The key to rotate.' }) id: string,
    @Arg('graceHours', () => Int, { nullable: true, description: GRACE_DESCRIPTION }) graceHours: number | null,
    @Ctx() ctx: Context,
  ): Promise<IssuedApiKeyType> {
    return rotateApiKeyCommand(ctx.em, ctx.services, requireUser(ctx), id, graceHours === null ? {} : { graceHours });
  }

  @Mutation(() => ApiKeyType, {
    description: 'Revokes a key at once, on every replica. Errors: FORBIDDEN, NOT_FOUND, CONFLICT (already revoked).',
  })
  revokeApiKey(@Arg('id', () => ID, { description: 'The key to revoke.' }) id: string, @Ctx() ctx: Context): Promise<ApiKeyType> {
    return revokeApiKeyCommand(ctx.em, ctx.services, requireUser(ctx), id);
  }

  @Mutation(() => ApiKeyType, {
    description:
      "Replaces a key's scopes, at once; with REQUIRE_ADMIN_APPROVAL, adding the admin scope waits for a second admin (pendingScopes). Errors: FORBIDDEN, NOT_FOUND, CONFLICT (revoked, or a change already waiting), BAD_USER_INPUT (scopes).",
  })
  updateApiKeyScopes(
    @Arg('id', () => ID, { description: 'The key to change.' }) id: string,
    @Arg('scopes', () => [ApiScope], { description: 'Its new scopes, at least one.' }) scopes: ApiScope[],
    @Ctx() ctx: Context,
  ): Promise<ApiKeyType> {
    return updateApiKeyScopesCommand(ctx.em, ctx.services, requireUser(ctx), id, { scopes });
  }

  @Mutation(() => ApiKeyType, {
    description:
      'A second admin approves what waits on a key (REQUIRE_ADMIN_APPROVAL): a key made with the admin scope starts working, or the asked-for scopes apply; at once, audited. Errors: FORBIDDEN (not an admin, or the one who asked), NOT_FOUND (nothing waits), CONFLICT (decided meanwhile).',
  })
  approveApiKeyChange(
    @Arg('id', () => ID, { description: 'The key whose change to approve.' }) id: string,
    @Ctx() ctx: Context,
  ): Promise<ApiKeyType> {
    return approveApiKeyChangeCommand(ctx.em, ctx.services, requireUser(ctx), id);
  }

  @Mutation(() => ApiKeyType, {
    description:
      'Rejects what waits on a key, with a note (the admin who asked may withdraw it): a key made with the admin scope is revoked, asked-for scopes are dropped; audited. Errors: FORBIDDEN, NOT_FOUND (nothing waits), CONFLICT, BAD_USER_INPUT (note).',
  })
  rejectApiKeyChange(
    @Arg('id', () => ID, { description: 'The key whose change to reject.' }) id: string,
    @Arg('note', () => String, { description: 'Why, 1 to 2,000 characters.' }) note: string,
    @Ctx() ctx: Context,
  ): Promise<ApiKeyType> {
    return rejectApiKeyChangeCommand(ctx.em, ctx.services, requireUser(ctx), id, { note });
  }
}
