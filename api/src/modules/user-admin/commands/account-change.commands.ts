import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, conflict, DomainError } from '../../../core/errors.js';
import { enforce } from '../../../core/policy.js';
import { mayChangeRoleOf } from '../user-admin.policy.js';
import { parseInput } from '../../../core/validation.js';
import { AccountAction } from '../../user/account-audit-log.entity.js';
import { recordAccountAction } from '../../user/account-audit.js';
import { createAccount, normalizeEmail, type NewAccount } from '../../user/create-account.js';
import type { SessionEnder } from '../account-deps.js';
import { hashPassword } from '../../user/password.js';
import { ProposalKind, type ChangeProposal } from '../../approval/change-proposal.entity.js';
import {
  approveProposalCommand,
  listProposals,
  rejectProposalCommand,
  storeProposalCommand,
} from '../../approval/commands/change-proposal.commands.js';
import { AccountChangeAction, type AccountChangePayload, type ProposedAccount } from '../account-change.js';
import { AccountChangeProposalType, SubmitAccountChangeInput } from '../dto/account-change.types.js';
import { ChangeRoleInput } from '../dto/change-role.input.js';
import { CreateUserInput } from '../dto/create-user.input.js';
import { loadUser } from '../user-access.js';
import { authorSummary } from '../../user/user-summary.js';
import { User } from '../../user/user.entity.js';
import { Role, type Actor } from '../../../core/principal.js';
import { changeUserRoleCommand } from './change-user-role.command.js';
import { resetUserPasswordCommand } from './reset-user-password.command.js';

const KIND = ProposalKind.ACCOUNT;

export interface AccountChangeDeps {
  auth: SessionEnder;
  config: { REQUIRE_ADMIN_APPROVAL: boolean };
}

/** What a submitted account change did: applied at once, or stored for a second admin. */
export type AccountChangeResult =
  { applied: true; user: User; temporaryPassword: string | null } | { applied: false; proposal: ChangeProposal };

/** A change validated and resolved against the accounts as they stand. */
type PlannedChange =
  | { action: AccountChangeAction.CREATE_USER; account: NewAccount }
  | { action: AccountChangeAction.CHANGE_ROLE; user: User; role: Role }
  | { action: AccountChangeAction.RESET_PASSWORD; user: User };

async function plan(em: EntityManager, raw: unknown): Promise<PlannedChange> {
  const input = await parseInput(SubmitAccountChangeInput, raw);
  if (input.action === AccountChangeAction.CREATE_USER) {
    if (!input.user) throw badInput('user is required to create an account', 'user');
    const user = await parseInput(CreateUserInput, input.user);
    return { action: input.action, account: { ...user, approved: true, role: user.role ?? Role.ANALYST } };
  }
  if (!input.userId) throw badInput('userId is required', 'userId');
  const user = await loadUser(em, input.userId);
  if (input.action === AccountChangeAction.RESET_PASSWORD) return { action: input.action, user };
  const { role } = await parseInput(ChangeRoleInput, { role: input.role });
  return { action: input.action, user, role };
}

/**
 * Whether a change gives or takes over admin power: creating an admin, promoting to admin, or
 * resetting an admin's password (its new password would reach the admin who asked). With
 * REQUIRE_ADMIN_APPROVAL these wait for a second admin.
 */
function touchesAdminPower(change: PlannedChange): boolean {
  switch (change.action) {
    case AccountChangeAction.CREATE_USER:
      return change.account.role === Role.ADMIN;
    case AccountChangeAction.CHANGE_ROLE:
      return change.role === Role.ADMIN && change.user.role !== Role.ADMIN;
    case AccountChangeAction.RESET_PASSWORD:
      return change.user.role === Role.ADMIN;
  }
}

async function apply(
  em: EntityManager,
  auth: SessionEnder,
  actor: Actor,
  change: PlannedChange,
  details: Record<string, unknown> = {},
): Promise<{ user: User; temporaryPassword: string | null }> {
  switch (change.action) {
    case AccountChangeAction.CREATE_USER:
      return { user: await createAccount(em, change.account, actor, details), temporaryPassword: null };
    case AccountChangeAction.CHANGE_ROLE:
      return {
        user: await changeUserRoleCommand(em, auth, actor, change.user.id, { role: change.role }, details),
        temporaryPassword: null,
      };
    case AccountChangeAction.RESET_PASSWORD:
      return resetUserPasswordCommand(em, auth, actor, change.user.id, details);
  }
}

