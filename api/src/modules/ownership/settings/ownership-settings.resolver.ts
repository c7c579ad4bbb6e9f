import { Arg, Args, Authorized, Ctx, FieldResolver, Float, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Role } from '../../../core/principal.js';
import { requireUser } from '../../../graphql/auth-checker.js';
import type { GraphQLContext } from '../../../graphql/context.js';
import { limitedListCost } from '../../../graphql/limits.js';
import { ProposalViewerCan } from '../../../graphql/proposal-viewer-can.type.js';
import { ProposalKind } from '../../approval/change-proposal.entity.js';
import { ProposalListArgs } from '../../approval/dto/proposal-list.args.js';
import { proposalAbilities } from '../../approval/change-proposal.policy.js';
import {
  approveOwnershipSettingsChangeCommand,
  listOwnershipSettingsChangeProposals,
  ownershipSettingsProposalView,
  rejectOwnershipSettingsChangeCommand,
  submitOwnershipSettingsChangeCommand,
} from './commands/ownership-settings-approval.commands.js';
import { currentOwnershipSettingsCommand } from './commands/read-ownership-settings.command.js';
import { saveOwnershipSettingsCommand } from './commands/save-ownership-settings.command.js';
import {
  OwnershipSettingsChangeOutcome,
  OwnershipSettingsChangeProposalType,
  OwnershipSettingsType,
} from './dto/ownership-settings.types.js';
import type { OwnershipSettingsSurfaceDeps } from './ownership-settings.ports.js';

type Context = GraphQLContext<OwnershipSettingsSurfaceDeps>;

const UBO_DESCRIPTION =
  'UBO threshold in percent, above 0 and at most 100: a person holding at least this share, directly or along chains, is a beneficial owner.';
const BLOCKED_DESCRIPTION =
  'Blocked ownership threshold in percent, above 0 and at most 100: an aggregated share held by listed owners at or above this is a finding on the company.';
const NOTE_DESCRIPTION = 'Why the change is made; at most 2,000 characters.';

/** The ownership thresholds (UBO, blocked ownership): read by every user, changed by admins under four-eyes. */
@Resolver()
export class OwnershipSettingsResolver {
  @Authorized()
  @Query(() => OwnershipSettingsType, {
    description:
      'The ownership thresholds in force for new and edited assessments (the wizard shows them): the latest version an admin saved, else the configured defaults. Any signed-in user. Errors: UNAUTHENTICATED.',
  })
  ownershipSettings(@Ctx() ctx: Context): Promise<OwnershipSettingsType> {
    return currentOwnershipSettingsCommand(ctx.em, ctx.services.ownershipSettings);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => OwnershipSettingsType, {
    description:
      'Saves both ownership thresholds as a new version, with its author and note: new and edited assessments use them at once. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin), BAD_USER_INPUT (field uboThresholdPercent, blockedOwnershipPercent or note), CONFLICT with extensions.approvalRequired = true when REQUIRE_RULE_APPROVAL is on (nothing is stored: use submitOwnershipSettingsChange).',
  })
  saveOwnershipSettings(
    @Arg('uboThresholdPercent', () => Float, { description: UBO_DESCRIPTION }) uboThresholdPercent: number,
    @Arg('blockedOwnershipPercent', () => Float, { description: BLOCKED_DESCRIPTION }) blockedOwnershipPercent: number,
    @Ctx() ctx: Context,
    @Arg('note', () => String, { nullable: true, description: NOTE_DESCRIPTION }) note?: string | null,
  ): Promise<OwnershipSettingsType> {
    return saveOwnershipSettingsCommand(ctx.em, ctx.services, requireUser(ctx), { uboThresholdPercent, blockedOwnershipPercent, note });
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => OwnershipSettingsChangeOutcome, {
    description:
      'Submits an ownership settings change: with REQUIRE_RULE_APPROVAL off it is saved at once as saveOwnershipSettings would (applied = true, settings); with it on it is stored as a pending proposal, saving no version, until a second admin approves it (applied = false, proposal). Validated exactly as a save either way. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin), BAD_USER_INPUT (field uboThresholdPercent, blockedOwnershipPercent or note).',
  })
  async submitOwnershipSettingsChange(
    @Arg('uboThresholdPercent', () => Float, { description: UBO_DESCRIPTION }) uboThresholdPercent: number,
    @Arg('blockedOwnershipPercent', () => Float, { description: BLOCKED_DESCRIPTION }) blockedOwnershipPercent: number,
    @Ctx() ctx: Context,
    @Arg('note', () => String, { nullable: true, description: NOTE_DESCRIPTION }) note?: string | null,
  ): Promise<OwnershipSettingsChangeOutcome> {
    const submitted = await submitOwnershipSettingsChangeCommand(ctx.em, ctx.services, requireUser(ctx), {
      uboThresholdPercent,
      blockedOwnershipPercent,
      note,
    });
    return submitted.applied
      ? { applied: true, settings: submitted.settings, proposal: null }
      : { applied: false, settings: null, proposal: ownershipSettingsProposalView(submitted.proposal) };
  }

