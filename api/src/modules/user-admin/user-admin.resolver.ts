import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ProposalViewerCan } from '../../graphql/proposal-viewer-can.type.js';
import { UserViewerCan } from './dto/user-viewer-can.type.js';
import { mayChangeRoleOf, mayDelete, maySuspend } from './user-admin.policy.js';
import { ProposalKind } from '../approval/change-proposal.entity.js';
import { proposalAbilities } from '../approval/change-proposal.policy.js';
import { requireUser } from '../../graphql/auth-checker.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { UserSurfaceDeps } from './user-admin.ports.js';
import { DEFAULT_LIST_SIZE, listCost, PASSWORD_HASH_COST } from '../../graphql/limits.js';
import { AccountChangeAction, AccountChangeStatus } from './account-change.js';
import {
  accountProposalView,
  applyAccountChangeCommand,
  approveAccountChangeCommand,
  listAccountChangeProposals,
  rejectAccountChangeCommand,
  submitAccountChangeCommand,
} from './commands/account-change.commands.js';
import { deleteUserCommand } from './commands/delete-user.command.js';
import { resetSecondFactorsCommand } from './commands/reset-second-factors.command.js';
import { suspendUserCommand } from './commands/suspend-user.command.js';
import { AccountChangeOutcome, AccountChangeProposalType, SubmitAccountChangeInput } from './dto/account-change.types.js';
import { CreateUserInput } from './dto/create-user.input.js';
import { PasswordReset } from './dto/password-reset.type.js';
import { User } from '../user/user.entity.js';
import { Role } from '../../core/principal.js';

type Context = GraphQLContext<UserSurfaceDeps>;

const APPROVAL_ERRORS =
  'CONFLICT with extensions.approvalRequired = true when REQUIRE_ADMIN_APPROVAL is on and the change gives or takes over admin power (nothing is stored: use submitAccountChange)';

@Authorized(Role.ADMIN)
@Resolver()
export class UserResolver {
  @Query(() => [User], {
    description:
      'Every account: pending approvals first, then newest first. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin).',
    complexity: listCost(DEFAULT_LIST_SIZE),
  })
  users(@Ctx() ctx: Context): Promise<User[]> {
    return ctx.services.users.list(ctx.em);
  }

  @Query(() => Boolean, {
    description:
      "Whether creating or promoting an admin and resetting an admin's password need a second admin (REQUIRE_ADMIN_APPROVAL). Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin).",
  })
  adminApprovalRequired(@Ctx() ctx: Context): boolean {
    return ctx.services.config.REQUIRE_ADMIN_APPROVAL;
  }

  @Mutation(() => User, {
    description:
      'Approves a pending account so it can sign in (audited). Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin), NOT_FOUND.',
  })
  approveUser(@Arg('id', () => ID, { description: 'The account to approve.' }) id: string, @Ctx() ctx: Context): Promise<User> {
    return ctx.services.users.approve(ctx.em, requireUser(ctx), id);
  }

  @Mutation(() => User, {
    description: `Creates an approved account (audited). Admin only. One per document (an argon2id hash costs 1,500 of the 2,000 limit, else QUERY_TOO_COMPLEX). Errors: UNAUTHENTICATED, FORBIDDEN (not an admin), BAD_USER_INPUT (field email, firstName, lastName, password or role), CONFLICT (field email: taken); ${APPROVAL_ERRORS}.`,
    complexity: PASSWORD_HASH_COST,
  })
  async createUser(
    @Arg('input', () => CreateUserInput, { description: 'The new account.' }) input: CreateUserInput,
    @Ctx() ctx: Context,
  ): Promise<User> {
    const change = { action: AccountChangeAction.CREATE_USER, user: { ...input } };
    return (await applyAccountChangeCommand(ctx.em, ctx.services, requireUser(ctx), change)).user;
  }

  @Mutation(() => User, {
    description: `Changes an account's role (audited); it applies from the account's next request. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin, or your own account), NOT_FOUND, CONFLICT (would leave no active admin); ${APPROVAL_ERRORS}.`,
  })
  async changeUserRole(
    @Arg('id', () => ID, { description: 'The account to change.' }) id: string,
    @Arg('role', () => Role, { description: 'The new role.' }) role: Role,
    @Ctx() ctx: Context,
  ): Promise<User> {
    const change = { action: AccountChangeAction.CHANGE_ROLE, userId: id, role };
    return (await applyAccountChangeCommand(ctx.em, ctx.services, requireUser(ctx), change)).user;
  }