/**
 * The one entry point of the admin account changes (create, role, password reset): applied at
 * once, or — with REQUIRE_ADMIN_APPROVAL, when the change gives or takes over admin power — stored
 * as a proposal that changes nothing until a second admin approves it. Both are audited.
 * BAD_USER_INPUT naming the field, NOT_FOUND, FORBIDDEN (own role), CONFLICT (email taken, last admin).
 */
export async function submitAccountChangeCommand(
  em: EntityManager,
  deps: AccountChangeDeps,
  actor: Actor,
  raw: unknown,
): Promise<AccountChangeResult> {
  const change = await plan(em, raw);
  if (!(deps.config.REQUIRE_ADMIN_APPROVAL && touchesAdminPower(change))) {
    return { applied: true, ...(await apply(em, deps.auth, actor, change)) };
  }
  return { applied: false, proposal: await propose(em, actor, change) };
}

/**
 * The GraphQL mutations that predate proposals (createUser, changeUserRole, resetUserPassword)
 * answer one type, so a change that needs a second admin is refused there, storing nothing:
 * CONFLICT with `approvalRequired` (use submitAccountChange). Otherwise as submitAccountChangeCommand.
 */
export async function applyAccountChangeCommand(
  em: EntityManager,
  deps: AccountChangeDeps,
  actor: Actor,
  raw: unknown,
): Promise<{ user: User; temporaryPassword: string | null }> {
  const change = await plan(em, raw);
  if (deps.config.REQUIRE_ADMIN_APPROVAL && touchesAdminPower(change)) {
    throw new DomainError(
      'CONFLICT',
      'Creating or promoting an admin and resetting an admin password need a second admin (REQUIRE_ADMIN_APPROVAL): use submitAccountChange',
      undefined,
      { approvalRequired: true },
    );
  }
  return apply(em, deps.auth, actor, change);
}

async function propose(em: EntityManager, actor: Actor, change: PlannedChange): Promise<ChangeProposal> {
  if (change.action === AccountChangeAction.CHANGE_ROLE) enforce(mayChangeRoleOf(actor, change.user.id));
  const account: ProposedAccount =
    change.action === AccountChangeAction.CREATE_USER
      ? {
          email: normalizeEmail(change.account.email),
          firstName: change.account.firstName.trim(),
          lastName: change.account.lastName?.trim() || null,
          role: Role.ADMIN,
        }
      : {
          email: change.user.email,
          firstName: change.user.firstName,
          lastName: change.user.lastName ?? null,
          role: change.action === AccountChangeAction.CHANGE_ROLE ? change.role : change.user.role,
        };
  if (change.action === AccountChangeAction.CREATE_USER && (await em.count(User, { email: account.email })) > 0) {
    throw conflict('An account with this email already exists', 'email');
  }
  // The new admin's password is kept only as its hash, computed before the transaction opens.
  const passwordHash =
    change.action !== AccountChangeAction.CREATE_USER
      ? null
      : 'password' in change.account
        ? await hashPassword(change.account.password)
        : change.account.passwordHash;
  const payload: AccountChangePayload = { action: change.action, account, passwordHash };
  return em.transactional(async (tx) => {
    const proposal = await storeProposalCommand(tx, actor, KIND, {
      payload: { ...payload },
      subjectId: change.action === AccountChangeAction.CREATE_USER ? null : change.user.id,
      subject: account.email,
    });
    recordAccountAction(tx, {
      action: AccountAction.CHANGE_PROPOSED,
      actor,
      target: change.action === AccountChangeAction.CREATE_USER ? null : { id: change.user.id, ...account, role: change.user.role },
      summary: `${actor.email} proposed: ${describe(change.action, account)} (waiting for a second admin)`,
      details: { proposalId: proposal.id, change: change.action },
    });
    return proposal;
  });
}

const describe = (action: AccountChangeAction, account: ProposedAccount) =>
  action === AccountChangeAction.CREATE_USER
    ? `create the admin account ${account.email}`
    : action === AccountChangeAction.CHANGE_ROLE
      ? `promote ${account.email} to admin`
      : `reset the password of the admin ${account.email}`;

