import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Role } from '../../core/principal.js';
import { requireUser } from '../../graphql/auth-checker.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { limitedListCost, REPLAY_COST } from '../../graphql/limits.js';
import { currentScorecardCommand, MAX_SCORECARD_VERSIONS, scorecardVersionsCommand } from './commands/read-scorecard.command.js';
import type { ScorecardReplayResult } from './scorecard-replay.js';
import { saveScorecardCommand } from './commands/save-scorecard.command.js';
import {
  approveScorecardChangeCommand,
  listScorecardChangeProposals,
  rejectScorecardChangeCommand,
  scorecardProposalView,
  submitScorecardChangeCommand,
} from './commands/scorecard-approval.commands.js';
import { ProposalKind } from '../approval/change-proposal.entity.js';
import { ProposalListArgs } from '../approval/dto/proposal-list.args.js';
import { proposalAbilities } from '../approval/change-proposal.policy.js';
import { ProposalViewerCan } from '../../graphql/proposal-viewer-can.type.js';
import { ScorecardChangeOutcome, ScorecardChangeProposalType, scorecardProposalType } from './dto/scorecard-proposal.types.js';
import type { CreditSurfaceDeps } from './credit.ports.js';
import {
  ScorecardReplayType,
  ScorecardType,
  ScorecardVersionType,
  scorecardOfInput,
  scorecardVersionType,
  withGraphQLFields,
} from './dto/scorecard.types.js';

type Context = GraphQLContext<CreditSurfaceDeps>;

/** The admin's credit scorecard: its versions, a what-if replay of a change, and saving one. */
@Authorized(Role.ADMIN)
@Resolver()
export class ScorecardResolver {
  @Query(() => ScorecardVersionType, {
    description:
      'The current credit scorecard: the latest version, which new and edited assessments are scored on. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin).',
  })
  async scorecard(@Ctx() ctx: Context): Promise<ScorecardVersionType> {
    return scorecardVersionType(await currentScorecardCommand(ctx.em, ctx.services.scorecards));
  }

  @Query(() => [ScorecardVersionType], {
    description:
      'Scorecard versions, newest first: who saved which scorecard, when and why. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin).',
    complexity: limitedListCost(MAX_SCORECARD_VERSIONS, 20),
  })
  async scorecardVersions(
    @Ctx() ctx: Context,
    @Arg('limit', () => Int, {
      defaultValue: 20,
      description: `Most versions to return, default 20; read as 1–${MAX_SCORECARD_VERSIONS} (values outside are clamped).`,
    })
    limit: number,
  ): Promise<ScorecardVersionType[]> {
    return (await scorecardVersionsCommand(ctx.em, ctx.services.scorecards, limit)).map(scorecardVersionType);
  }

  @Query(() => ScorecardReplayType, {
    description:
      'What-if: re-scores every stored credit analysis (all, or those of assessments created in a range) from its stored figures on the current scorecard and on a proposed one, validated exactly as saving it, decides each assessment on both with the current enabled rules and compares grades, decisions and suggested limits, saving nothing: only what the proposal changes counts. A reviewer’s override stands (see overridden). Admin only. One per document (costs 1,500 of the 2,000 limit, else QUERY_TOO_COMPLEX). Errors: UNAUTHENTICATED, FORBIDDEN (not an admin), BAD_USER_INPUT (with the field, e.g. scorecard.grades[1].minScore; from or to outside the years 1 to 9999; from when it is not before to).',
    complexity: REPLAY_COST,
  })
  replayScorecard(
    @Arg('scorecard', () => ScorecardType, { description: 'The scorecard to try.' }) scorecard: ScorecardType,
    @Ctx() ctx: Context,
    @Arg('from', () => Date, {
      nullable: true,
      description: 'Only assessments created at or after this time (years 1 to 9999); must be before to.',
    })
    from?: Date | null,
    @Arg('to', () => Date, { nullable: true, description: 'Only assessments created before this time (years 1 to 9999).' })
    to?: Date | null,
    @Arg('sampleSize', () => Int, { nullable: true, description: 'Changed assessments to return in sample: 0–200, default 20.' })
    sampleSize?: number | null,
  ): Promise<ScorecardReplayResult> {
    return withGraphQLFields(() =>
      ctx.services.scorecardReplay.replayScorecard(ctx.em, { scorecard: scorecardOfInput(scorecard), from, to, sampleSize }),
    );
  }

