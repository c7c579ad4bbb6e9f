import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Role } from '../../core/principal.js';
import { requireUser } from '../../graphql/auth-checker.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { limitedListCost, REPLAY_COST } from '../../graphql/limits.js';
import { currentScorecardCommand, MAX_SCORECARD_VERSIONS, scorecardVersionsCommand } from './commands/read-scorecard.command.js';
import { replayScorecardCommand, type ScorecardReplayResult } from './commands/replay-scorecard.command.js';
import { saveScorecardCommand } from './commands/save-scorecard.command.js';
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
      replayScorecardCommand(ctx.em, ctx.services, { scorecard: scorecardOfInput(scorecard), from, to, sampleSize }),
    );
  }

  @Mutation(() => ScorecardVersionType, {
    description:
      'Saves a scorecard as a new version, with its author and note: new and edited assessments are scored on it, stored analyses keep the version that scored them. Not yet under four-eyes: with REQUIRE_RULE_APPROVAL on it is refused. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin), BAD_USER_INPUT (with the field, e.g. scorecard.inputs.currentRatio.bands[2].points, or note), CONFLICT with extensions.approvalRequired = true when REQUIRE_RULE_APPROVAL is on (nothing is stored).',
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
}
