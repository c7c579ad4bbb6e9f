import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, conflict, notFound } from '../../../core/errors.js';
import type { Actor } from '../../../core/principal.js';
import { parseInput } from '../../../core/validation.js';
import type { SignInClient } from '../../auth/auth.service.js';
import { AccountAction } from '../../user/account-audit-log.entity.js';
import { accountSnapshot, recordAccountAction } from '../../user/account-audit.js';
import type { User } from '../../user/user.entity.js';
import { CodeSignInInput, TotpCodeInput } from '../dto/totp.types.js';
import type { TotpDeps } from '../totp.ports.js';
import type { TotpStatus } from '../totp.service.js';

const WRONG_CODE = 'That code is not right. Enter the current code from your authenticator app, or an unused recovery code.';
const WRONG_SETUP_CODE = "That code is not right. Enter the current code from your authenticator app (check the phone's clock).";
const notEnrolled = () => notFound('No authenticator app is set up on your account.');

/** The signed-in account's authenticator app: enrolled, pending, when, recovery codes left. */
export function totpStatusCommand(em: EntityManager, { totp }: TotpDeps, actor: Actor): Promise<TotpStatus> {
  return totp.status(em, actor.id);
}

/**
 * Begins setting up an authenticator app: a new secret (replacing a setup not yet confirmed),
 * answered once as base32 and as an otpauth:// URI for a QR code. CONFLICT when the account
 * already has a confirmed one (disable it first).
 */
export async function beginTotpEnrolmentCommand(
  em: EntityManager,
  { totp }: TotpDeps,
  actor: Actor,
): Promise<{ secret: string; uri: string }> {
  const begun = await totp.begin(em, actor.id, actor.email);
  if (!begun) throw conflict('An authenticator app is already set up. Disable it before setting up another.');
  return begun;
}

/**
 * Confirms the setup with a current code from the app: the app becomes the account's second
 * factor, ten recovery codes are made and answered this once, the account audit log records it,
 * and the account's cached sessions are refreshed (one that had to enrol may now do the rest; no
 * session ends). BAD_USER_INPUT (field code: missing or wrong), CONFLICT (no setup begun, or
 * already confirmed), TOO_MANY_REQUESTS (LOGIN_MAX_FAILURES wrong codes within the lockout window).
 */
export async function confirmTotpEnrolmentCommand(em: EntityManager, deps: TotpDeps, actor: Actor, raw: unknown): Promise<string[]> {
  const { code } = await parseInput(TotpCodeInput, raw);
  const { totp, auth } = deps;
  const state = await totp.stateOf(em, actor.id);
  if (state === 'confirmed') throw conflict('An authenticator app is already set up.');
  if (!state) throw conflict('Begin setting up the authenticator app first.');
  await totp.reserveAttempt(em, actor.id);
  const codes = await em.transactional(async (tx) => {
    if (!(await totp.checkTotp(tx, actor.id, code, 'pending'))) return null;
    await totp.confirm(tx, actor.id);
    const recoveryCodes = await totp.replaceRecoveryCodes(tx, actor.id);
    recordAccountAction(tx, {
      action: AccountAction.SECOND_FACTOR_ADDED,
      actor,
      target: accountSnapshot(actor),
      summary: `${actor.email} set up an authenticator app`,
      details: { method: 'totp' },
    });
    await tx.flush();
    return recoveryCodes;
  });
  if (!codes) throw badInput(WRONG_SETUP_CODE, 'code');
  await totp.forgive(em, actor.id);
  await auth.revoke(em, { userId: actor.id });
  return codes;
}

/**
 * Checks a code (TOTP or recovery) of the account's confirmed app under the attempt budget, then
 * runs `change` in the same transaction. NOT_FOUND (no app), BAD_USER_INPUT (field code),
 * TOO_MANY_REQUESTS.
 */
async function withCurrentCode<T>(
  em: EntityManager,
  { totp }: TotpDeps,
  actor: Actor,
  raw: unknown,
  change: (tx: EntityManager) => Promise<T>,
): Promise<T> {
  const { code } = await parseInput(TotpCodeInput, raw);
  if ((await totp.stateOf(em, actor.id)) !== 'confirmed') throw notEnrolled();
  await totp.reserveAttempt(em, actor.id);
  const outcome = await em.transactional(async (tx) => {
    if (!(await totp.checkCode(tx, actor.id, code))) return null;
    return { value: await change(tx) };
  });
  if (!outcome) throw badInput(WRONG_CODE, 'code');
  await totp.forgive(em, actor.id);
  return outcome.value;
}

/**
 * Removes the account's authenticator app and its recovery codes, given a current code or a
 * recovery code; the account audit log records it. NOT_FOUND, BAD_USER_INPUT (field code),
 * TOO_MANY_REQUESTS.
 */
export async function disableTotpCommand(em: EntityManager, deps: TotpDeps, actor: Actor, raw: unknown): Promise<void> {
  await withCurrentCode(em, deps, actor, raw, async (tx) => {
    await deps.totp.remove(tx, actor.id);
    recordAccountAction(tx, {
      action: AccountAction.SECOND_FACTOR_REMOVED,
      actor,
      target: accountSnapshot(actor),
      summary: `${actor.email} removed their authenticator app`,
      details: { method: 'totp' },
    });
    await tx.flush();
  });
  // MFA_REQUIRED may now ask this account to enrol again: its cached sessions learn it at once.
  await deps.auth.revoke(em, { userId: actor.id });
}

/**
 * Replaces the account's recovery codes with ten new ones (the old ones stop working), given a
 * current code or a recovery code; answers them this once. NOT_FOUND, BAD_USER_INPUT (field code),
 * TOO_MANY_REQUESTS.
 */
export function regenerateRecoveryCodesCommand(em: EntityManager, deps: TotpDeps, actor: Actor, raw: unknown): Promise<string[]> {
  return withCurrentCode(em, deps, actor, raw, (tx) => deps.totp.replaceRecoveryCodes(tx, actor.id));
}

/**
 * Finishes a password sign-in with a code: a six-digit TOTP code, or a recovery code (spent).
 * UNAUTHENTICATED (field code: wrong; field challenge: expired), TOO_MANY_REQUESTS (wrong codes
 * count against the password's budget), FORBIDDEN (suspended meanwhile), BAD_USER_INPUT.
 */
export async function completeSignInWithCodeCommand(
  em: EntityManager,
  { auth, totp }: TotpDeps,
  raw: unknown,
  client: SignInClient,
): Promise<{ token: string; user: User }> {
  const input = await parseInput(CodeSignInInput, raw);
  return auth.completeSecondFactor(em, input.challenge, { field: 'code', wrong: WRONG_CODE }, client, (tx, user) =>
    totp.checkCode(tx, user.id, input.code),
  );
}
