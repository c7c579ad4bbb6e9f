import type { ApiKeyFieldsFragment, ApiScope } from './generated/graphql';

/** Every scope a key may have, with what it allows in one line. */
export const API_SCOPES: readonly { value: ApiScope; label: string; help: string }[] = [
  { value: 'READ', label: 'Read', help: 'Every query (GraphQL) and GET (REST).' },
  { value: 'ASSESS', label: 'Assess', help: 'Create assessments and batches, scan and summarise news.' },
  { value: 'SCREEN', label: 'Screen', help: 'The screening search.' },
  { value: 'ADMIN', label: 'Admin', help: 'Rules, watchlists and webhooks; only for a key acting for an admin account.' },
];

/** A scope's short name ("Read"), or the raw value of one this client does not know. */
export const scopeLabel = (scope: ApiScope) => API_SCOPES.find((s) => s.value === scope)?.label ?? scope;

/** The longest a key may live, in days (the server refuses a later expiry). */
export const MAX_DAYS = 365;
/** How long a new key lives unless told otherwise, in days. */
export const DEFAULT_DAYS = 90;
/** The hours an old secret keeps working after a rotation: the server's default and limits. */
export const GRACE_HOURS = { default: 24, min: 0, max: 168 } as const;
/** Screening calls in flight per API process: the server's default and limits. */
export const CONCURRENCY = { default: 2, min: 1, max: 50 } as const;

/** Whether a key still works (not revoked, not expired) at `now`. */
export function keyState(key: Pick<ApiKeyFieldsFragment, 'revokedAt' | 'expiresAt'>, now = Date.now()): 'active' | 'revoked' | 'expired' {
  if (key.revokedAt) return 'revoked';
  return new Date(key.expiresAt).getTime() <= now ? 'expired' : 'active';
}
