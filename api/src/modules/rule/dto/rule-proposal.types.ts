import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { ProposalStandingType } from '../../approval/dto/proposal-standing.type.js';
import { ProposalStatus } from '../../approval/change-proposal.entity.js';
import { RuleConfig } from '../rule-config.entity.js';
import { ReplayResult, RuleChangeAction } from './replay.types.js';
import { RuleSnapshotType } from './rule-set.types.js';

@ObjectType('RuleChangeProposal', {
  description:
    'A rule change proposed by one admin while REQUIRE_RULE_APPROVAL is on: the rules stay as they are until a second admin approves it (applied exactly as a direct save) or rejects it.',
})
export class RuleChangeProposalType extends ProposalStandingType {
  @Field(() => ProposalStatus, { description: 'Pending, approved (applied) or rejected.' }) status!: ProposalStatus;
  @Field(() => RuleChangeAction, { description: 'What the change does: CREATE, UPDATE (a toggle sends only enabled) or DELETE.' })
  action!: RuleChangeAction;
  @Field(() => ID, {
    nullable: true,
    description: 'The rule updated or deleted; for a CREATE, the rule made once approved (null before).',
  })
  ruleId!: string | null;
  @Field(() => String, { description: 'The rule name: as proposed (CREATE, UPDATE) or as it stood (DELETE).' }) ruleName!: string;
  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description:
      'The rule fields as proposed, validated (CreateRuleInput for CREATE, only the fields given for UPDATE; enums as stored values, e.g. ruleType "reject"); null for DELETE.',
  })
  input!: Record<string, unknown> | null;
  @Field(() => RuleSnapshotType, { nullable: true, description: 'The rule as it stood when proposed; null for CREATE.' })
  before!: RuleSnapshotType | null;
  @Field(() => RuleSnapshotType, {
    nullable: true,
    description:
      'The rule as the change makes it, computed when proposed; null for DELETE. For CREATE the id is provisional: the rule gets its id (ruleId) on approval.',
  })
  after!: RuleSnapshotType | null;
  @Field(() => Int, {
    nullable: true,
    description:
      'The latest rule-set version when proposed, which before, after and impact were computed on; compare with the latest ruleSetVersions id to see whether the rules changed since.',
  })
  baseVersion!: number | null;
  @Field(() => ReplayResult, {
    description: 'The what-if replay of the change over every past assessment, computed when proposed (sample of at most 10).',
  })
  impact!: ReplayResult;
  @Field(() => Int, { nullable: true, description: 'The rule-set version the approval wrote; null unless approved.' })
  appliedVersion!: number | null;
}

@ObjectType({
  description:
    'What submitRuleChange did: applied at once (REQUIRE_RULE_APPROVAL off) or stored as a proposal waiting for a second admin (on).',
})
export class RuleChangeOutcome {
  @Field(() => Boolean, { description: 'True when the change was applied (a new rule-set version); false when it was only proposed.' })
  applied!: boolean;
  @Field(() => RuleConfig, { nullable: true, description: 'The rule as saved, when applied; null when proposed or deleted.' })
  rule!: RuleConfig | null;
  @Field(() => RuleChangeProposalType, { nullable: true, description: 'The proposal, when the change needs approval; null when applied.' })
  proposal!: RuleChangeProposalType | null;
}
