import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root, Extensions } from 'type-graphql';
import { ApiScope } from '../../core/api-scope.js';
import { requireUser } from '../../graphql/auth-checker.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { RuleSurfaceDeps } from './rule.ports.js';
import { DEFAULT_LIST_SIZE, limitedListCost, listCost, REPLAY_COST } from '../../graphql/limits.js';
import { Role } from '../../core/principal.js';
import { authorSummary } from '../user/user-summary.js';
import {
  approveRuleChangeCommand,
  listRuleChangeProposals,
  proposalView,
  rejectRuleChangeCommand,
  submitRuleChangeCommand,
} from './commands/rule-approval.commands.js';
import { CreateRuleInput } from './dto/create-rule.input.js';
import { saveRuleChangeCommand } from './commands/save-rule-change.command.js';
import { ProposedRuleChangeInput, ReplayResult, ReplayScopeInput, RuleChangeAction } from './dto/replay.types.js';
import { RuleChangeOutcome, RuleChangeProposalType } from './dto/rule-proposal.types.js';
import { RULE_FIELD_LABELS, RULE_FIELDS, ruleFieldConditions, ruleFieldValues, type RuleField } from '../decision-engine/rule-fields.js';
import { RuleFieldOption } from './dto/rule-field.type.js';
import { FieldChange, RuleSetDiffType, RuleSetVersionType } from './dto/rule-set.types.js';
import { ProposalViewerCan } from '../../graphql/proposal-viewer-can.type.js';
import { ProposalKind, ProposalStatus } from '../approval/change-proposal.entity.js';
import { proposalAbilities } from '../approval/change-proposal.policy.js';
import { changedProperties } from './rule.service.js';
import { UpdateRuleInput } from './dto/update-rule.input.js';
import { RuleConfig } from './rule-config.entity.js';

type Context = GraphQLContext<RuleSurfaceDeps>;

const APPROVAL_ERRORS =
  'CONFLICT with extensions.approvalRequired = true when REQUIRE_RULE_APPROVAL is on (nothing is stored: use submitRuleChange)';

@Authorized(Role.ADMIN)
@Resolver(() => RuleConfig)
export class RuleResolver {
  @Query(() => [RuleConfig], {
    description:
      'Every decision rule, enabled or not, by priority (lowest number first), then name. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin).',
    complexity: listCost(DEFAULT_LIST_SIZE),
  })
  rules(@Ctx() ctx: Context): Promise<RuleConfig[]> {
    return ctx.services.rules.list(ctx.em);
  }

  @Extensions({ apiScope: ApiScope.ADMIN })
  @Mutation(() => RuleConfig, {
    description: `Creates a decision rule and records a new rule-set version; new decisions use it at once, past ones keep theirs. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin), BAD_USER_INPUT (with the field: unknown field, a value that does not fit it, an empty list, several values for EQUALS or NOT_EQUALS, a text limit); ${APPROVAL_ERRORS}.`,
  })
  createRule(
    @Arg('input', () => CreateRuleInput, { description: 'The new rule.' }) input: CreateRuleInput,
    @Ctx() ctx: Context,
  ): Promise<RuleConfig> {
    return saveRuleChangeCommand(ctx.em, ctx.services, requireUser(ctx), { action: RuleChangeAction.CREATE, input });
  }

  @Extensions({ apiScope: ApiScope.ADMIN })
  @Mutation(() => RuleConfig, {
    description: `Changes the fields given of a rule (a toggle sends only enabled) and records a new rule-set version. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin), NOT_FOUND, BAD_USER_INPUT (with the field, as in createRule); ${APPROVAL_ERRORS}.`,
  })
  updateRule(
    @Arg('id', () => ID, { description: 'The rule to change.' }) id: string,
    @Arg('input', () => UpdateRuleInput, { description: 'The fields to change.' }) input: UpdateRuleInput,
    @Ctx() ctx: Context,
  ): Promise<RuleConfig> {
    return saveRuleChangeCommand(ctx.em, ctx.services, requireUser(ctx), { action: RuleChangeAction.UPDATE, ruleId: id, input });
  }

