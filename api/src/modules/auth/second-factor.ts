import type { EntityManager } from '@mikro-orm/postgresql';
import { registerEnumType } from 'type-graphql';

/** A second factor an account can have. */
export enum SecondFactorMethod {
  TOTP = 'totp',
  PASSKEY = 'passkey',
}
registerEnumType(SecondFactorMethod, {
  name: 'SecondFactorMethod',
  description: 'A second factor an account can have.',
  valuesConfig: {
    TOTP: { description: 'A six-digit code from an authenticator app (RFC 6238), with ten one-time recovery codes.' },
    PASSKEY: { description: 'A passkey (WebAuthn): signs in on its own, or confirms a password sign-in.' },
  },
});

/**
 * What a module that keeps a kind of second factor (TOTP, passkeys) tells sign-in: who has one, and
 * how an admin's reset removes it. Sign-in never reads those modules' tables.
 */
export interface SecondFactorSource {
  readonly method: SecondFactorMethod;
  /** Of `userIds`, those who have this factor. */
  usersWith(em: EntityManager, userIds: readonly string[]): Promise<Set<string>>;
  /** Removes every factor of this kind from the account (an admin's reset). */
  remove(em: EntityManager, userId: string): Promise<void>;
}

/** The second factors of one account, in a fixed order. */
export async function secondFactorsOf(
  em: EntityManager,
  sources: readonly SecondFactorSource[],
  userId: string,
): Promise<SecondFactorMethod[]> {
  const methods: SecondFactorMethod[] = [];
  for (const source of sources) if ((await source.usersWith(em, [userId])).has(userId)) methods.push(source.method);
  return methods;
}
