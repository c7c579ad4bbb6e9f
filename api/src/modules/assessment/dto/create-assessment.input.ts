import { IsDate, IsOptional } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { Answer, TradingYears } from '../assessment.enums.js';
import { LIMIT_NOTES, Rules } from './assessment-fields.js';

@InputType({ description: 'The merged wizard answers; the server computes status and rationale.' })
export class CreateAssessmentInput {
  @Field(() => String, { description: LIMIT_NOTES.short }) @Rules.companyName() companyName!: string;
  @Field(() => String, { description: LIMIT_NOTES.short }) @Rules.countryOfRegistration() countryOfRegistration!: string;
  @Field(() => String, { description: LIMIT_NOTES.short }) @Rules.countryOfBusiness() countryOfBusiness!: string;
  @Field(() => String, { description: LIMIT_NOTES.long }) @Rules.address() address!: string;
  @Field(() => String, { description: `At least 10 characters. ${LIMIT_NOTES.long}` }) @Rules.businessRationale() businessRationale!: string;
  @Field(() => String, { description: LIMIT_NOTES.short }) @Rules.serviceType() serviceType!: string;
  @Field(() => String, { nullable: true, description: `Contacts to use if the company is rejected. ${LIMIT_NOTES.long}` })
  @Rules.alternativeContacts()
  alternativeContacts?: string | null;

  @Field(() => Boolean, { description: 'Legal actions, fines or sanctions.' }) @Rules.flag('hasLegalActions') hasLegalActions!: boolean;
  @Field(() => Boolean, { description: 'Can provide two recent project references.' })
  @Rules.flag('canProvideReferences')
  canProvideReferences!: boolean;
  @Field(() => Answer) @Rules.answer('managementReputation') managementReputation!: Answer;
  @Field(() => Answer) @Rules.answer('managementCapacity') managementCapacity!: Answer;
  @Field(() => TradingYears) @Rules.tradingYears() tradingYears!: TradingYears;
  @Field(() => Boolean) @Rules.flag('hasAuditedFinancials') hasAuditedFinancials!: boolean;
  @Field(() => Boolean) @Rules.flag('hasSufficientLiquidity') hasSufficientLiquidity!: boolean;
  @Field(() => Boolean, { description: 'Profitable in the last two years.' }) @Rules.flag('isProfitable') isProfitable!: boolean;
  @Field(() => Boolean, { description: 'Equity above $1 million.' }) @Rules.flag('hasEquityAbove1M') hasEquityAbove1M!: boolean;
  @Field(() => Boolean) @Rules.flag('hasConsistentRevenue') hasConsistentRevenue!: boolean;

  @Field(() => Date, { nullable: true, description: 'When the analyst opened the first wizard step; gives the processing time.' })
  @IsOptional()
  @IsDate({ message: 'startedAt must be a date-time' })
  startedAt?: Date | null;
}
