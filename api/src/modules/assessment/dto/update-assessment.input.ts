import { Allow, IsInt, IsOptional, Min } from 'class-validator';
import { Omittable } from '../../../core/validation.js';
import { FinancialsInput } from '../../credit/dto/financials.types.js';
import { OwnerInput } from '../../ownership/dto/ownership.types.js';
import { Field, InputType, Int } from 'type-graphql';
import { Answer, TradingYears } from '../../kernel/assessment.enums.js';
import { ASSESSMENT_TEXT_LIMITS, LIMIT_NOTES, MAX_KEY_PEOPLE, Rules } from './assessment-fields.js';

@InputType({
  description:
    'A partial update: only the fields given change (each with the same rules as in CreateAssessmentInput); omit a field to keep it. The decision is re-evaluated with the current rules.',
})
export class UpdateAssessmentInput {
  @Field(() => String, { nullable: true, description: `The counterparty company, not blank. ${LIMIT_NOTES.short}` })
  @Omittable()
  @Rules.companyName()
  companyName?: string;
  @Field(() => String, { nullable: true, description: `Country of registration, not blank. ${LIMIT_NOTES.short}` })
  @Omittable()
  @Rules.countryOfRegistration()
  countryOfRegistration?: string;
  @Field(() => String, { nullable: true, description: `Country of the place of business, not blank. ${LIMIT_NOTES.short}` })
  @Omittable()
  @Rules.countryOfBusiness()
  countryOfBusiness?: string;
  @Field(() => String, { nullable: true, description: `Business address, not blank. ${LIMIT_NOTES.long}` })
  @Omittable()
  @Rules.address()
  address?: string;
  @Field(() => String, {
    nullable: true,
    description: `Why the team wants to work with the company; at least 10 characters. ${LIMIT_NOTES.long}`,
  })
  @Omittable()
  @Rules.businessRationale()
  businessRationale?: string;
  @Field(() => String, { nullable: true, description: `The service the company would provide, not blank. ${LIMIT_NOTES.short}` })
  @Omittable()
  @Rules.serviceType()
  serviceType?: string;
  @Field(() => String, {
    nullable: true,
    description: `Contacts to use if the company is rejected; null or blank removes them. ${LIMIT_NOTES.long}`,
  })
  @Rules.alternativeContacts()
  alternativeContacts?: string | null;
  @Field(() => [String], {
    nullable: true,
    description: `Directors and beneficial owners (replaces the list; null or [] removes them); the assessment is screened again. At most ${MAX_KEY_PEOPLE} names of ${ASSESSMENT_TEXT_LIMITS.short} characters.`,
  })
  @Rules.keyPeople()
  keyPeople?: string[] | null;
  @Field(() => Boolean, { nullable: true, description: 'The company has legal actions, fines or sanctions against it.' })
  @Omittable()
  @Rules.flag('hasLegalActions')
  hasLegalActions?: boolean;
  @Field(() => Boolean, { nullable: true, description: 'The company can provide two recent project references.' })
  @Omittable()
  @Rules.flag('canProvideReferences')
  canProvideReferences?: boolean;
  @Field(() => Answer, { nullable: true, description: 'Is management transparent and of good reputation?' })
  @Omittable()
  @Rules.answer('managementReputation')
  managementReputation?: Answer;
  @Field(() => Answer, { nullable: true, description: 'Does management have the capacity to deliver?' })
  @Omittable()
  @Rules.answer('managementCapacity')
  managementCapacity?: Answer;
  @Field(() => TradingYears, { nullable: true, description: 'How long the company has traded.' })
  @Omittable()
  @Rules.tradingYears()
  tradingYears?: TradingYears;
  @Field(() => Boolean, { nullable: true, description: 'The company has two years of audited financials.' })
  @Omittable()
  @Rules.flag('hasAuditedFinancials')
  hasAuditedFinancials?: boolean;
  @Field(() => Boolean, { nullable: true, description: 'The company has sufficient liquidity.' })
  @Omittable()
  @Rules.flag('hasSufficientLiquidity')
  hasSufficientLiquidity?: boolean;
  @Field(() => Boolean, { nullable: true, description: 'The company was profitable in the last two years.' })
  @Omittable()
  @Rules.flag('isProfitable')
  isProfitable?: boolean;
  @Field(() => Boolean, { nullable: true, description: 'The company has equity above $1 million.' })
  @Omittable()
  @Rules.flag('hasEquityAbove1M')
  hasEquityAbove1M?: boolean;
  @Field(() => Boolean, { nullable: true, description: 'The company has consistent or growing revenue.' })
  @Omittable()
  @Rules.flag('hasConsistentRevenue')
  hasConsistentRevenue?: boolean;
  @Field(() => FinancialsInput, {
    nullable: true,
    description:
      'Replaces the financial statements as a whole (validated as in CreateAssessmentInput); null removes them and the credit analysis; omit to keep them.',
  })
  // Kept as given here; parseFinancials (credit module) validates it in cleanAnswers.
  @Allow()
  financials?: FinancialsInput | null;
  @Field(() => Int, {
    nullable: true,
    description:
      'The revision the change was made on (Assessment.revision; REST: the ETag of GET /api/assessments/{id} as If-Match, or this field): when the assessment has changed since, the update is refused (CONFLICT, field revision) instead of overwriting that change. Omit to change the current revision, whatever it is.',
  })
  @IsOptional()
  @IsInt({ message: 'revision (the revision of the assessment you edited) must be a whole number' })
  @Min(1, { message: 'revision (the revision of the assessment you edited) must be at least 1' })
  revision?: number | null;
  @Field(() => String, {
    nullable: true,
    description:
      "The company's Legal Entity Identifier (ISO 17442: 20 characters, check digits verified; spaces and case ignored); null or blank for none. Looked up in the LEI register for its status (rule field leiStatus) and its ultimate parent.",
  })
  // Kept as given here; cleanAnswers checks it (BAD_USER_INPUT naming lei).
  @Allow()
  lei?: string | null;

  @Field(() => [OwnerInput], {
    nullable: true,
    description:
      'Who owns the company (replaces the list; null or [] removes them; the assessment is screened again): a flat list of holdings, each in the company or in a company owner (parentId); every owner is screened. Validated as a whole: BAD_USER_INPUT naming the field, e.g. owners[3].percent.',
  })
  // Kept as given here; parseOwners (ownership module) validates it in cleanAnswers.
  @Allow()
  owners?: OwnerInput[] | null;
}
