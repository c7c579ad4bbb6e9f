import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { DecimalType, OptionalProps, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { RuleTraceEntry } from './dto/rule-trace-entry.type.js';
import type { CreditAnalysis } from '../credit/credit-analysis.js';
import { CreditAnalysisType } from '../credit/dto/credit-analysis.types.js';
import { FinancialsType } from '../credit/dto/financials.types.js';
import type { Financials } from '../credit/financials.js';
import { User } from '../user/user.entity.js';
import type { Owner } from '../ownership/ownership.js';
import { OwnershipAnalysisType, OwnerType } from '../ownership/dto/ownership.types.js';
import type { StoredOwnershipAnalysis } from './assessment-ownership.js';
import type { ScreeningStatus } from '../decision-engine/rule-fields.js';
import { screeningStatus, type ScreeningRecord } from '../screening/assessment-screening.js';
import { AssessmentScreeningType } from '../screening/dto/assessment-screening.types.js';
import {
  Answer,
  AssessmentStatus,
  DECISION_STATUSES,
  ReviewStatus,
  TradingYears,
  type DecisionStatus,
} from '../kernel/assessment.enums.js';
import { FinalReviewType, SupersededReviewType } from './dto/final-review.type.js';
import { reviewReasons, type FinalReview, type SupersededReview } from './four-eyes.js';

/** A counterparty assessment: the analyst's answers plus the server-computed decision. */
@ObjectType({ description: "A counterparty assessment: the analyst's answers and the server-computed decision." })
@Entity({ tableName: 'assessments' })
@Index({ properties: ['createdAt', 'id'] })
@Index({ name: 'assessments_counterparty_id_index', properties: ['counterpartyId', 'createdAt'] })
@Index({ properties: ['status', 'createdAt', 'id'] })
// The review queue: pending ones, oldest first.
@Index({ properties: ['reviewStatus', 'createdAt', 'id'] })
// Each CSV row becomes at most one assessment, whatever happens to the worker processing it.
@Unique({ properties: ['batch', 'batchRow'] })
// Each client key of an analyst's creates at most one assessment (a repeated submit answers it).
@Unique({ properties: ['user', 'idempotencyKey'] })
export class Assessment {
  [OptionalProps]?: 'userId' | 'reviewStatus' | 'revision' | 'reviewReasons' | 'approvalExpired';

  @Field(() => ID, { description: 'The assessment id (UUID).' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  /**
   * The CSV upload this assessment came from (a batch_uploads id), and its spreadsheet row number.
   * An id, not a relation: the batch module builds on this one, so a relation would tie them in a
   * circle. A batch is deleted only with its owner's account, whose assessments go with it.
   */
  @Property({ type: 'uuid', nullable: true, fieldName: 'batch_id', index: true })
  batch?: string | null;

  @Property({ type: 'integer', nullable: true })
  batchRow?: number | null;

  /** The counterparty it belongs to (counterparties), grouped by name and country when it was made; null only until linked. */
  @Field(() => ID, { nullable: true, description: 'The counterparty it belongs to: every assessment of one company over time.' })
  @Property({ type: 'uuid', nullable: true })
  counterpartyId?: string | null;

  /** The creating client's key (Idempotency-Key): a request repeated with it answers this assessment instead of making another. */
  @Property({ type: 'string', length: 100, nullable: true })
  idempotencyKey?: string | null;

  /** SHA-256 of the answers the key was first used with: the same key with other answers is refused. */
  @Property({ type: 'string', length: 64, nullable: true })
  idempotencyFingerprint?: string | null;

  @Field(() => ID, { description: 'Id of the analyst who created the assessment (createdBy gives the name).' })
  get userId(): string {
    return this.user.id;
  }

  @Field(() => String, { description: 'The counterparty company; at most 200 characters.' })
  @Property({ type: 'string', length: 255 })
  companyName!: string;

  @Field(() => String, { description: 'Country where the company is registered, as typed; at most 200 characters.' })
  @Property({ type: 'string', length: 255 })
  countryOfRegistration!: string;

  @Field(() => String, { description: 'Country of its place of business, as typed; at most 200 characters.' })
  @Property({ type: 'string', length: 255 })
  countryOfBusiness!: string;

  @Field(() => String, { description: 'Business address; at most 5,000 characters.' })
  @Property({ type: 'text' })
  address!: string;

  @Field(() => String, { description: 'Why the team wants to work with the company; 10 to 5,000 characters.' })
  @Property({ type: 'text' })
  businessRationale!: string;

  @Field(() => String, { description: 'The service the company would provide; at most 200 characters.' })
  @Property({ type: 'string', length: 255 })
  serviceType!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Contacts to use if the company is rejected; at most 5,000 characters; null when none.',
  })
  @Property({ type: 'text', nullable: true })
  alternativeContacts?: string | null;

  @Field(() => Boolean, { description: 'The company has legal actions, fines or sanctions against it.' })
  @Property({ type: 'boolean' })
  hasLegalActions!: boolean;

  @Field(() => Boolean, { description: 'The company can provide two recent project references.' })
  @Property({ type: 'boolean' })
  canProvideReferences!: boolean;

  @Field(() => Answer, { description: 'Is management transparent and of good reputation?' })
  @Enum({ items: () => Answer })
  managementReputation!: Answer;

  @Field(() => Answer, { description: 'Does management have the capacity to deliver?' })
  @Enum({ items: () => Answer })
  managementCapacity!: Answer;

  @Field(() => TradingYears, { description: 'How long the company has traded.' })
  @Enum({ items: () => TradingYears })
  tradingYears!: TradingYears;

  @Field(() => Boolean, { description: 'The company has two years of audited financials.' })
  @Property({ type: 'boolean' })
  hasAuditedFinancials!: boolean;

  @Field(() => Boolean, { description: 'The company has sufficient liquidity.' })
  @Property({ type: 'boolean' })
  hasSufficientLiquidity!: boolean;

  @Field(() => Boolean, { description: 'The company was profitable in the last two years.' })
  @Property({ type: 'boolean' })
  isProfitable!: boolean;

  @Field(() => Boolean, { description: 'The company has equity above $1 million.' })
  @Property({ type: 'boolean' })
  hasEquityAbove1M!: boolean;

  @Field(() => Boolean, { description: 'The company has consistent or growing revenue.' })
  @Property({ type: 'boolean' })
  hasConsistentRevenue!: boolean;

  @Field(() => [String], {
    description: 'Directors and beneficial owners, screened with the company; up to 20 names of at most 200 characters.',
  })
  @Property({ type: 'json', default: '[]' })
  keyPeople: Opt<string[]> = [];

  @Field(() => FinancialsType, {
    nullable: true,
    description: 'The financial statements given, latest year first; null when none (the checkbox-only path).',
  })
  @Property({ type: 'json', nullable: true })
  financials?: Financials | null;

  @Field(() => String, { nullable: true, description: "The company's LEI (ISO 17442); null when none was given." })
  @Property({ type: 'string', length: 20, nullable: true, index: true })
  lei?: string | null;

  @Field(() => [OwnerType], {
    description: 'Who owns the company, as given: holdings in the company or in its company owners (parentId); empty when none.',
  })
  @Property({ type: 'json', default: '[]' })
  owners: Opt<Owner[]> = [];

  @Field(() => OwnershipAnalysisType, {
    nullable: true,
    description:
      'Server-computed beneficial owners, blocked ownership and graph of the owners, with their screening; recomputed when the screening or its reviews change. Null when no owner is given.',
  })
  @Property({ type: 'json', nullable: true })
  ownershipAnalysis?: StoredOwnershipAnalysis | null;

  @Field(() => CreditAnalysisType, {
    nullable: true,
    description:
      'Server-computed credit analysis of the statements (ratios, Altman Z″, scorecard grade, suggested limit), stored like the decision; null when no statements were given.',
  })
  @Property({ type: 'json', nullable: true })
  creditAnalysis?: CreditAnalysis | null;

  @Field(() => AssessmentScreeningType, {
    nullable: true,
    description: 'Sanctions and watchlist screening of the company and its key people; null for assessments made before screening existed.',
  })
  @Property({ type: 'json', nullable: true })
  screening?: ScreeningRecord | null;

  /** What the decision rules read as screeningStatus. */
  get screeningStatus(): ScreeningStatus {
    return screeningStatus(this.screening);
  }

  @Field(() => AssessmentStatus, {
    description:
      "Where it stands, computed by the server (never sent by clients): PENDING_REVIEW while a four-eyes review is pending, else the decision in force (the reviewer's once recorded, else the rules').",
  })
  @Enum({ items: () => AssessmentStatus })
  status!: AssessmentStatus;

  @Field(() => AssessmentStatus, {
    description:
      'What the enabled rules decided (APPROVED, CAUTION or REJECTED; never PENDING_REVIEW), shown beside a pending or reviewed status.',
  })
  @Enum({ items: [...DECISION_STATUSES] })
  ruleStatus!: DecisionStatus;

  @Field(() => Int, {
    description:
      'Goes up by one with every change to the assessment (answers, figures, screening, decision, review). A four-eyes review names the revision it decides and is refused (CONFLICT, field revision) when the assessment has changed since; REST sends it as the ETag of GET /api/assessments/{id}.',
  })
  @Property({ type: 'integer', version: true, default: 1 })
  revision: Opt<number> = 1;

  /**
   * Who changed its answers, figures or request since its last completed four-eyes review: like the
   * creator, none of them is a second pair of eyes on what they changed (assessment.policy.ts).
   */
  @Property({ type: 'json', default: '[]' })
  unreviewedEditorIds: Opt<string[]> = [];

  @Field(() => String, {
    description:
      'Why: one sentence per matched rule ("Automatic rejection: …" first, then "Rejected: …" or "Caution: …" by priority), or the approval sentence when none matched.',
  })
  @Property({ type: 'text' })
  rationale!: string;

  @Field(() => [RuleTraceEntry], { description: 'Risk flags: the rules that matched when the decision was made, as they were then.' })
  /** The rules that matched when the decision was made, as they were then. */
  @Property({ type: 'json', default: '[]' })
  ruleTrace: Opt<RuleTraceEntry[]> = [];

  /** The decision's `rejectionReasons` (empty unless rejected): what the analytics totals count. */
  @Property({ type: 'json', default: '[]' })
  rejectionReasons: Opt<string[]> = [];

  @Field(() => Int, {
    nullable: true,
    description:
      'Id of the rule-set version that decided this assessment (see ruleSetVersions); null for assessments decided before versions were kept.',
  })
  @Property({ type: 'integer', nullable: true })
  ruleSetVersion?: number | null;

  /** From the wizard's first step (or a batch row's pickup) to the decision. */
  @Field(() => Int, {
    nullable: true,
    description:
      'Milliseconds from the first wizard step (startedAt) or the batch row pickup to the decision; null when unknown or over 7 days.',
  })
  @Property({ type: 'integer', nullable: true })
  processingTimeMs?: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      'URL of the news article last summarized onto this assessment (summarizeNews with assessmentId), after redirects; null when none.',
  })
  @Property({ type: 'text', nullable: true })
  newsArticleUrl?: string | null;

  @Field(() => String, { nullable: true, description: 'The summary of that article; null when none.' })
  @Property({ type: 'text', nullable: true })
  newsSummary?: string | null;

  @Field(() => ReviewStatus, { description: 'Four-eyes review: not required, pending (in the review queue) or completed.' })
  @Enum({ items: () => ReviewStatus, default: ReviewStatus.NOT_REQUIRED })
  reviewStatus: ReviewStatus = ReviewStatus.NOT_REQUIRED;

  @Field(() => FinalReviewType, {
    nullable: true,
    description: 'The final decision a second person recorded; null until then (and again after a re-decision: see supersededReviews).',
  })
  @Property({ type: 'json', nullable: true })
  finalReview?: FinalReview | null;

  @Field(() => [SupersededReviewType], {
    description:
      'Earlier final reviews that a later re-decision replaced, oldest first: a review is never erased, only superseded (and the assessment goes back to the queue when the new decision needs a second look).',
  })
  @Property({ type: 'json', default: '[]' })
  supersededReviews: Opt<SupersededReview[]> = [];

  @Field(() => [String], {
    description:
      'Why it waits for a four-eyes review, as labels to show: "Open screening hit", "Confirmed hit no longer listed", "Caution decision", "Looser than the last review (Rejected)"; empty unless reviewStatus is PENDING.',
  })
  get reviewReasons(): string[] {
    return reviewReasons(this);
  }

  @Field(() => Float, {
    nullable: true,
    description:
      "The credit limit the final review approved, in the statements' currency (creditAnalysis.suggestedLimit.currency), at most the requested limit; null without a final review, on a rejection, or without a requested limit. A re-decision supersedes it with the review.",
  })
  @Property({ type: new DecimalType('number'), precision: 18, scale: 2, nullable: true })
  approvedLimit?: number | null;

  @Field(() => Date, {
    nullable: true,
    description:
      'When the decision falls due for its periodic review (ISO 8601, UTC): by the scorecard grade with statements, else by the decision; null while a four-eyes review is pending. After it an approval and its limit are expired until a re-assessment renews them.',
  })
  @Property({ type: 'datetime', nullable: true })
  nextReviewAt?: Date | null;

  @Field(() => Boolean, {
    description:
      'True once nextReviewAt has passed on an approval or a caution: the approval and its limit are expired until a re-assessment renews them.',
  })
  get approvalExpired(): Opt<boolean> {
    return (
      this.nextReviewAt != null &&
      this.nextReviewAt.getTime() < Date.now() &&
      (this.status === AssessmentStatus.APPROVED || this.status === AssessmentStatus.CAUTION)
    );
  }

  /** When the final review was recorded (a column of its own for the median time to review). */
  @Property({ type: 'datetime', nullable: true })
  reviewedAt?: Date | null;

  @Field(() => Date, { description: 'When the assessment was created (ISO 8601 date-time, UTC); pages are ordered by it, newest first.' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Field(() => Date, { description: 'When the assessment last changed (ISO 8601 date-time, UTC).' })
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
