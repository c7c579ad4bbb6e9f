import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { notFound } from '../../../core/errors.js';
import { isUuid } from '../../../core/ids.js';
import type { Actor } from '../../../core/principal.js';
import { AccountAction } from '../../user/account-audit-log.entity.js';
import { accountSnapshot, recordAccountAction } from '../../user/account-audit.js';
import { User } from '../../user/user.entity.js';
import { Passkey } from '../passkey.entity.js';
import { bodyOf, parsePasskeyName } from '../passkey-input.js';
import { viewOf, type PasskeyView } from '../passkey-view.js';
import type { PasskeySessions } from '../passkey.ports.js';

/** The signed-in account's own passkeys, oldest first (at most MAX_PASSKEYS). */
export async function listPasskeysCommand(em: EntityManager, actor: Actor): Promise<PasskeyView[]> {
  const passkeys = await em.find(Passkey, { user: actor.id }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  return passkeys.map(viewOf);
}

/** The actor's own passkey `id`, locked; NOT_FOUND for another account's (no hint that it exists). */
async function ownPasskey(tx: EntityManager, actor: Actor, id: string): Promise<Passkey> {
  const passkey = isUuid(id) ? await tx.findOne(Passkey, { id, user: actor.id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
  if (!passkey) throw notFound('Passkey not found');
  return passkey;
}

/** Renames one of the actor's passkeys. NOT_FOUND, BAD_USER_INPUT (name: 1 to 100 characters). */
export async function renamePasskeyCommand(em: EntityManager, actor: Actor, id: string, raw: unknown): Promise<PasskeyView> {
  const name = parsePasskeyName(bodyOf(raw).name, false);
  return em.transactional(async (tx) => {
    const passkey = await ownPasskey(tx, actor, id);
    passkey.name = name;
    await tx.flush();
    return viewOf(passkey);
  });
}

/**
 * Removes one of the actor's passkeys: it signs in no more. Audited (second factor removed); the
 * account's cached sessions learn whether it still has a second factor (none ends). NOT_FOUND.
 */
export async function deletePasskeyCommand(em: EntityManager, { auth }: PasskeySessions, actor: Actor, id: string): Promise<void> {
  await em.transactional(async (tx) => {
    const passkey = await ownPasskey(tx, actor, id);
    const user = await tx.findOneOrFail(User, actor.id);
    recordAccountAction(tx, {
      action: AccountAction.SECOND_FACTOR_REMOVED,
      actor,
      target: accountSnapshot(user),
      summary: `${user.email} removed the passkey "${passkey.name}"`,
      details: { method: 'passkey', passkeyId: passkey.id, name: passkey.name },
    });
    tx.remove(passkey);
    await tx.flush();
    await auth.revoke(tx, { userId: actor.id });
  });
}
