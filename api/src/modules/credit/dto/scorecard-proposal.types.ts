import { Field, Int, ObjectType } from 'type-graphql';
import { ProposalStatus } from '../../approval/change-proposal.entity.js';
import { ProposalStandingType } from '../../approval/dto/proposal-standing.type.js';
import type { ScorecardReplayResult } from '../scorecard-replay.js';
import type { ScorecardProposalView } from '../commands/scorecard-approval.commands.js';
import { ScorecardReplayType, ScorecardType, ScorecardVersionType, scorecardType } from './scorecard.types.js';

@ObjectType('ScorecardChangeProposal', {
  description:
    'A scorecard change proposed by one admin while REQUIRE_RULE_APPROVAL is on: the scorecard stays as it is until a second admin approves it (saved as a new version, exactly as a direct save) or rejects it.',
})
export class ScorecardChangeProposalType extends ProposalStandingType {
  @Field(() => ProposalStatus, { description: 'Pending, approved (applied) or rejected.' }) status!: ProposalStatus;
  @Field(() => ScorecardType, { description: 'The scorecard as proposed, whole.' }) scorecard!: ScorecardType;
  @Field(() => ScorecardType, { nullable: true, description: 'The scorecard it would replace: the latest version when proposed.' })
  previous!: ScorecardType | null;
  @Field(() => String, { nullable: true, description: 'The note the new version would carry: why the change is proposed.' })
  changeNote!: string | null;
  @Field(() => Int, {
    nullable: true,
    description: 'The latest scorecard version when proposed, which previous and impact were computed on.',
  })
  baseVersion!: number | null;
  @Field(() => ScorecardReplayType, {
    description: 'The what-if replay of the change over every stored credit analysis, computed when proposed (sample of at most 10).',
  })
  impact!: ScorecardReplayResult;
  @Field(() => Int, { nullable: true, description: 'The scorecard version the approval wrote; null unless approved.' })
  appliedVersion!: number | null;
}

@ObjectType({
  description:
    'What submitScorecardChange did: saved at once (REQUIRE_RULE_APPROVAL off) or stored as a proposal waiting for a second admin (on).',
})
export class ScorecardChangeOutcome {
  @Field(() => Boolean, { description: 'True when the change was saved as a new version; false when it was only proposed.' })
  applied!: boolean;
  @Field(() => ScorecardVersionType, { nullable: true, description: 'The version saved, when applied; null when proposed.' })
  scorecard!: ScorecardVersionType | null;
  @Field(() => ScorecardChangeProposalType, {
    nullable: true,
    description: 'The proposal, when the change needs approval; null when applied.',
  })
  proposal!: ScorecardChangeProposalType | null;
}

/** A scorecard proposal in GraphQL's shape. */
export const scorecardProposalType = (v: ScorecardProposalView): ScorecardChangeProposalType => ({
  ...v,
  scorecard: scorecardType(v.scorecard),
  previous: v.previous && scorecardType(v.previous),
});
