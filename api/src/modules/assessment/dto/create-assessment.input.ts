import { Allow, IsDate, IsOptional } from 'class-validator';
import { FinancialsInput } from '../../credit/dto/financials.types.js';
import { OwnerInput } from '../../ownership/dto/ownership.types.js';
import { Field, InputType } from 'type-graphql';
import { Answer, TradingYears } from '../../kernel/assessment.enums.js';
import { ASSESSMENT_TEXT_LIMITS, LIMIT_NOTES, MAX_KEY_PEOPLE, Rules } from './assessment-fields.js';

@InputType({ description: 'The merged wizard answers; the server computes status and rationale. Text is stored trimmed.' })
export class CreateAssessmentInput {
  @Field(() => String, { description: `The counterparty company, not blank. ${LIMIT_NOTES.short}` })
  @Rules.companyName()
  companyName!: string;
  @Field(() => String, { description: `Country where the company is registered, not blank. ${LIMIT_NOTES.short}` })
  @Rules.countryOfRegistration()
  countryOfRegistration!: string;
  @Field(() => String, { description: `Country of its place of business, not blank. ${LIMIT_NOTES.short}` })
  @Rules.countryOfBusiness()
  countryOfBusiness!: string;
  @Field(() => String, { description: `Business address, not blank. ${LIMIT_NOTES.long}` }) @Rules.address() address!: string;
  @Field(() => String, { description: `Why the team wants to work with the company; at least 10 characters. ${LIMIT_NOTES.long}` })
  @Rules.businessRationale()
  businessRationale!: string;
  @Field(() => String, { description: `The service the company would provide, not blank. ${LIMIT_NOTES.short}` })
  @Rules.serviceType()
  serviceType!: string;
  @Field(() => String, {
    nullable: true,
    description: `Contacts to use if the company is rejected; null or blank for none. ${LIMIT_NOTES.long}`,
  })
  @Rules.alternativeContacts()
  alternativeContacts?: string | null;
  @Field(() => [String], {
    nullable: true,
    description: `Directors and beneficial owners, screened with the company against the sanctions and watch lists; blank names are dropped. At most ${MAX_KEY_PEOPLE} names of ${ASSESSMENT_TEXT_LIMITS.short} characters.`,
  })
  @Rules.keyPeople()
  keyPeople?: string[] | null;

  @Field(() => Boolean, { description: 'The company has legal actions, fines or sanctions against it.' })
  @Rules.flag('hasLegalActions')
  hasLegalActions!: boolean;
  @Field(() => Boolean, { description: 'The company can provide two recent project references.' })
  @Rules.flag('canProvideReferences')
  canProvideReferences!: boolean;
  @Field(() => Answer, { description: 'Is management transparent and of good reputation?' })
  @Rules.answer('managementReputation')
  managementReputation!: Answer;
  @Field(() => Answer, { description: 'Does management have the capacity to deliver?' })
  @Rules.answer('managementCapacity')
  managementCapacity!: Answer;
  @Field(() => TradingYears, { description: 'How long the company has traded.' }) @Rules.tradingYears() tradingYears!: TradingYears;
  @Field(() => Boolean, { description: 'The company has two years of audited financials.' })
  @Rules.flag('hasAuditedFinancials')
  hasAuditedFinancials!: boolean;
  @Field(() => Boolean, { description: 'The company has sufficient liquidity.' })
  @Rules.flag('hasSufficientLiquidity')
  hasSufficientLiquidity!: boolean;
  @Field(() => Boolean, { description: 'The company was profitable in the last two years.' })
  @Rules.flag('isProfitable')
  isProfitable!: boolean;
  @Field(() => Boolean, { description: 'The company has equity above $1 million.' })
  @Rules.flag('hasEquityAbove1M')
  hasEquityAbove1M!: boolean;
  @Field(() => Boolean, { description: 'The company has consistent or growing revenue.' })
  @Rules.flag('hasConsistentRevenue')
  hasConsistentRevenue!: boolean;

  @Field(() => FinancialsInput, {
    nullable: true,
    description:
      'Financial statements for credit analysis (1 to 3 fiscal years); omitted or null: the checkbox-only path, no credit analysis. Validated as a whole: BAD_USER_INPUT naming the field, e.g. financials.statements[0].totalAssets.',
  })
  // Kept as given here; parseFinancials (credit module) validates it in cleanAnswers.
  @Allow()
  financials?: FinancialsInput | null;

  @Field(() => Date, {
    nullable: true,
    description:
      'When the analyst opened the first wizard step (ISO 8601 date-time); processingTimeMs runs from it. Omitted, or more than 7 days ago: no processing time.',
  })
  @IsOptional()
  @IsDate({ message: 'startedAt must be a date-time' })
  startedAt?: Date | null;
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
      'Who owns the company: a flat list of holdings, each in the company or in a company owner (parentId); every owner is screened. Validated as a whole: BAD_USER_INPUT naming the field, e.g. owners[3].percent.',
  })
  // Kept as given here; parseOwners (ownership module) validates it in cleanAnswers.
  @Allow()
  owners?: OwnerInput[] | null;
}