  @Mutation(() => ScorecardVersionType, {
    description:
      'Saves a scorecard as a new version, with its author and note: new and edited assessments are scored on it, stored analyses keep the version that scored them. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin), BAD_USER_INPUT (with the field, e.g. scorecard.inputs.currentRatio.bands[2].points, or note), CONFLICT with extensions.approvalRequired = true when REQUIRE_RULE_APPROVAL is on (nothing is stored: use submitScorecardChange).',
  })
  async saveScorecard(
    @Arg('scorecard', () => ScorecardType, { description: 'The scorecard, whole.' }) scorecard: ScorecardType,
    @Ctx() ctx: Context,
    @Arg('note', () => String, { nullable: true, description: 'Why the change is made; at most 2,000 characters.' }) note?: string | null,
  ): Promise<ScorecardVersionType> {
    const saved = await withGraphQLFields(() =>
      saveScorecardCommand(ctx.em, ctx.services, requireUser(ctx), { scorecard: scorecardOfInput(scorecard), note }),
    );
    return scorecardVersionType(saved);
  }

  @Mutation(() => ScorecardChangeOutcome, {
    description:
      'Submits a scorecard change: with REQUIRE_RULE_APPROVAL off it is saved at once as saveScorecard would (applied = true, scorecard); with it on it is stored as a pending proposal with its what-if replay, saving no version, until a second admin approves it (applied = false, proposal). Validated exactly as a save either way. Admin only. Costs as replayScorecard. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin), BAD_USER_INPUT (with the field, as in saveScorecard).',
    complexity: REPLAY_COST,
  })
  async submitScorecardChange(
    @Arg('scorecard', () => ScorecardType, { description: 'The scorecard, whole.' }) scorecard: ScorecardType,
    @Ctx() ctx: Context,
    @Arg('note', () => String, { nullable: true, description: 'Why the change is made; at most 2,000 characters.' }) note?: string | null,
  ): Promise<ScorecardChangeOutcome> {
    const submitted = await withGraphQLFields(() =>
      submitScorecardChangeCommand(ctx.em, ctx.services, requireUser(ctx), { scorecard: scorecardOfInput(scorecard), note }),
    );
    return submitted.applied
      ? { applied: true, scorecard: scorecardVersionType(submitted.version), proposal: null }
      : { applied: false, scorecard: null, proposal: scorecardProposalType(scorecardProposalView(submitted.proposal)) };
  }

  @Query(() => [ScorecardChangeProposalType], {
    description:
      'Proposed scorecard changes (REQUIRE_RULE_APPROVAL), newest first, of one status or all. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin).',
    // Each proposal carries its what-if replay (about 50 cost units fully selected): a default of
    // 10 stays within the query cost limit.
    complexity: limitedListCost(200, 10),
  })
  async scorecardChangeProposals(
    @Ctx() ctx: Context,
    @Args(() => ProposalListArgs) { status, limit }: ProposalListArgs,
  ): Promise<ScorecardChangeProposalType[]> {
    return (await listScorecardChangeProposals(ctx.em, status ?? undefined, limit)).map((p) =>
      scorecardProposalType(scorecardProposalView(p)),
    );
  }

  @Mutation(() => ScorecardChangeProposalType, {
    description:
      'Approves a pending scorecard change proposed by another admin: it is saved as a new version exactly as a direct save (with the proposed note; new and edited assessments are scored on it at once) and the proposal becomes APPROVED with appliedVersion. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin; or the admin who proposed it), NOT_FOUND, CONFLICT (not pending).',
  })
  async approveScorecardChange(
    @Arg('id', () => ID, { description: 'The proposal to approve.' }) id: string,
    @Ctx() ctx: Context,
  ): Promise<ScorecardChangeProposalType> {
    return scorecardProposalType(scorecardProposalView(await approveScorecardChangeCommand(ctx.em, ctx.services, requireUser(ctx), id)));
  }

  @Mutation(() => ScorecardChangeProposalType, {
    description:
      'Rejects a pending scorecard change with a note; no version is saved. Any admin, the proposer included (a withdrawal). Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin), NOT_FOUND, CONFLICT (not pending), BAD_USER_INPUT (field note: blank or over 2,000 characters).',
  })
  async rejectScorecardChange(
    @Arg('id', () => ID, { description: 'The proposal to reject.' }) id: string,
    @Arg('note', () => String, { description: 'Why; not blank, at most 2,000 characters.' }) note: string,
    @Ctx() ctx: Context,
  ): Promise<ScorecardChangeProposalType> {
    return scorecardProposalType(scorecardProposalView(await rejectScorecardChangeCommand(ctx.em, requireUser(ctx), id, { note })));
  }
}

/** ScorecardChangeProposal's computed field: what the viewer may do with it. */
@Authorized(Role.ADMIN)
@Resolver(() => ScorecardChangeProposalType)
export class ScorecardChangeProposalFieldsResolver {
  @FieldResolver(() => ProposalViewerCan, {
    description: 'What the signed-in admin may do with it now, as approveScorecardChange and rejectScorecardChange will allow it.',
  })
  viewerCan(@Root() proposal: ScorecardChangeProposalType, @Ctx() ctx: Context): ProposalViewerCan {
    return proposalAbilities(requireUser(ctx), ProposalKind.SCORECARD, proposal);
  }
}
