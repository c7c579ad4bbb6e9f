import { forbidden, type DomainError } from './errors.js';
import { Role, type Actor } from './principal.js';

/**
 * What a policy answers about one action on one subject: allowed, or the error that refuses it.
 * Commands `enforce` a verdict (the error is what the caller sees); surfaces turn it into the
 * `viewerCan` flags the client renders from — the same function decides both, so they cannot drift.
 */
export type Verdict = { allowed: true } | { allowed: false; error: DomainError };

export const ALLOWED: Verdict = { allowed: true };

export const deny = (error: DomainError): Verdict => ({ allowed: false, error });

/** The first refusal among `verdicts`, or ALLOWED: an action allowed only when each check allows it. */
export function allOf(...verdicts: Verdict[]): Verdict {
  return verdicts.find((v) => !v.allowed) ?? ALLOWED;
}

/** Throws the verdict's error when it refuses. */
export function enforce(verdict: Verdict): void {
  if (!verdict.allowed) throw verdict.error;
}

/** Administration is an admin's: every admin-only command enforces it, as the surfaces' role check does. FORBIDDEN. */
export const anAdmin = (actor: Pick<Actor, 'role'>): Verdict =>
  actor.role === Role.ADMIN ? ALLOWED : deny(forbidden("You don't have permission to access the admin panel"));