  @Mutation(() => User, {
    description:
      'Suspends an account (audited): its sessions end at once and sign-in answers FORBIDDEN until it is reinstated; suspending a suspended account changes nothing. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin, or your own account), NOT_FOUND, CONFLICT (the last active admin).',
  })
  suspendUser(@Arg('id', () => ID, { description: 'The account to suspend.' }) id: string, @Ctx() ctx: Context): Promise<User> {
    return suspendUserCommand(ctx.em, ctx.services.auth, requireUser(ctx), id);
  }

  @Mutation(() => User, {
    description:
      'Removes every second factor of an account (authenticator app, recovery codes, passkeys) and ends all its sessions, audited: for a lost phone or passkey; the owner signs in with their password and enrols again. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin, or your own account), NOT_FOUND.',
  })
  resetSecondFactors(
    @Arg('id', () => ID, { description: 'The account whose second factors to remove.' }) id: string,
    @Ctx() ctx: Context,
  ): Promise<User> {
    return resetSecondFactorsCommand(ctx.em, ctx.services.auth, requireUser(ctx), id);
  }

  @Mutation(() => User, {
    description:
      'Lets a suspended account sign in again (audited). Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin), NOT_FOUND.',
  })
  reinstateUser(@Arg('id', () => ID, { description: 'The account to reinstate.' }) id: string, @Ctx() ctx: Context): Promise<User> {
    return ctx.services.users.reinstate(ctx.em, requireUser(ctx), id);
  }

  @Mutation(() => PasswordReset, {
    description: `Replaces the account's password with a generated one (returned once) and ends all its sessions (audited). Admin only. One per document (an argon2id hash costs 1,500 of the 2,000 limit, else QUERY_TOO_COMPLEX). Errors: UNAUTHENTICATED, FORBIDDEN (not an admin), NOT_FOUND; ${APPROVAL_ERRORS}.`,
    complexity: PASSWORD_HASH_COST,
  })
  async resetUserPassword(
    @Arg('id', () => ID, { description: 'The account whose password is replaced.' }) id: string,
    @Ctx() ctx: Context,
  ): Promise<PasswordReset> {
    const change = { action: AccountChangeAction.RESET_PASSWORD, userId: id };
    const { temporaryPassword } = await applyAccountChangeCommand(ctx.em, ctx.services, requireUser(ctx), change);
    return { temporaryPassword: temporaryPassword ?? '' };
  }

  @Mutation(() => Boolean, {
    description:
      'Deletes the account with its sessions, assessments (and their audit trails) and batch uploads; what it did elsewhere (audit entries, reviews, proposals, alert resolutions, news scans) stays, naming it as it stood. Audited. Answers true. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin, or your own account), NOT_FOUND, CONFLICT (the last active admin).',
  })
  async deleteUser(@Arg('id', () => ID, { description: 'The account to delete.' }) id: string, @Ctx() ctx: Context): Promise<boolean> {
    await deleteUserCommand(ctx.em, ctx.services, requireUser(ctx), id);
    return true;
  }

  @Mutation(() => AccountChangeOutcome, {
    description:
      "Creates an account, changes a role or resets a password: applied at once, or — with REQUIRE_ADMIN_APPROVAL on, when it creates or promotes an admin or resets an admin's password — stored as a proposal for a second admin. Audited either way. Admin only. One per document (it may hash a password: cost 1,500). Errors: UNAUTHENTICATED, FORBIDDEN (not an admin, or your own role), BAD_USER_INPUT (naming the field), NOT_FOUND, CONFLICT (email taken, the last active admin).",
    complexity: PASSWORD_HASH_COST,
  })
  async submitAccountChange(
    @Arg('input', () => SubmitAccountChangeInput, { description: 'The change.' }) input: SubmitAccountChangeInput,
    @Ctx() ctx: Context,
  ): Promise<AccountChangeOutcome> {
    const result = await submitAccountChangeCommand(ctx.em, ctx.services, requireUser(ctx), {
      ...input,
      user: input.user && { ...input.user },
    });
    return result.applied
      ? { applied: true, user: result.user, temporaryPassword: result.temporaryPassword, proposal: null }
      : { applied: false, user: null, temporaryPassword: null, proposal: accountProposalView(result.proposal) };
  }

