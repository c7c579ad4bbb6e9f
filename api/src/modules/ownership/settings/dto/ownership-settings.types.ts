import { Field, Float, Int, ObjectType } from 'type-graphql';
import { ProposalStatus } from '../../../approval/change-proposal.entity.js';
import { ProposalStandingType } from '../../../approval/dto/proposal-standing.type.js';

@ObjectType('OwnershipThresholds', { description: 'The two ownership thresholds, in percent (each above 0 and at most 100).' })
export class OwnershipThresholdsType {
  @Field(() => Float, {
    description: 'A person holding at least this share of the company, directly or along ownership chains, is a beneficial owner.',
  })
  uboThresholdPercent!: number;
  @Field(() => Float, {
    description: 'An aggregated share held by listed (screening-hit) owners at or above this is a finding on the company itself.',
  })
  blockedOwnershipPercent!: number;
}

@ObjectType('OwnershipSettings', {
  description:
    'The ownership thresholds in force for new and edited assessments: the latest version an admin saved, else the configured defaults (UBO_THRESHOLD_PERCENT, BLOCKED_OWNERSHIP_PERCENT).',
})
export class OwnershipSettingsType extends OwnershipThresholdsType {
  @Field(() => Int, { nullable: true, description: 'The version in force; null while the configured defaults apply.' })
  version!: number | null;
  @Field(() => Date, { nullable: true, description: 'When that version was saved (ISO 8601 date-time, UTC); null for the defaults.' })
  createdAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'Who saved it, as named then; null for the defaults.' })
  authorName!: string | null;
  @Field(() => String, { nullable: true, description: 'Why the change was made; null when none was given.' })
  note!: string | null;
  @Field(() => OwnershipThresholdsType, {
    description: 'The configured defaults (UBO_THRESHOLD_PERCENT, BLOCKED_OWNERSHIP_PERCENT), in force until an admin saves a version.',
  })
  defaults!: OwnershipThresholdsType;
}

@ObjectType('OwnershipSettingsChangeProposal', {
  description:
    'An ownership settings change proposed by one admin while REQUIRE_RULE_APPROVAL is on: the thresholds stay as they are until a second admin approves it (saved as a new version, exactly as a direct save) or rejects it.',
})
export class OwnershipSettingsChangeProposalType extends ProposalStandingType {
  @Field(() => ProposalStatus, { description: 'Pending, approved (applied) or rejected.' }) status!: ProposalStatus;
  @Field(() => OwnershipThresholdsType, { description: 'The thresholds as proposed.' }) settings!: OwnershipThresholdsType;
  @Field(() => OwnershipThresholdsType, {
    nullable: true,
    description: 'The thresholds it would replace: those in force when proposed.',
  })
  previous!: OwnershipThresholdsType | null;
  @Field(() => String, { nullable: true, description: 'The note the new version would carry: why the change is proposed.' })
  changeNote!: string | null;
  @Field(() => Int, {
    nullable: true,
    description: 'The ownership settings version in force when proposed; null when the configured defaults were.',
  })
  baseVersion!: number | null;
  @Field(() => Int, { nullable: true, description: 'The ownership settings version the approval wrote; null unless approved.' })
  appliedVersion!: number | null;
}

@ObjectType({
  description:
    'What submitOwnershipSettingsChange did: saved at once (REQUIRE_RULE_APPROVAL off) or stored as a proposal waiting for a second admin (on).',
})
export class OwnershipSettingsChangeOutcome {
  @Field(() => Boolean, { description: 'True when the change was saved as a new version; false when it was only proposed.' })
  applied!: boolean;
  @Field(() => OwnershipSettingsType, { nullable: true, description: 'The settings saved, when applied; null when proposed.' })
  settings!: OwnershipSettingsType | null;
  @Field(() => OwnershipSettingsChangeProposalType, {
    nullable: true,
    description: 'The proposal, when the change needs approval; null when applied.',
  })
  proposal!: OwnershipSettingsChangeProposalType | null;
}
