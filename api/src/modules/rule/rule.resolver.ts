import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { requireUser } from '../../graphql/auth-checker.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { DEFAULT_LIST_SIZE, limitedListCost, listCost, REPLAY_COST } from '../../graphql/limits.js';
import { Role } from '../user/user.entity.js';
import { CreateRuleInput } from './dto/create-rule.input.js';
import { ProposedRuleChangeInput, ReplayResult, ReplayScopeInput } from './dto/replay.types.js';
import { RuleSetDiffType, RuleSetVersionType } from './dto/rule-set.types.js';
import { UpdateRuleInput } from './dto/update-rule.input.js';
import { RuleConfig } from './rule-config.entity.js';

@Authorized(Role.ADMIN)
@Resolver(() => RuleConfig)
export class RuleResolver {
  @Query(() => [RuleConfig], { description: 'Every decision rule, highest priority first. Admin only.', complexity: listCost(DEFAULT_LIST_SIZE) })
  rules(@Ctx() ctx: GraphQLContext): Promise<RuleConfig[]> {
    return ctx.services.rules.list();
  }

  @Mutation(() => RuleConfig, { description: 'Errors: BAD_USER_INPUT (unknown field, value that does not fit, empty list…).' })
  createRule(@Arg('input', () => CreateRuleInput) input: CreateRuleInput, @Ctx() ctx: GraphQLContext): Promise<RuleConfig> {
    return ctx.services.rules.create(requireUser(ctx), input);
  }

  @Mutation(() => RuleConfig, { description: 'Partial change; a toggle sends only enabled. Errors: NOT_FOUND, BAD_USER_INPUT.' })
  updateRule(@Arg('id', () => ID) id: string, @Arg('input', () => UpdateRuleInput) input: UpdateRuleInput, @Ctx() ctx: GraphQLContext): Promise<RuleConfig> {
    return ctx.services.rules.update(requireUser(ctx), id, input);
  }

  @Query(() => [RuleSetVersionType], {
    description: 'Rule-set versions, newest first: who changed what, when, and the whole set after it.',
    complexity: limitedListCost(500, 50),
  })
  async ruleSetVersions(@Ctx() ctx: GraphQLContext, @Arg('limit', () => Int, { defaultValue: 50 }) limit: number): Promise<RuleSetVersionType[]> {
    const versions = await ctx.services.rules.versions(limit);
    return versions.map((v) => ({
      id: v.id,
      createdAt: v.createdAt,
      change: { ...v.change },
      rules: v.rules,
      changedBy: v.user ? { id: v.user.id, firstName: v.user.firstName, lastName: v.user.lastName ?? null, email: v.user.email } : null,
    }));
  }

  @Query(() => RuleSetDiffType, { description: 'Rules added, removed and changed (field by field) between two versions. Errors: NOT_FOUND.' })
  ruleSetDiff(@Arg('from', () => Int) from: number, @Arg('to', () => Int) to: number, @Ctx() ctx: GraphQLContext): Promise<RuleSetDiffType> {
    return ctx.services.rules.diff(from, to);
  }

  @Query(() => ReplayResult, {
    description: 'What-if: re-decides past assessments (all, or a date range) with a proposed rule change, saving nothing. Errors: BAD_USER_INPUT, NOT_FOUND.',
    complexity: REPLAY_COST,
  })
  replayRuleChange(
    @Arg('change', () => ProposedRuleChangeInput) change: ProposedRuleChangeInput,
    @Arg('scope', () => ReplayScopeInput, { nullable: true }) scope: ReplayScopeInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ReplayResult> {
    return ctx.services.replay.replay(change, scope ?? {});
  }

  @Mutation(() => Boolean, { description: 'Errors: NOT_FOUND.' })
  async deleteRule(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.rules.delete(requireUser(ctx), id);
    return true;
  }
}
