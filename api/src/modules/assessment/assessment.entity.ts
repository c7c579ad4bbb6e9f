import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { User } from '../user/user.entity.js';
import { Answer, AssessmentStatus, TradingYears } from './assessment.enums.js';

/** A counterparty assessment: the analyst's answers plus the server-computed decision. */
@Entity({ tableName: 'assessments' })
@Index({ properties: ['createdAt', 'id'] })
@Index({ properties: ['status', 'createdAt', 'id'] })
export class Assessment {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  @Property({ type: 'string', length: 255 })
  companyName!: string;

  @Property({ type: 'string', length: 255 })
  countryOfRegistration!: string;

  @Property({ type: 'string', length: 255 })
  countryOfBusiness!: string;

  @Property({ type: 'text' })
  address!: string;

  @Property({ type: 'text' })
  businessRationale!: string;

  @Property({ type: 'string', length: 255 })
  serviceType!: string;

  @Property({ type: 'text', nullable: true })
  alternativeContacts?: string | null;

  @Property({ type: 'boolean' })
  hasLegalActions!: boolean;

  @Property({ type: 'boolean' })
  canProvideReferences!: boolean;

  @Enum({ items: () => Answer })
  managementReputation!: Answer;

  @Enum({ items: () => Answer })
  managementCapacity!: Answer;

  @Enum({ items: () => TradingYears })
  tradingYears!: TradingYears;

  @Property({ type: 'boolean' })
  hasAuditedFinancials!: boolean;

  @Property({ type: 'boolean' })
  hasSufficientLiquidity!: boolean;

  @Property({ type: 'boolean' })
  isProfitable!: boolean;

  @Property({ type: 'boolean' })
  hasEquityAbove1M!: boolean;

  @Property({ type: 'boolean' })
  hasConsistentRevenue!: boolean;

  @Enum({ items: () => AssessmentStatus })
  status!: AssessmentStatus;

  @Property({ type: 'text' })
  rationale!: string;

  @Property({ type: 'text', nullable: true })
  newsArticleUrl?: string | null;

  @Property({ type: 'text', nullable: true })
  newsSummary?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
