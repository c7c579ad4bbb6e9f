import type { EntityManager } from '@mikro-orm/postgresql';
import type { ApiScope } from '../../../core/api-scope.js';
import type { Actor } from '../../../core/principal.js';
import { ChangeProposal, ProposalKind, ProposalStatus } from '../../approval/change-proposal.entity.js';
import { storeProposalCommand } from '../../approval/commands/change-proposal.commands.js';
import { AccountAction } from '../../user/account-audit-log.entity.js';
import { accountSnapshot, recordAccountAction } from '../../user/account-audit.js';
import type { User } from '../../user/user.entity.js';
import type { ApiKey } from '../api-key.entity.js';

/** What waits for a second admin: a key made with the admin scope, or the admin scope added to one. */
export type ApiKeyChange = { change: 'create'; scopes: ApiScope[] } | { change: 'scopes'; scopes: ApiScope[]; before: ApiScope[] };

/** The payload of an API-key proposal. */
export type ApiKeyProposalPayload = ApiKeyChange & { keyId: string; prefix: string; name: string };

export const describeApiKeyChange = (key: Pick<ApiKey, 'name' | 'prefix'>, change: ApiKeyChange) =>
  change.change === 'create'
    ? `create the API key "${key.name}" (${key.prefix}) with the admin scope`
    : `give the API key "${key.name}" (${key.prefix}) the scopes ${change.scopes.join(', ')}`;

/**
 * Stores the proposal (the one four-eyes mechanism, REQUIRE_ADMIN_APPROVAL) for a key change that
 * gives admin power, and audits it as proposed; inside the caller's transaction, which already made
 * the key inert or kept its scopes aside.
 */
export async function proposeApiKeyChange(
  tx: EntityManager,
  actor: Actor,
  actsFor: User,
  key: ApiKey,
  change: ApiKeyChange,
): Promise<void> {
  const payload: ApiKeyProposalPayload = { ...change, keyId: key.id, prefix: key.prefix, name: key.name };
  await tx.flush();
  const proposal = await storeProposalCommand(tx, actor, ProposalKind.API_KEY, {
    payload: { ...payload },
    subjectId: key.id,
    subject: `${key.name} (${key.prefix})`,
  });
  recordAccountAction(tx, {
    action: AccountAction.CHANGE_PROPOSED,
    actor,
    target: accountSnapshot(actsFor),
    summary: `${actor.email} proposed: ${describeApiKeyChange(key, change)} (waiting for a second admin)`,
    details: { proposalId: proposal.id, change: `api_key_${change.change}`, keyId: key.id, prefix: key.prefix, scopes: change.scopes },
  });
}

/** The pending proposal of each key that has one: key id → the proposer's account id. */
export async function pendingProposalsOf(em: EntityManager, keyIds: readonly string[]): Promise<Map<string, string>> {
  if (keyIds.length === 0) return new Map();
  const proposals = await em.find(
    ChangeProposal,
    { kind: ProposalKind.API_KEY, status: ProposalStatus.PENDING, subjectId: { $in: [...keyIds] } },
    { fields: ['subjectId', 'proposedBy'] },
  );
  return new Map(proposals.flatMap((p) => (p.subjectId && p.proposedBy ? [[p.subjectId, p.proposedBy.id] as const] : [])));
}

/** The pending proposal of one key, or null. */
export const pendingProposalOf = (em: EntityManager, keyId: string) =>
  em.findOne(ChangeProposal, { kind: ProposalKind.API_KEY, status: ProposalStatus.PENDING, subjectId: keyId });
