import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { DomainError } from '../../../core/errors.js';
import { Role } from '../../../core/principal.js';
import { assertMaySignIn, type SignInClient } from '../../auth/auth.service.js';
import { AccountAction } from '../../user/account-audit-log.entity.js';
import { accountSnapshot, recordAccountAction } from '../../user/account-audit.js';
import { createAccount, normalizeEmail } from '../../user/create-account.js';
import { User } from '../../user/user.entity.js';
import type { OidcIdentity } from '../oidc.service.js';
import type { SsoSurfaceDeps as SsoDeps } from '../sso.ports.js';
import { UserIdentity } from '../user-identity.entity.js';

/** A finished sign-in (the session's token), or why the account may not sign in (what was written stays: a new account, a link). */
export type SsoOutcome = { token: string; user: User; refusal?: undefined } | { refusal: string; token?: undefined; user?: undefined };

const NAME_LENGTH = 50;
const clip = (value: string, length: number) => value.slice(0, length);

const unverifiedEmail = () =>
  new DomainError(
    'FORBIDDEN',
    'Your identity provider did not confirm your email address, so no account can be linked or created for it. Please contact an administrator.',
  );

/**
 * Signs in the person an OpenID provider vouched for, in one transaction:
 * - the identity (issuer, subject) seen before → its account;
 * - else the account with the provider's **verified** email, which is linked (audited `sso_linked`) —
 *   unless that account is already linked to another subject of the same issuer (the provider gave
 *   the email to someone else), which is refused;
 * - else a new account (an unusable random password), pending approval as a self-registration is,
 *   or approved at once when the email's domain is in OIDC_AUTO_APPROVE_DOMAINS.
 * A member of OIDC_ADMIN_GROUP (groups or roles claim) is made an admin (audited `role_changed`);
 * promotion only, never demotion, so an admin made here is not locked out by the provider. A
 * suspended account is refused before anything is written; a pending one keeps what was written and
 * is refused with the pending message. Otherwise a session starts (method `sso`).
 */
export async function ssoSignInCommand(
  em: EntityManager,
  deps: SsoDeps,
  identity: OidcIdentity,
  client: SignInClient,
): Promise<SsoOutcome> {
  return em.transactional(async (tx) => {
    const known = await tx.findOne(UserIdentity, { issuer: identity.issuer, subject: identity.subject }, { populate: ['user'] });
    let user: User;
    if (known) {
      user = known.user;
      if (user.suspendedAt) return { refusal: refusalOf(user)! };
      known.lastSignInAt = new Date();
      if (identity.email) known.email = clip(identity.email, 255);
    } else {
      if (!identity.email || !identity.emailVerified) throw unverifiedEmail();
      const email = normalizeEmail(identity.email);
      const existing = await tx.findOne(User, { email });
      if (existing) {
        if (existing.suspendedAt) return { refusal: refusalOf(existing)! };
        const other = await tx.findOne(UserIdentity, { user: existing, issuer: identity.issuer });
        if (other) {
          throw new DomainError(
            'FORBIDDEN',
            'The account with your email address is linked to another identity at your provider. Please contact an administrator.',
          );
        }
        user = existing;
        link(tx, user, identity);
        recordAccountAction(tx, {
          action: AccountAction.SSO_LINKED,
          actor: user,
          target: accountSnapshot(user),
          summary: `${user.email} signed in with single sign-on for the first time; the identity was linked by email`,
          details: { issuer: identity.issuer, subject: identity.subject },
        });
      } else {
        user = await createSsoAccount(tx, deps, identity, email);
      }
    }
    await promoteByGroup(tx, deps, user, identity);
    await tx.flush();
    const refusal = refusalOf(user);
    if (refusal) return { refusal };
    return { user, token: await deps.auth.startSession(tx, user, client, 'sso') };
  });
}

/** Why an account may not sign in (assertMaySignIn's message), or null. */
function refusalOf(user: User): string | null {
  try {
    assertMaySignIn(user);
    return null;
  } catch (error) {
    if (error instanceof DomainError) return error.message;
    throw error;
  }
}

function link(tx: EntityManager, user: User, identity: OidcIdentity): void {
  tx.create(UserIdentity, {
    user,
    issuer: identity.issuer,
    subject: identity.subject,
    email: identity.email ? clip(identity.email, 255) : null,
  });
}

/** The first sign-in of someone without an account: created like a self-registration (audited `registered`), or approved by domain. */
async function createSsoAccount(tx: EntityManager, { oidc }: SsoDeps, identity: OidcIdentity, email: string): Promise<User> {
  const domain = email.slice(email.lastIndexOf('@') + 1);
  const approved = oidc.autoApproveDomains.includes(domain);
  const created = await createAccount(
    tx,
    {
      email,
      firstName: clip(identity.firstName ?? email.slice(0, email.indexOf('@')), NAME_LENGTH),
      lastName: identity.lastName ? clip(identity.lastName, NAME_LENGTH) : null,
      // Never shown to anyone: the account signs in through its provider (or after an admin's password reset).
      password: randomBytes(32).toString('base64url'),
      approved,
    },
    null,
    { signedUpWith: 'sso', issuer: identity.issuer, subject: identity.subject, ...(approved ? { autoApprovedDomain: domain } : {}) },
  );
  // createAccount commits in a transaction of its own (a savepoint here): this one's copy of the account.
  const user = await tx.findOneOrFail(User, created.id);
  link(tx, user, identity);
  return user;
}

/** OIDC_ADMIN_GROUP in the groups or roles claim makes the account an admin; nothing ever demotes one here. */
async function promoteByGroup(tx: EntityManager, { oidc, auth }: SsoDeps, user: User, identity: OidcIdentity): Promise<void> {
  const group = oidc.adminGroup;
  if (!group || user.role === Role.ADMIN || !identity.groups.includes(group)) return;
  const from = user.role;
  user.role = Role.ADMIN;
  recordAccountAction(tx, {
    action: AccountAction.ROLE_CHANGED,
    actor: null,
    target: accountSnapshot(user),
    summary: `Single sign-on made ${user.email} an admin (member of ${group} at ${identity.issuer})`,
    details: { from, to: Role.ADMIN, via: 'sso', group, issuer: identity.issuer },
  });
  await tx.flush();
  // Sessions cached with the old role learn the new one at their next request.
  await auth.revoke(tx, { userId: user.id });
}
