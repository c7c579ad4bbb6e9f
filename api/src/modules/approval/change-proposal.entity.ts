import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { registerEnumType } from 'type-graphql';
import { User } from '../user/user.entity.js';
import type { DeletedUser } from '../user/user-summary.js';

// The GraphQL name predates scorecard proposals; it is kept so existing clients read it unchanged.
export enum ProposalStatus {
  PENDING = 'pending',
  APPROVED = 'approved',
  REJECTED = 'rejected',
}
registerEnumType(ProposalStatus, {
  name: 'RuleChangeProposalStatus',
  description:
    'Where a proposed rule, scorecard or ownership settings change stands (REQUIRE_RULE_APPROVAL). Stored as pending, approved, rejected.',
  valuesConfig: {
    PENDING: { description: 'Waiting for a second admin; the configuration is unchanged.' },
    APPROVED: { description: 'Approved by a second admin and applied (see appliedVersion).' },
    REJECTED: { description: 'Rejected (with a note); the configuration was never changed by it.' },
  },
});

/** What a proposal changes; each kind is proposed, shown and applied by the module that owns it. */
export enum ProposalKind {
  RULE = 'rule',
  SCORECARD = 'scorecard',
  ACCOUNT = 'account',
  API_KEY = 'api_key',
  OWNERSHIP_SETTINGS = 'ownership_settings',
}

/** How refusals name a change of each kind. */
export const PROPOSAL_LABELS: Record<ProposalKind, string> = {
  [ProposalKind.RULE]: 'rule change',
  [ProposalKind.SCORECARD]: 'scorecard change',
  [ProposalKind.ACCOUNT]: 'account change',
  [ProposalKind.API_KEY]: 'API key change',
  [ProposalKind.OWNERSHIP_SETTINGS]: 'ownership settings change',
};

/** How the proposer's refusal names a change of each kind ("… must be approved by a second admin"). */
export const PROPOSAL_SUBJECTS: Record<ProposalKind, string> = {
  [ProposalKind.RULE]: 'A rule change',
  [ProposalKind.SCORECARD]: 'A scorecard change',
  [ProposalKind.ACCOUNT]: 'A change to an admin account',
  [ProposalKind.API_KEY]: 'An API key with the admin scope',
  [ProposalKind.OWNERSHIP_SETTINGS]: 'An ownership settings change',
};

/**
 * A configuration change one admin proposed while four-eyes is on (REQUIRE_RULE_APPROVAL for rules
 * and scorecards, REQUIRE_ADMIN_APPROVAL for admin accounts): nothing changes until a second admin
 * approves it (then it is applied exactly as a direct change) or rejects it. The kind's module
 * reads `payload`, `before`, `after` and `impact` in its own shapes.
 */
@Entity({ tableName: 'change_proposals' })
@Index({ properties: ['kind', 'status', 'proposedAt'] })
export class ChangeProposal {
  // Columns with a default that `em.create` may leave out.
  [OptionalProps]?: 'status';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Enum({ items: () => ProposalKind })
  kind!: ProposalKind;

  @Enum({ items: () => ProposalStatus, default: ProposalStatus.PENDING })
  status: ProposalStatus = ProposalStatus.PENDING;

  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true })
  proposedBy?: User | null;

  /** The proposer's account as it stood when it was deleted (the foreign key is then null); null otherwise. */
  @Property({ type: 'json', nullable: true })
  proposedByDeleted?: DeletedUser | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  proposedAt: Opt<Date> = new Date();

  /** The validated change as the kind's apply takes it (a rule change; a scorecard and its note; an account change, a new admin's password as its hash until decided). */
  @Property({ type: 'json' })
  payload!: Record<string, unknown>;

  /**
   * What is changed, when it has an id (the rule or account; for a created one, the one made once approved).
   * Not a foreign key: rules are deleted (a deleted account's id is cleared by the users_keep_authors trigger).
   */
  @Property({ type: 'uuid', nullable: true })
  subjectId?: string | null;

  /** What is changed, named: the rule's name (as proposed, or as it stood for a delete), "Scorecard", "Ownership settings", the account's email. */
  @Property({ type: 'string', length: 255 })
  subject!: string;

  /** The latest version (rule set, scorecard, ownership settings) when proposed: what `before`, `after` and `impact` were computed on. */
  @Property({ type: 'integer', nullable: true })
  baseVersion?: number | null;

  @Property({ type: 'json', nullable: true })
  before?: unknown;

  @Property({ type: 'json', nullable: true })
  after?: unknown;

  /** The what-if replay computed when proposed, in the kind's replay shape; null for a kind without one (account). */
  @Property({ type: 'json', nullable: true })
  impact?: unknown;

  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true })
  decidedBy?: User | null;

  /** The decider's account as it stood when it was deleted (the foreign key is then null); null otherwise. */
  @Property({ type: 'json', nullable: true })
  decidedByDeleted?: DeletedUser | null;

  @Property({ type: 'datetime', nullable: true })
  decidedAt?: Date | null;

  @Property({ type: 'text', nullable: true })
  note?: string | null;

  /** The version (rule set, scorecard, ownership settings) the approval wrote; null for a kind without versions (account). */
  @Property({ type: 'integer', nullable: true })
  appliedVersion?: number | null;
}
