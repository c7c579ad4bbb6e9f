import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { requireUser } from '../../graphql/auth-checker.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { DEFAULT_LIST_SIZE, limitedListCost, listCost, REPLAY_COST } from '../../graphql/limits.js';
import { Role } from '../user/user.entity.js';
import { CreateRuleInput } from './dto/create-rule.input.js';
import { saveRuleChangeCommand } from './commands/save-rule-change.command.js';
import { ProposedRuleChangeInput, ReplayResult, ReplayScopeInput, RuleChangeAction } from './dto/replay.types.js';
import { RuleSetDiffType, RuleSetVersionType } from './dto/rule-set.types.js';
import { UpdateRuleInput } from './dto/update-rule.input.js';
import { RuleConfig } from './rule-config.entity.js';

@Authorized(Role.ADMIN)
@Resolver(() => RuleConfig)
export class RuleResolver {
  @Query(() => [RuleConfig], {
    description:
      'Every decision rule, enabled or not, by priority (lowest number first), then name. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin).',
    complexity: listCost(DEFAULT_LIST_SIZE),
  })
  rules(@Ctx() ctx: GraphQLContext): Promise<RuleConfig[]> {
    return ctx.services.rules.list(ctx.em);
  }

  @Mutation(() => RuleConfig, {
    description:
      'Creates a decision rule and records a new rule-set version; new decisions use it at once, past ones keep theirs. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin), BAD_USER_INPUT (with the field: unknown field, a value that does not fit it, an empty list, several values for EQUALS or NOT_EQUALS, a text limit).',
  })
  createRule(
    @Arg('input', () => CreateRuleInput, { description: 'The new rule.' }) input: CreateRuleInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RuleConfig> {
    return saveRuleChangeCommand(ctx.em, ctx.services.rules, requireUser(ctx), { action: RuleChangeAction.CREATE, input });
  }

  @Mutation(() => RuleConfig, {
    description:
      'Changes the fields given of a rule (a toggle sends only enabled) and records a new rule-set version. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin), NOT_FOUND, BAD_USER_INPUT (with the field, as in createRule).',
  })
  updateRule(
    @Arg('id', () => ID, { description: 'The rule to change.' }) id: string,
    @Arg('input', () => UpdateRuleInput, { description: 'The fields to change.' }) input: UpdateRuleInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RuleConfig> {
    return saveRuleChangeCommand(ctx.em, ctx.services.rules, requireUser(ctx), { action: RuleChangeAction.UPDATE, ruleId: id, input });
  }

  @Query(() => [RuleSetVersionType], {
    description:
      'Rule-set versions, newest first: who changed what, when, and the whole set after it. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin).',
    complexity: limitedListCost(500, 50),
  })
  async ruleSetVersions(
    @Ctx() ctx: GraphQLContext,
    @Arg('limit', () => Int, {
      defaultValue: 50,
      description: 'Most versions to return, default 50; read as 1–500 (values outside are clamped).',
    })
    limit: number,
  ): Promise<RuleSetVersionType[]> {
    const versions = await ctx.services.rules.versions(ctx.em, limit);
    return versions.map((v) => ({
      id: v.id,
      createdAt: v.createdAt,
      change: { ...v.change },
      rules: v.rules,
      changedBy: v.user ? { id: v.user.id, firstName: v.user.firstName, lastName: v.user.lastName ?? null, email: v.user.email } : null,
    }));
  }

  @Query(() => RuleSetDiffType, {
    description:
      'Rules added, removed and changed (property by property) from one version to another. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin), NOT_FOUND (either version).',
  })
  ruleSetDiff(
    @Arg('from', () => Int, { description: 'The version compared from (usually the older).' }) from: number,
    @Arg('to', () => Int, { description: 'The version compared to (usually the newer).' }) to: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RuleSetDiffType> {
    return ctx.services.rules.diff(ctx.em, from, to);
  }

  @Query(() => ReplayResult, {
    description:
      'What-if: applies a proposed change to the current rule set (validated exactly as saving it), re-decides past assessments (all, or a created-at range) and compares with their stored decisions, saving nothing. Admin only. One per document (costs 1,500 of the 2,000 limit, else QUERY_TOO_COMPLEX). Errors: UNAUTHENTICATED, FORBIDDEN (not an admin), BAD_USER_INPUT (with the field, as createRule or updateRule would; field from when it is not before to), NOT_FOUND (ruleId).',
    complexity: REPLAY_COST,
  })
  replayRuleChange(
    @Arg('change', () => ProposedRuleChangeInput, { description: 'The change to try.' }) change: ProposedRuleChangeInput,
    @Arg('scope', () => ReplayScopeInput, {
      nullable: true,
      description: 'Which assessments to re-decide, and the sample size; every assessment when omitted.',
    })
    scope: ReplayScopeInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ReplayResult> {
    return ctx.services.replay.replay(ctx.em, change, scope ?? {});
  }

  @Mutation(() => Boolean, {
    description:
      'Deletes a decision rule and records a new rule-set version; answers true. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin), NOT_FOUND.',
  })
  async deleteRule(@Arg('id', () => ID, { description: 'The rule to delete.' }) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await saveRuleChangeCommand(ctx.em, ctx.services.rules, requireUser(ctx), { action: RuleChangeAction.DELETE, ruleId: id });
    return true;
  }
}