/** The payload of an account proposal. */
const payloadOf = (proposal: ChangeProposal) => proposal.payload as unknown as AccountChangePayload;

/**
 * A second admin approves a pending proposal: on the locked proposal, in one transaction, the change
 * is applied exactly as a direct one (validated against the accounts as they now stand) and audited
 * as made by the approver, naming the proposal and its proposer. A reset answers the generated
 * password to the approver, once. NOT_FOUND; FORBIDDEN (not an admin, or the proposer); CONFLICT
 * (not pending, the account is gone or its email taken).
 */
export async function approveAccountChangeCommand(
  em: EntityManager,
  auth: SessionEnder,
  actor: Actor,
  id: string,
): Promise<{ proposal: ChangeProposal; user: User; temporaryPassword: string | null }> {
  const done: { applied?: { user: User; temporaryPassword: string | null } } = {};
  const proposal = await approveProposalCommand(em, actor, KIND, id, async (tx, locked) => {
    const details = { proposalId: locked.id, proposedBy: locked.proposedBy?.id ?? locked.proposedByDeleted?.id ?? null };
    done.applied = await apply(tx, auth, actor, await plannedFrom(tx, locked), details);
    locked.payload = { ...payloadOf(locked), passwordHash: null };
    return { subjectId: done.applied.user.id };
  });
  if (!done.applied) throw new Error('The approval returned without applying the change');
  return { ...done.applied, proposal };
}

/** The change a stored proposal makes, against the accounts as they now stand. CONFLICT when its account is gone. */
async function plannedFrom(em: EntityManager, proposal: ChangeProposal): Promise<PlannedChange> {
  const { action, account, passwordHash } = payloadOf(proposal);
  if (action === AccountChangeAction.CREATE_USER) {
    const { email, firstName, lastName } = account;
    const created: NewAccount = { email, firstName, lastName, approved: true, role: Role.ADMIN, passwordHash: passwordHash ?? '' };
    return { action, account: created };
  }
  const user = proposal.subjectId ? await em.findOne(User, proposal.subjectId) : null;
  if (!user) throw conflict(`The account ${account.email} no longer exists; reject this proposal instead`);
  return action === AccountChangeAction.CHANGE_ROLE ? { action, user, role: account.role as Role } : { action, user };
}

/**
 * Rejects a pending proposal with a note (the proposer may withdraw their own); nothing changes but
 * the proposal and the audit log. FORBIDDEN (not an admin), NOT_FOUND, CONFLICT (not pending), BAD_USER_INPUT (note).
 */
export const rejectAccountChangeCommand = (em: EntityManager, actor: Actor, id: string, raw: unknown): Promise<ChangeProposal> =>
  rejectProposalCommand(em, actor, KIND, id, raw, (tx, proposal) => {
    const { action, account } = payloadOf(proposal);
    const note = proposal.note ?? '';
    proposal.payload = { ...payloadOf(proposal), passwordHash: null };
    recordAccountAction(tx, {
      action: AccountAction.CHANGE_REJECTED,
      actor,
      target: proposal.subjectId ? { id: proposal.subjectId, ...account } : null,
      summary: `${actor.email} rejected the proposal to ${describe(action, account)}: ${note}`,
      details: { proposalId: proposal.id, change: action, note },
    });
  });

/** Account proposals, newest first, of one status or all (at most `limit`, 1–200). BAD_USER_INPUT (status). */
export const listAccountChangeProposals = (em: EntityManager, status?: unknown, limit?: number): Promise<ChangeProposal[]> =>
  listProposals(em, KIND, status, limit);

/** A proposal as both surfaces show it (never the password hash). */
export function accountProposalView(p: ChangeProposal): AccountChangeProposalType {
  const { action, account } = payloadOf(p);
  return {
    id: p.id,
    status: p.status,
    action,
    userId: p.subjectId ?? null,
    account,
    proposedBy: authorSummary(p.proposedBy, p.proposedByDeleted),
    proposedAt: p.proposedAt,
    decidedBy: authorSummary(p.decidedBy, p.decidedByDeleted),
    decidedAt: p.decidedAt ?? null,
    note: p.note ?? null,
  };
}