  @Query(() => [RuleFieldOption], {
    description:
      'The assessment answers a rule can test, with their labels and the values each accepts: the catalog createRule and updateRule validate against. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin).',
  })
  ruleFields(): RuleFieldOption[] {
    return (Object.keys(RULE_FIELDS) as RuleField[]).map((name) => ({
      name,
      label: RULE_FIELD_LABELS[name],
      kind: RULE_FIELDS[name].kind,
      values: [...ruleFieldValues(name)],
      conditions: [...ruleFieldConditions(name)],
    }));
  }

  @Query(() => [RuleSetVersionType], {
    description:
      'Rule-set versions, newest first: who changed what, when, and the whole set after it. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin).',
    complexity: limitedListCost(500, 50),
  })
  async ruleSetVersions(
    @Ctx() ctx: Context,
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
      changedBy: authorSummary(v.user, v.deletedUser),
    }));
  }

  @Query(() => RuleSetDiffType, {
    description:
      'Rules added, removed and changed (property by property) from one version to another. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin), NOT_FOUND (either version).',
  })
  ruleSetDiff(
    @Arg('from', () => Int, { description: 'The version compared from (usually the older).' }) from: number,
    @Arg('to', () => Int, { description: 'The version compared to (usually the newer).' }) to: number,
    @Ctx() ctx: Context,
  ): Promise<RuleSetDiffType> {
    return ctx.services.rules.diff(ctx.em, from, to);
  }

  @Query(() => ReplayResult, {
    description:
      'What-if: applies a proposed change to the current rule set (validated exactly as saving it) and decides past assessments (all, or a created-at range) with the current rules and with the proposed ones over the same stored answers, saving nothing: only what the change moves counts, not what older rules or a reviewer stored (a reviewer’s override stands, see overridden). Admin only. One per document (costs 1,500 of the 2,000 limit, else QUERY_TOO_COMPLEX). Errors: UNAUTHENTICATED, FORBIDDEN (not an admin), BAD_USER_INPUT (with the field, as createRule or updateRule would; from or to outside the years 1 to 9999; field from when it is not before to), NOT_FOUND (ruleId).',
    complexity: REPLAY_COST,
  })
  replayRuleChange(
    @Arg('change', () => ProposedRuleChangeInput, { description: 'The change to try.' }) change: ProposedRuleChangeInput,
    @Arg('scope', () => ReplayScopeInput, {
      nullable: true,
      description: 'Which assessments to re-decide, and the sample size; every assessment when omitted.',
    })
    scope: ReplayScopeInput | null,
    @Ctx() ctx: Context,
  ): Promise<ReplayResult> {
    return ctx.services.replay.replay(ctx.em, change, scope ?? {});
  }

  @Extensions({ apiScope: ApiScope.ADMIN })
  @Mutation(() => Boolean, {
    description: `Deletes a decision rule and records a new rule-set version; answers true. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin), NOT_FOUND; ${APPROVAL_ERRORS}.`,
  })
  async deleteRule(@Arg('id', () => ID, { description: 'The rule to delete.' }) id: string, @Ctx() ctx: Context): Promise<boolean> {
    await saveRuleChangeCommand(ctx.em, ctx.services, requireUser(ctx), { action: RuleChangeAction.DELETE, ruleId: id });
    return true;
  }

  @Query(() => Boolean, {
    description:
      "Whether rule changes need a second admin's approval (REQUIRE_RULE_APPROVAL): when true, submitRuleChange proposes instead of saving and createRule, updateRule and deleteRule refuse. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin).",
  })
  ruleApprovalRequired(@Ctx() ctx: Context): boolean {
    return ctx.services.config.REQUIRE_RULE_APPROVAL;
  }

  @Extensions({ apiScope: ApiScope.ADMIN })
  @Mutation(() => RuleChangeOutcome, {
    description:
      'Submits a rule change (the input replayRuleChange takes): with REQUIRE_RULE_APPROVAL off it is saved at once as createRule, updateRule or deleteRule would (applied = true, rule); with it on it is stored as a pending proposal with its what-if replay, changing no rule, until a second admin approves it (applied = false, proposal). Validated exactly as a save either way. Admin only. Costs as replayRuleChange. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin), BAD_USER_INPUT (with the field, as in createRule), NOT_FOUND (ruleId).',
    complexity: REPLAY_COST,
  })
  async submitRuleChange(
    @Arg('change', () => ProposedRuleChangeInput, { description: 'The change, as the rule dialog saves it.' })
    change: ProposedRuleChangeInput,
    @Ctx() ctx: Context,
  ): Promise<RuleChangeOutcome> {
    const input = (change.action === RuleChangeAction.CREATE ? change.create : change.update) ?? {};
    const submitted = await submitRuleChangeCommand(ctx.em, ctx.services, requireUser(ctx), {
      action: change.action,
      ruleId: change.ruleId ?? '',
      input: change.action === RuleChangeAction.DELETE ? undefined : input,
    });
    return submitted.applied
      ? { applied: true, rule: submitted.rule, proposal: null }
      : { applied: false, rule: null, proposal: proposalView(submitted.proposal) };
  }

  @Query(() => [RuleChangeProposalType], {
    description:
      'Proposed rule changes (REQUIRE_RULE_APPROVAL), newest first, of one status or all. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin).',
    complexity: limitedListCost(200, 50),
  })
  async ruleChangeProposals(
    @Ctx() ctx: Context,
    @Arg('status', () => ProposalStatus, {
      nullable: true,
      description: 'Only proposals in this status; every one when omitted.',
    })
    status: ProposalStatus | null,
    @Arg('limit', () => Int, {
      defaultValue: 50,
      description: 'Most proposals to return, default 50; read as 1–200 (values outside are clamped).',
    })
    limit: number,
  ): Promise<RuleChangeProposalType[]> {
    return (await listRuleChangeProposals(ctx.em, status ?? undefined, limit)).map(proposalView);
  }

  @Mutation(() => RuleChangeProposalType, {
    description:
      'Approves a pending rule change proposed by another admin: it is applied exactly as a direct save (validated against the rules as they now stand, a new rule-set version, new decisions use it at once) and the proposal becomes APPROVED with appliedVersion. Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin; or the admin who proposed it), NOT_FOUND, CONFLICT (not pending; or the rule it changes was deleted since), BAD_USER_INPUT (the change no longer fits the rules as they now stand, with the field).',
  })
  async approveRuleChange(
    @Arg('id', () => ID, { description: 'The proposal to approve.' }) id: string,
    @Ctx() ctx: Context,
  ): Promise<RuleChangeProposalType> {
    return proposalView(await approveRuleChangeCommand(ctx.em, ctx.services.rules, requireUser(ctx), id));
  }

  @Mutation(() => RuleChangeProposalType, {
    description:
      'Rejects a pending rule change with a note; no rule changes. Any admin, the proposer included (a withdrawal). Admin only. Errors: UNAUTHENTICATED, FORBIDDEN (not an admin), NOT_FOUND, CONFLICT (not pending), BAD_USER_INPUT (field note: blank or over 2,000 characters).',
  })
  async rejectRuleChange(
    @Arg('id', () => ID, { description: 'The proposal to reject.' }) id: string,
    @Arg('note', () => String, { description: 'Why; not blank, at most 2,000 characters.' }) note: string,
    @Ctx() ctx: Context,
  ): Promise<RuleChangeProposalType> {
    return proposalView(await rejectRuleChangeCommand(ctx.em, requireUser(ctx), id, { note }));
  }
}

/** RuleChangeProposal's computed fields: what it changes, and what the viewer may do with it. */
@Authorized(Role.ADMIN)
@Resolver(() => RuleChangeProposalType)
export class RuleChangeProposalFieldsResolver {
  @FieldResolver(() => [FieldChange], {
    description:
      'What the change does to the rule, property by property (every property of a new rule; none for a deletion): the comparison ruleSetDiff makes.',
  })
  changes(@Root() proposal: RuleChangeProposalType): FieldChange[] {
    return proposal.after ? changedProperties(proposal.before, proposal.after) : [];
  }

  @FieldResolver(() => ProposalViewerCan, {
    description: 'What the signed-in admin may do with it now, as approveRuleChange and rejectRuleChange will allow it.',
  })
  viewerCan(@Root() proposal: RuleChangeProposalType, @Ctx() ctx: Context): ProposalViewerCan {
    return proposalAbilities(requireUser(ctx), ProposalKind.RULE, proposal);
  }
}
