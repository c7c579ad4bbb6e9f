import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { RuleCondition, RuleType } from '../decision-engine/rule-types.js';

export { RuleCondition, RuleType };

registerEnumType(RuleType, {
  name: 'RuleType',
  description:
    'What a matching rule does to the decision. Stored as mandatory_reject, reject, warning (the values of RuleSnapshotType.ruleType).',
  valuesConfig: {
    MANDATORY_REJECT: { description: 'Rejects; listed first in the rationale as "Automatic rejection: …".' },
    REJECT: { description: 'Rejects; listed as "Rejected: …" by priority.' },
    WARNING: { description: 'Gives caution unless a reject rule also matched; listed as "Caution: …" by priority.' },
  },
});
registerEnumType(RuleCondition, {
  name: 'RuleCondition',
  description:
    'How a rule compares the assessment field with its value. Stored as equals, not_equals, in, not_in, greater_than, less_than, between (the values of RuleSnapshotType.condition). The last three compare numeric fields only, and numeric fields take only them.',
  valuesConfig: {
    EQUALS: { description: 'The field equals the single value.' },
    NOT_EQUALS: { description: 'The field differs from the single value.' },
    IN: { description: 'The field is one of the comma-separated values.' },
    NOT_IN: { description: 'The field is none of the comma-separated values.' },
    GREATER_THAN: { description: 'The numeric field is above the value (a figure that is absent never is).' },
    LESS_THAN: { description: 'The numeric field is below the value (a figure that is absent never is).' },
    BETWEEN: { description: 'The numeric field is within the value `low,high`, both ends included.' },
  },
});

/** A decision rule: when `field` compared with `value` by `condition` holds, the rule matches. */
@ObjectType({ description: 'A decision rule: when `field` compared with `value` by `condition` holds, it matches.' })
@Entity({ tableName: 'rule_configs' })
@Index({ properties: ['enabled', 'priority'] })
export class RuleConfig {
  @Field(() => ID, { description: 'The rule id (UUID).' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field(() => String, { description: 'Name shown to admins and in rule traces; at most 255 characters.' })
  @Property({ type: 'string', length: 255 })
  name!: string;

  @Field(() => String, { nullable: true, description: "The admins' note on the rule; at most 2,000 characters; null when none." })
  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Field(() => RuleType, { description: 'What a match does.' })
  @Enum({ items: () => RuleType, default: RuleType.WARNING })
  ruleType: Opt<RuleType> = RuleType.WARNING;

  @Field(() => String, {
    description:
      'The assessment field tested: an answer (hasLegalActions, canProvideReferences, managementReputation, managementCapacity, tradingYears, hasAuditedFinancials, hasSufficientLiquidity, isProfitable, hasEquityAbove1M, hasConsistentRevenue, countryOfRegistration, countryOfBusiness, serviceType), screeningStatus, or a credit figure from the financial statements (Query.ruleFields lists them all with their kinds).',
  })
  @Property({ type: 'string', length: 64 })
  field!: string;

  @Field(() => RuleCondition, { description: 'How the field is compared with value.' })
  @Enum({ items: () => RuleCondition, default: RuleCondition.EQUALS })
  condition: Opt<RuleCondition> = RuleCondition.EQUALS;

  @Field(() => String, {
    description:
      'What the field is compared with, as text: true or false for booleans; stored enum values (yes, no, unknown; <2, 2-3, 3-5, >5; safe, grey, distress; A to E); any text for the text fields (compared case-insensitively, trimmed); a plain decimal number for numeric fields. A comma-separated list for IN and NOT_IN; `low,high` for BETWEEN.',
  })
  @Property({ type: 'text' })
  value!: string;

  @Field(() => Boolean, { description: 'Only enabled rules decide assessments.' })
  @Property({ type: 'boolean', default: true })
  enabled: Opt<boolean> = true;

  @Field(() => Int, { description: 'Order in the rationale and in the rule list: lower numbers first (ties by name).' })
  @Property({ type: 'integer', default: 0 })
  priority: Opt<number> = 0;

  @Field(() => String, { description: 'The sentence the rationale quotes when the rule matches; at most 2,000 characters.' })
  @Property({ type: 'text' })
  message!: string;

  @Field(() => Date, { description: 'When the rule was created (ISO 8601 date-time, UTC).' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Field(() => Date, { description: 'When the rule last changed (ISO 8601 date-time, UTC).' })
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
