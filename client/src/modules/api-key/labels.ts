import type { ApiKeyFieldsFragment, ApiKeyPolicyQuery, ApiScope } from './generated/graphql';

/** What keys may be, as the API serves it (apiKeyPolicy): limits, defaults and every scope with its help. */
export type ApiKeyPolicy = ApiKeyPolicyQuery['apiKeyPolicy'];

/** A scope's short name ("Read") from the policy, or the raw value of one it does not list. */
export const scopeLabel = (policy: ApiKeyPolicy | undefined, scope: ApiScope) =>
  policy?.scopes.find((s) => s.scope === scope)?.label ?? scope;

/** Whether a key still works (not revoked, not expired) at `now`. */
export function keyState(key: Pick<ApiKeyFieldsFragment, 'revokedAt' | 'expiresAt'>, now = Date.now()): 'active' | 'revoked' | 'expired' {
  if (key.revokedAt) return 'revoked';
  return new Date(key.expiresAt).getTime() <= now ? 'expired' : 'active';
}
