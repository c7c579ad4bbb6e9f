import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { OptionalProps, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { RuleTraceEntry } from './dto/rule-trace-entry.type.js';
import { BatchUpload } from '../batch/batch-upload.entity.js';
import { User } from '../user/user.entity.js';
import { Answer, AssessmentStatus, TradingYears } from './assessment.enums.js';

/** A counterparty assessment: the analyst's answers plus the server-computed decision. */
@ObjectType({ description: "A counterparty assessment: the analyst's answers and the server-computed decision." })
@Entity({ tableName: 'assessments' })
@Index({ properties: ['createdAt', 'id'] })
@Index({ properties: ['status', 'createdAt', 'id'] })
// Each CSV row becomes at most one assessment, whatever happens to the worker processing it.
@Unique({ properties: ['batch', 'batchRow'] })
export class Assessment {
  [OptionalProps]?: 'userId';

  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  /** The CSV upload this assessment came from, and its spreadsheet row number. */
  @ManyToOne(() => BatchUpload, { deleteRule: 'set null', nullable: true })
  batch?: BatchUpload | null;

  @Property({ type: 'integer', nullable: true })
  batchRow?: number | null;

  @Field(() => ID, { description: 'The analyst who created the assessment.' })
  get userId(): string {
    return this.user.id;
  }

  @Field(() => String)
  @Property({ type: 'string', length: 255 })
  companyName!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 255 })
  countryOfRegistration!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 255 })
  countryOfBusiness!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  address!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  businessRationale!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 255 })
  serviceType!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  alternativeContacts?: string | null;

  @Field(() => Boolean, { description: 'Legal actions, fines or sanctions.' })
  @Property({ type: 'boolean' })
  hasLegalActions!: boolean;

  @Field(() => Boolean, { description: 'Can provide two recent project references.' })
  @Property({ type: 'boolean' })
  canProvideReferences!: boolean;

  @Field(() => Answer)
  @Enum({ items: () => Answer })
  managementReputation!: Answer;

  @Field(() => Answer)
  @Enum({ items: () => Answer })
  managementCapacity!: Answer;

  @Field(() => TradingYears)
  @Enum({ items: () => TradingYears })
  tradingYears!: TradingYears;

  @Field(() => Boolean, { description: 'Two years of audited financials.' })
  @Property({ type: 'boolean' })
  hasAuditedFinancials!: boolean;

  @Field(() => Boolean)
  @Property({ type: 'boolean' })
  hasSufficientLiquidity!: boolean;

  @Field(() => Boolean, { description: 'Profitable in the last two years.' })
  @Property({ type: 'boolean' })
  isProfitable!: boolean;

  @Field(() => Boolean, { description: 'Equity above $1 million.' })
  @Property({ type: 'boolean' })
  hasEquityAbove1M!: boolean;

  @Field(() => Boolean, { description: 'Consistent or growing revenue.' })
  @Property({ type: 'boolean' })
  hasConsistentRevenue!: boolean;

  @Field(() => AssessmentStatus)
  @Enum({ items: () => AssessmentStatus })
  status!: AssessmentStatus;

  @Field(() => String)
  @Property({ type: 'text' })
  rationale!: string;

  @Field(() => [RuleTraceEntry], { description: 'Risk flags: the rules that matched when the decision was made, as they were then.' })
  /** The rules that matched when the decision was made, as they were then. */
  @Property({ type: 'json', default: '[]' })
  ruleTrace: Opt<RuleTraceEntry[]> = [];

  @Field(() => Int, { nullable: true, description: 'The rule-set version that decided this assessment.' })
  @Property({ type: 'integer', nullable: true })
  ruleSetVersion?: number | null;

  /** From the wizard's first step (or a batch row's pickup) to the decision. */
  @Field(() => Int, { nullable: true, description: 'Milliseconds from the first wizard step (or batch pickup) to the decision.' })
  @Property({ type: 'integer', nullable: true })
  processingTimeMs?: number | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  newsArticleUrl?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  newsSummary?: string | null;

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
