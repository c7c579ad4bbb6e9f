import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { createHash } from 'node:crypto';
import { badInput, conflict, DomainError } from '../../core/errors.js';
import type { Actor } from '../../core/principal.js';
import { sqlOf } from '../../core/sql.js';
import { AttemptLimiter } from '../auth/attempt-limiter.js';
import { assertMaySignIn, type AuthService, type SignInClient } from '../auth/auth.service.js';
import { challenges } from '../auth/challenge-store.js';
import { budgetAddress } from '../auth/client-address.js';
import { SecondFactorMethod, type SecondFactorSource } from '../auth/second-factor.js';
import { AccountAction } from '../user/account-audit-log.entity.js';
import { accountSnapshot, recordAccountAction } from '../user/account-audit.js';
import { fullName } from '../user/full-name.js';
import { User } from '../user/user.entity.js';
import { Passkey } from './passkey.entity.js';
import { bodyOf, parseAuthenticationResponse, parseChallengeId, parsePasskeyName, parseRegistrationResponse } from './passkey-input.js';
import { viewOf, type PasskeyView } from './passkey-view.js';

/** How long a WebAuthn ceremony may take (the browser's timeout and the challenge's life). */
const CEREMONY_MS = 5 * 60_000;
/** The most passkeys one account may have. */
export const MAX_PASSKEYS = 20;
/** Sign-in options one client address may ask for per clock minute (each stores a challenge). */
const SIGN_IN_OPTIONS_PER_MINUTE = 60;
const WRONG = 'This passkey could not be verified';

/** Where passkeys are used: WEBAUTHN_RP_ID, WEBAUTHN_ORIGIN and PUBLIC_URL (each optional). */
export interface PasskeySettings {
  rpId?: string;
  origin?: string;
  publicUrl?: string;
  /** The product's name, shown by the browser when a passkey is made. */
  rpName: string;
  /** The per-address budget of failed passkey sign-ins (LOGIN_MAX_FAILURES_PER_IP within LOGIN_LOCKOUT_MINUTES). */
  maxFailuresPerAddress: number;
  windowMs: number;
}

/** What a ceremony's first step answers: the challenge to send back, and the options for the browser. */
export interface PasskeyOptions<O> {
  challengeId: string;
  options: O;
}

/** The relying party of a request: the RP ID the browser scopes passkeys to, and the origin it must report. */
export interface RelyingParty {
  rpID: string;
  origin: string;
}

const urlOf = (text: string, field: string): URL => {
  try {
    return new URL(text);
  } catch {
    throw badInput(`${field} is not a URL`, field);
  }
};

/**
 * The WebAuthn challenge of a pending password sign-in's second step: derived from that step's
 * one-time challenge (which only its client knows, which dies after 5 minutes or 5 wrong answers,
 * and which a right answer consumes), so it needs no state of its own and an assertion never
 * outlives the step it was made for.
 */
const secondFactorChallenge = (challengeId: string) =>
  new Uint8Array(createHash('sha256').update(`counterparty passkey second factor\0${challengeId}`).digest());

/**
 * Passkeys (WebAuthn, @simplewebauthn/server): registration by a signed-in account, sign-in with a
 * discoverable passkey on its own, and the passkey as the second step of a password sign-in.
 */
export class PasskeyService {
  private readonly limiter = new AttemptLimiter();

  constructor(
    private readonly auth: AuthService,
    private readonly settings: PasskeySettings,
  ) {}

  /**
   * The relying party: RP ID = WEBAUTHN_RP_ID, else PUBLIC_URL's host, else the host the request was
   * sent to; origin = WEBAUTHN_ORIGIN, else PUBLIC_URL's origin, else the request's. `requestOrigin`
   * is `protocol://Host` of the request. An IP address is no valid RP ID for browsers: open the
   * product by a host name (http://localhost:… on a developer's machine).
   */
  relyingParty(requestOrigin: string): RelyingParty {
    const { rpId, origin, publicUrl } = this.settings;
    const publicOrigin = publicUrl ? urlOf(publicUrl, 'PUBLIC_URL') : null;
    const request = rpId && origin ? null : urlOf(requestOrigin, 'host');
    return {
      rpID: rpId ?? publicOrigin?.hostname ?? request!.hostname,
      origin: origin ?? publicOrigin?.origin ?? request!.origin,
    };
  }