  @Authorized(Role.ADMIN)
  @Query(() => [OwnershipSettingsChangeProposalType], {
    description:
      'Proposed ownership settings changes (REQUIRE_RULE_APPROVAL), newest first, of one status or all. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin).',
    complexity: limitedListCost(200, 10),
  })
  async ownershipSettingsChangeProposals(
    @Ctx() ctx: Context,
    @Args(() => ProposalListArgs) { status, limit }: ProposalListArgs,
  ): Promise<OwnershipSettingsChangeProposalType[]> {
    return (await listOwnershipSettingsChangeProposals(ctx.em, status ?? undefined, limit)).map(ownershipSettingsProposalView);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => OwnershipSettingsChangeProposalType, {
    description:
      'Approves a pending ownership settings change proposed by another admin: it is saved as a new version exactly as a direct save (with the proposed note; new and edited assessments use it at once) and the proposal becomes APPROVED with appliedVersion. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin; or the admin who proposed it), NOT_FOUND, CONFLICT (not pending).',
  })
  async approveOwnershipSettingsChange(
    @Arg('id', () => ID, { description: 'The proposal to approve.' }) id: string,
    @Ctx() ctx: Context,
  ): Promise<OwnershipSettingsChangeProposalType> {
    return ownershipSettingsProposalView(await approveOwnershipSettingsChangeCommand(ctx.em, ctx.services, requireUser(ctx), id));
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => OwnershipSettingsChangeProposalType, {
    description:
      'Rejects a pending ownership settings change with a note; no version is saved. Any admin, the proposer included (a withdrawal). Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin), NOT_FOUND, CONFLICT (not pending), BAD_USER_INPUT (field note: blank or over 2,000 characters).',
  })
  async rejectOwnershipSettingsChange(
    @Arg('id', () => ID, { description: 'The proposal to reject.' }) id: string,
    @Arg('note', () => String, { description: 'Why; not blank, at most 2,000 characters.' }) note: string,
    @Ctx() ctx: Context,
  ): Promise<OwnershipSettingsChangeProposalType> {
    return ownershipSettingsProposalView(await rejectOwnershipSettingsChangeCommand(ctx.em, requireUser(ctx), id, { note }));
  }
}

/** OwnershipSettingsChangeProposal's computed field: what the viewer may do with it. */
@Authorized(Role.ADMIN)
@Resolver(() => OwnershipSettingsChangeProposalType)
export class OwnershipSettingsChangeProposalFieldsResolver {
  @FieldResolver(() => ProposalViewerCan, {
    description:
      'What the signed-in admin may do with it now, as approveOwnershipSettingsChange and rejectOwnershipSettingsChange will allow it.',
  })
  viewerCan(@Root() proposal: OwnershipSettingsChangeProposalType, @Ctx() ctx: Context): ProposalViewerCan {
    return proposalAbilities(requireUser(ctx), ProposalKind.OWNERSHIP_SETTINGS, proposal);
  }
}
