import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../../core/errors.js';
import { isUuid } from '../../../core/ids.js';
import type { Actor } from '../../../core/principal.js';
import { ProposalKind } from '../../approval/change-proposal.entity.js';
import { approveProposalCommand, assertMayPropose, rejectProposalCommand } from '../../approval/commands/change-proposal.commands.js';
import { AccountAction } from '../../user/account-audit-log.entity.js';
import { accountSnapshot, recordAccountAction } from '../../user/account-audit.js';
import { User } from '../../user/user.entity.js';
import { ApiKey } from '../api-key.entity.js';
import { viewsOf, type ApiKeyDeps, type ApiKeyView } from './api-key.commands.js';
import { describeApiKeyChange, pendingProposalOf, type ApiKeyProposalPayload } from './api-key-proposals.js';

const nothingWaiting = () => notFound('This API key has no change waiting for a second admin');

/** The id of the key's pending proposal. NOT_FOUND when the key is unknown or nothing waits. */
async function proposalIdOf(em: EntityManager, keyId: string): Promise<string> {
  const proposal = isUuid(keyId) ? await pendingProposalOf(em, keyId) : null;
  if (!proposal) throw nothingWaiting();
  return proposal.id;
}

/**
 * A second admin approves what waits on a key (REQUIRE_ADMIN_APPROVAL): a key made with the admin
 * scope starts working, or the admin scope asked for is given; at once on every replica, audited
 * as the approver's naming the proposal. NOT_FOUND; FORBIDDEN (not an admin, or the proposer);
 * CONFLICT (decided meanwhile).
 */
export async function approveApiKeyChangeCommand(em: EntityManager, deps: ApiKeyDeps, actor: Actor, keyId: string): Promise<ApiKeyView> {
  assertMayPropose(actor);
  const proposalId = await proposalIdOf(em, keyId);
  let approved: ApiKey | undefined;
  await approveProposalCommand(em, actor, ProposalKind.API_KEY, proposalId, async (tx, proposal) => {
    const payload = proposal.payload as unknown as ApiKeyProposalPayload;
    const key = await tx.findOne(ApiKey, payload.keyId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!key) throw nothingWaiting();
    const user = await tx.findOne(User, key.actsForId);
    const details = { keyId: key.id, prefix: key.prefix, proposalId: proposal.id, proposedBy: proposal.proposedBy?.id ?? null };
    if (payload.change === 'create') {
      key.awaitingApproval = false;
      recordAccountAction(tx, {
        action: AccountAction.API_KEY_CREATED,
        actor,
        target: user ? accountSnapshot(user) : null,
        summary: `API key "${key.name}" (${key.prefix}) with the admin scope approved by ${actor.email}`,
        details: { ...details, scopes: key.scopes, expiresAt: key.expiresAt.toISOString() },
      });
    } else {
      const before = key.scopes;
      key.scopes = key.pendingScopes ?? payload.scopes;
      key.pendingScopes = null;
      recordAccountAction(tx, {
        action: AccountAction.API_KEY_SCOPES_CHANGED,
        actor,
        target: user ? accountSnapshot(user) : null,
        summary: `API key "${key.name}" (${key.prefix}) scopes changed from ${before.join(', ')} to ${key.scopes.join(', ')} (approved by ${actor.email})`,
        details: { ...details, before, after: key.scopes },
      });
    }
    await tx.flush();
    await deps.apiKeys.changed(tx, key.prefix);
    approved = key;
    return { subjectId: key.id };
  });
  return (await viewsOf(em, [approved!]))[0];
}

/**
 * Rejects what waits on a key, with a note (its proposer may withdraw it this way): a key made with
 * the admin scope is revoked, asked-for scopes are dropped; audited. NOT_FOUND; FORBIDDEN; CONFLICT;
 * BAD_USER_INPUT (note).
 */
export async function rejectApiKeyChangeCommand(
  em: EntityManager,
  deps: ApiKeyDeps,
  actor: Actor,
  keyId: string,
  raw: unknown,
): Promise<ApiKeyView> {
  assertMayPropose(actor);
  const proposalId = await proposalIdOf(em, keyId);
  let rejected: ApiKey | undefined;
  await rejectProposalCommand(em, actor, ProposalKind.API_KEY, proposalId, raw, async (tx, proposal) => {
    const payload = proposal.payload as unknown as ApiKeyProposalPayload;
    const key = await tx.findOne(ApiKey, payload.keyId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!key) throw nothingWaiting();
    if (payload.change === 'create') key.revokedAt = new Date();
    else key.pendingScopes = null;
    const user = await tx.findOne(User, key.actsForId);
    recordAccountAction(tx, {
      action: AccountAction.CHANGE_REJECTED,
      actor,
      target: user ? accountSnapshot(user) : null,
      summary: `${actor.email} rejected the proposal to ${describeApiKeyChange(key, payload)}: ${proposal.note ?? ''}`,
      details: { proposalId: proposal.id, change: `api_key_${payload.change}`, keyId: key.id, note: proposal.note ?? '' },
    });
    await tx.flush();
    await deps.apiKeys.changed(tx, key.prefix);
    rejected = key;
  });
  return (await viewsOf(em, [rejected!]))[0];
}
