import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { registerEnumType } from 'type-graphql';
import type { AssessmentStatus } from '../assessment/assessment.enums.js';
import { User } from '../user/user.entity.js';
import type { DeletedUser } from '../user/user-summary.js';
import type { RuleChangeAction } from './dto/replay.types.js';
import type { RuleSnapshot } from './rule-set-version.entity.js';

export enum RuleChangeProposalStatus {
  PENDING = 'pending',
  APPROVED = 'approved',
  REJECTED = 'rejected',
}
registerEnumType(RuleChangeProposalStatus, {
  name: 'RuleChangeProposalStatus',
  description: 'Where a proposed rule change stands (REQUIRE_RULE_APPROVAL). Stored as pending, approved, rejected.',
  valuesConfig: {
    PENDING: { description: 'Waiting for a second admin; the rules are unchanged.' },
    APPROVED: { description: 'Approved by a second admin and applied (see appliedVersion).' },
    REJECTED: { description: 'Rejected (with a note); the rules were never changed by it.' },
  },
});

/** The change as applyRuleChange takes it once validated: what a save would have received. */
export interface StoredRuleChange {
  action: RuleChangeAction;
  ruleId?: string;
  /** The validated CreateRuleInput or UpdateRuleInput fields (stored values); none for a delete. */
  input?: Record<string, unknown>;
}

/** The what-if replay computed when the change was proposed (ReplayResult, sample shortened). */
export interface StoredReplay {
  evaluated: number;
  changed: number;
  matrix: { from: AssessmentStatus; to: AssessmentStatus; count: number }[];
  sample: {
    assessmentId: string;
    companyName: string;
    fromStatus: AssessmentStatus;
    toStatus: AssessmentStatus;
    oldRationale: string;
    newRationale: string;
  }[];
}

/**
 * A rule change one admin proposed while REQUIRE_RULE_APPROVAL is on: nothing changes until a
 * second admin approves it (then it is applied exactly as a direct save) or rejects it.
 */
@Entity({ tableName: 'rule_change_proposals' })
@Index({ properties: ['status', 'proposedAt'] })
export class RuleChangeProposal {
  // Columns with a default that `em.create` may leave out.
  [OptionalProps]?: 'status';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Enum({ items: () => RuleChangeProposalStatus, default: RuleChangeProposalStatus.PENDING })
  status: RuleChangeProposalStatus = RuleChangeProposalStatus.PENDING;

  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true })
  proposedBy?: User | null;

  /** The proposer's account as it stood when it was deleted (the foreign key is then null); null otherwise. */
  @Property({ type: 'json', nullable: true })
  proposedByDeleted?: DeletedUser | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  proposedAt: Opt<Date> = new Date();

  @Property({ type: 'json' })
  change!: StoredRuleChange;

  /** The rule updated or deleted; for a create, the rule made once approved. Not a foreign key: rules are deleted. */
  @Property({ type: 'uuid', nullable: true })
  ruleId?: string | null;

  /** The rule's name: as proposed (create, update) or as it stood (delete). */
  @Property({ type: 'string', length: 255 })
  ruleName!: string;

  /** The latest rule-set version when proposed: what `before`, `after` and `impact` were computed on. */
  @Property({ type: 'integer', nullable: true })
  baseVersion?: number | null;

  @Property({ type: 'json', nullable: true })
  before?: RuleSnapshot | null;

  @Property({ type: 'json', nullable: true })
  after?: RuleSnapshot | null;

  @Property({ type: 'json' })
  impact!: StoredReplay;

  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true })
  decidedBy?: User | null;

  /** The decider's account as it stood when it was deleted (the foreign key is then null); null otherwise. */
  @Property({ type: 'json', nullable: true })
  decidedByDeleted?: DeletedUser | null;

  @Property({ type: 'datetime', nullable: true })
  decidedAt?: Date | null;

  @Property({ type: 'text', nullable: true })
  note?: string | null;

  /** The rule-set version the approval wrote. */
  @Property({ type: 'integer', nullable: true })
  appliedVersion?: number | null;
}