  @Query(() => [AccountChangeProposalType], {
    description:
      'Proposed changes to admin accounts (REQUIRE_ADMIN_APPROVAL), newest first. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin).',
    complexity: listCost(200),
  })
  async accountChangeProposals(
    @Ctx() ctx: Context,
    @Arg('status', () => AccountChangeStatus, { nullable: true, description: 'Only proposals in this status; every one when omitted.' })
    status: AccountChangeStatus | null,
    @Arg('limit', () => Int, {
      defaultValue: 50,
      description: 'Most proposals to return, default 50; read as 1–200 (values outside are clamped).',
    })
    limit: number,
  ): Promise<AccountChangeProposalType[]> {
    return (await listAccountChangeProposals(ctx.em, status ?? undefined, limit)).map(accountProposalView);
  }

  @Mutation(() => AccountChangeOutcome, {
    description:
      'A second admin approves a pending account change: it is applied exactly as a direct change and audited as made by the approver; a password reset answers the generated password here, once. Admin only. One per document (cost 1,500). Errors: UNAUTHENTICATED, FORBIDDEN (not an admin, or the proposer), NOT_FOUND, CONFLICT (not pending, the account is gone, the email is taken).',
    complexity: PASSWORD_HASH_COST,
  })
  async approveAccountChange(
    @Arg('id', () => ID, { description: 'The proposal to approve.' }) id: string,
    @Ctx() ctx: Context,
  ): Promise<AccountChangeOutcome> {
    const approved = await approveAccountChangeCommand(ctx.em, ctx.services.auth, requireUser(ctx), id);
    return {
      applied: true,
      user: approved.user,
      temporaryPassword: approved.temporaryPassword,
      proposal: accountProposalView(approved.proposal),
    };
  }

  @Mutation(() => AccountChangeProposalType, {
    description:
      'Rejects a pending account change with a note (the proposer may withdraw their own); nothing changes. Audited. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin), NOT_FOUND, CONFLICT (not pending), BAD_USER_INPUT (field note: blank or over 2,000 characters).',
  })
  async rejectAccountChange(
    @Arg('id', () => ID, { description: 'The proposal to reject.' }) id: string,
    @Arg('note', () => String, { description: 'Why; not blank, at most 2,000 characters.' }) note: string,
    @Ctx() ctx: Context,
  ): Promise<AccountChangeProposalType> {
    return accountProposalView(await rejectAccountChangeCommand(ctx.em, requireUser(ctx), id, { note }));
  }
}

/**
 * User.viewerCan: what the signed-in viewer may do to the account. Not behind @Authorized: the
 * account `register` returns is read by an anonymous caller, who may do nothing to it.
 */
@Resolver(() => User)
export class UserFieldsResolver {
  @FieldResolver(() => UserViewerCan, {
    description:
      'What the signed-in viewer may do to this account now, as the admin mutations will allow it (nothing, for an anonymous caller).',
  })
  viewerCan(@Root() user: User, @Ctx() ctx: Context): UserViewerCan {
    const actor = ctx.principal?.user;
    if (!actor) return { changeRole: false, suspend: false, delete: false };
    return {
      changeRole: mayChangeRoleOf(actor, user.id).allowed,
      suspend: maySuspend(actor, user.id).allowed,
      delete: mayDelete(actor, user.id).allowed,
    };
  }
}

/** AccountChangeProposal.viewerCan: what the signed-in admin may do with the proposal. */
@Authorized(Role.ADMIN)
@Resolver(() => AccountChangeProposalType)
export class AccountChangeProposalFieldsResolver {
  @FieldResolver(() => ProposalViewerCan, {
    description: 'What the signed-in admin may do with it now, as approveAccountChange and rejectAccountChange will allow it.',
  })
  viewerCan(@Root() proposal: AccountChangeProposalType, @Ctx() ctx: Context): ProposalViewerCan {
    return proposalAbilities(requireUser(ctx), ProposalKind.ACCOUNT, proposal);
  }
}