  // ---------------------------------------------------------------------------------------------
  // Registration (a signed-in account, even one that must still enrol a second factor)

  /** The options for `navigator.credentials.create()`: a discoverable passkey with user verification. CONFLICT past MAX_PASSKEYS. */
  async registrationOptions(
    em: EntityManager,
    actor: Actor,
    requestOrigin: string,
  ): Promise<PasskeyOptions<PublicKeyCredentialCreationOptionsJSON>> {
    const { rpID } = this.relyingParty(requestOrigin);
    const existing = await em.find(Passkey, { user: actor.id }, { fields: ['credentialId', 'transports'] });
    if (existing.length >= MAX_PASSKEYS) throw tooMany();
    const options = await generateRegistrationOptions({
      rpName: this.settings.rpName,
      rpID,
      userName: actor.email,
      userID: new TextEncoder().encode(actor.id),
      userDisplayName: fullName(actor),
      timeout: CEREMONY_MS,
      attestationType: 'none',
      excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
    });
    const challengeId = await challenges.issue(em, 'passkey-registration', {
      userId: actor.id,
      data: { challenge: options.challenge },
      ttlMs: CEREMONY_MS,
    });
    return { challengeId, options };
  }

  /**
   * Verifies the browser's answer to the registration options and keeps the passkey under `name`
   * (1–100 characters, "Passkey" by default). Audited (second factor added). BAD_USER_INPUT
   * (challengeId: unknown, expired or used; response: malformed or not verified; name), CONFLICT
   * (already registered, or MAX_PASSKEYS reached).
   */
  async register(em: EntityManager, actor: Actor, raw: unknown, requestOrigin: string): Promise<PasskeyView> {
    const body = bodyOf(raw);
    const challengeId = parseChallengeId(body.challengeId, 'challengeId');
    const response = parseRegistrationResponse(body.response);
    const name = parsePasskeyName(body.name, true);
    const { rpID, origin } = this.relyingParty(requestOrigin);
    const challenge = await challenges.consume<{ challenge: string }>(em, 'passkey-registration', challengeId);
    if (!challenge || challenge.userId !== actor.id) {
      throw badInput('This passkey registration has expired. Start again.', 'challengeId');
    }
    let verified;
    try {
      verified = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge.data.challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: true,
      });
    } catch (error) {
      // 400, not 401: the session is fine, and a 401 would sign the user out in the client.
      throw badInput(`${WRONG}: ${(error as Error).message}`, 'response');
    }
    if (!verified.verified) throw badInput(WRONG, 'response');
    const { credential, credentialDeviceType, credentialBackedUp } = verified.registrationInfo;
    return em.transactional(async (tx) => {
      // One registration at a time per account: the count below cannot be raced past.
      const user = await tx.findOneOrFail(User, actor.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if ((await tx.count(Passkey, { user: user.id })) >= MAX_PASSKEYS) throw tooMany();
      if (await tx.count(Passkey, { credentialId: credential.id })) throw conflict('This passkey is already registered', 'response');
      const passkey = tx.create(Passkey, {
        user,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey),
        counter: credential.counter,
        transports: (credential.transports ?? response.response.transports ?? []).slice(0, 10),
        deviceType: credentialDeviceType,
        backedUp: credentialBackedUp,
        name,
      });
      recordAccountAction(tx, {
        action: AccountAction.SECOND_FACTOR_ADDED,
        actor,
        target: accountSnapshot(user),
        summary: `${user.email} registered a passkey "${name}"`,
        details: { method: 'passkey', passkeyId: passkey.id, name },
      });
      await tx.flush();
      // The account now has a second factor: its cached sessions learn it (none ends).
      await this.auth.revoke(tx, { userId: user.id });
      return viewOf(passkey);
    });
  }

  // ---------------------------------------------------------------------------------------------
  // Sign-in with a passkey on its own

  /**
   * The options for `navigator.credentials.get()` with a discoverable passkey (no credential named:
   * the browser offers the passkeys it has for this site). TOO_MANY_REQUESTS past 60 a minute per address.
   */
  async signInOptions(
    em: EntityManager,
    client: SignInClient,
    requestOrigin: string,
  ): Promise<PasskeyOptions<PublicKeyCredentialRequestOptionsJSON>> {
    const { rpID } = this.relyingParty(requestOrigin);
    const { hits, retryAfter } = await this.limiter.countThisMinute(em, `passkey-options:${budgetAddress(client.address)}`);
    if (hits > SIGN_IN_OPTIONS_PER_MINUTE) {
      throw new DomainError('TOO_MANY_REQUESTS', 'Too many passkey sign-ins from this address. Try again in a minute.', undefined, {
        retryAfter,
      });
    }
    const options = await generateAuthenticationOptions({ rpID, allowCredentials: [], userVerification: 'required', timeout: CEREMONY_MS });
    const challengeId = await challenges.issue(em, 'passkey-sign-in', { data: { challenge: options.challenge }, ttlMs: CEREMONY_MS });
    return { challengeId, options };
  }

  /**
   * Signs in with a passkey: verifies the browser's answer (signature, origin, RP ID, user
   * verification, signature counter) and starts a session (method `passkey`). Each attempt spends
   * the address's budget of failed sign-ins (LOGIN_MAX_FAILURES_PER_IP within LOGIN_LOCKOUT_MINUTES);
   * a success gives it back. BAD_USER_INPUT (challengeId, response: malformed), UNAUTHENTICATED
   * (expired or used challenge, unknown passkey, failed verification), FORBIDDEN (suspended or
   * unapproved account), TOO_MANY_REQUESTS.
   */
  async signIn(em: EntityManager, raw: unknown, client: SignInClient, requestOrigin: string): Promise<{ token: string; user: User }> {
    const body = bodyOf(raw);
    const challengeId = parseChallengeId(body.challengeId, 'challengeId');
    const response = parseAuthenticationResponse(body.response);
    const party = this.relyingParty(requestOrigin);
    const budget = {
      key: `passkey-address:${budgetAddress(client.address)}`,
      max: this.settings.maxFailuresPerAddress,
      windowMs: this.settings.windowMs,
    };
    const reservation = await this.limiter.reserve(em, [budget]);
    if (!reservation.granted) {
      const seconds = Math.max(1, Math.ceil(reservation.retryAfterMs / 1000));
      throw new DomainError('TOO_MANY_REQUESTS', `Too many failed passkey sign-ins. Try again in ${seconds} second(s).`, undefined, {
        retryAfter: seconds,
      });
    }
    const challenge = await challenges.consume<{ challenge: string }>(em, 'passkey-sign-in', challengeId);
    if (!challenge) throw new DomainError('UNAUTHENTICATED', 'This passkey sign-in has expired. Try again.', 'challengeId');
    const outcome = await em.transactional(async (tx) => {
      const passkey = await this.verifyAssertion(tx, response, challenge.data.challenge, party, { userVerification: true });
      if (!passkey) return null;
      const user = passkey.user;
      assertMaySignIn(user);
      return { user, token: await this.auth.startSession(tx, user, client, 'passkey') };
    });
    if (!outcome) throw new DomainError('UNAUTHENTICATED', WRONG, 'response');
    await this.limiter.release(em, budget.key);
    return outcome;
  }

  /**
   * The passkey a browser's assertion names (of `userId` only, when given), locked, once its
   * signature, challenge, origin, RP ID and counter check out; its counter and last use updated.
   * Null for anything that does not verify (never throws for a bad answer).
   */
  private async verifyAssertion(
    tx: EntityManager,
    response: AuthenticationResponseJSON,
    expectedChallenge: string,
    party: RelyingParty,
    { userVerification, userId }: { userVerification: boolean; userId?: string },
  ): Promise<Passkey | null> {
    const passkey = await tx.findOne(
      Passkey,
      { credentialId: response.id, ...(userId ? { user: userId } : {}) },
      { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['user'] },
    );
    if (!passkey) return null;
    // A discoverable passkey names its account: it must be the one this passkey was registered to.
    const userHandle = response.response.userHandle;
    if (userHandle !== undefined && Buffer.from(userHandle, 'base64url').toString('utf8') !== passkey.user.id) return null;
    let verified;
    try {
      verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge,
        expectedOrigin: party.origin,
        expectedRPID: party.rpID,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(passkey.publicKey),
          counter: Number(passkey.counter),
          transports: passkey.transports,
        },
        requireUserVerification: userVerification,
      });
    } catch {
      return null;
    }
    if (!verified.verified) return null;
    passkey.counter = verified.authenticationInfo.newCounter;
    passkey.backedUp = verified.authenticationInfo.credentialBackedUp;
    passkey.lastUsedAt = new Date();
    await tx.flush();
    return passkey;
  }

  // ---------------------------------------------------------------------------------------------
  // The second step of a password sign-in

  /**
   * The options for a pending password sign-in's second step (`challenge` from login's
   * secondFactor): the account's passkeys named. UNAUTHENTICATED (challenge unknown or expired),
   * BAD_USER_INPUT (challenge malformed; the account has no passkey).
   */
  async secondFactorOptions(
    em: EntityManager,
    raw: unknown,
    requestOrigin: string,
  ): Promise<PasskeyOptions<PublicKeyCredentialRequestOptionsJSON>> {
    const challengeId = parseChallengeId(bodyOf(raw).challenge, 'challenge');
    const { rpID } = this.relyingParty(requestOrigin);
    const pending = await challenges.peek(em, 'second-factor', challengeId);
    if (!pending?.userId) throw new DomainError('UNAUTHENTICATED', 'This sign-in has expired. Sign in again.', 'challenge');
    const passkeys = await em.find(Passkey, { user: pending.userId }, { fields: ['credentialId', 'transports'] });
    if (passkeys.length === 0) throw badInput('This account has no passkey', 'challenge');
    const options = await generateAuthenticationOptions({
      rpID,
      allowCredentials: passkeys.map((p) => ({ id: p.credentialId, transports: p.transports })),
      challenge: secondFactorChallenge(challengeId),
      userVerification: 'preferred',
      timeout: CEREMONY_MS,
    });
    return { challengeId, options };
  }

  /**
   * Finishes a password sign-in with one of the account's passkeys (the password is the first
   * factor: user verification is not required). A wrong answer spends the password's attempt
   * budget (AuthService.completeSecondFactor). BAD_USER_INPUT (challenge, response: malformed),
   * UNAUTHENTICATED (field passkey: not verified; challenge: expired), FORBIDDEN, TOO_MANY_REQUESTS.
   */
  async completeSecondFactor(
    em: EntityManager,
    raw: unknown,
    client: SignInClient,
    requestOrigin: string,
  ): Promise<{ token: string; user: User }> {
    const body = bodyOf(raw);
    const challengeId = parseChallengeId(body.challenge, 'challenge');
    const response = parseAuthenticationResponse(body.response);
    const party = this.relyingParty(requestOrigin);
    return this.auth.completeSecondFactor(em, challengeId, { field: 'passkey', wrong: WRONG }, client, async (tx, user) =>
      (await this.verifyAssertion(tx, response, Buffer.from(secondFactorChallenge(challengeId)).toString('base64url'), party, {
        userVerification: false,
        userId: user.id,
      }))
        ? 'passkey'
        : null,
    );
  }
}

const tooMany = () => conflict(`An account may have at most ${MAX_PASSKEYS} passkeys. Remove one before adding another.`, 'passkeys');

/** Passkeys as a second factor, for sign-in and the admins' reset (AuthService's `secondFactors`). */
export const passkeySecondFactor: SecondFactorSource = {
  method: SecondFactorMethod.PASSKEY,
  async usersWith(em, userIds) {
    if (userIds.length === 0) return new Set();
    const rows = await sqlOf(em)<{ user_id: string }>(`select distinct user_id from passkeys where user_id = any($1::uuid[])`, [
      [...userIds],
    ]);
    return new Set(rows.map((r) => r.user_id));
  },
  async remove(em, userId) {
    await em.nativeDelete(Passkey, { user: userId });
  },
};
