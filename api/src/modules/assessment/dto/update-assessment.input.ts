import { IsOptional } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { Answer, TradingYears } from '../assessment.enums.js';
import { LIMIT_NOTES, Rules } from './assessment-fields.js';

@InputType({ description: 'A partial update: only the fields given change; the decision is re-evaluated.' })
export class UpdateAssessmentInput {
  @Field(() => String, { nullable: true, description: LIMIT_NOTES.short }) @IsOptional() @Rules.companyName() companyName?: string;
  @Field(() => String, { nullable: true, description: LIMIT_NOTES.short }) @IsOptional() @Rules.countryOfRegistration() countryOfRegistration?: string;
  @Field(() => String, { nullable: true, description: LIMIT_NOTES.short }) @IsOptional() @Rules.countryOfBusiness() countryOfBusiness?: string;
  @Field(() => String, { nullable: true, description: LIMIT_NOTES.long }) @IsOptional() @Rules.address() address?: string;
  @Field(() => String, { nullable: true, description: `At least 10 characters. ${LIMIT_NOTES.long}` }) @IsOptional() @Rules.businessRationale() businessRationale?: string;
  @Field(() => String, { nullable: true, description: LIMIT_NOTES.short }) @IsOptional() @Rules.serviceType() serviceType?: string;
  @Field(() => String, { nullable: true, description: LIMIT_NOTES.long }) @Rules.alternativeContacts() alternativeContacts?: string | null;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @Rules.flag('hasLegalActions') hasLegalActions?: boolean;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @Rules.flag('canProvideReferences') canProvideReferences?: boolean;
  @Field(() => Answer, { nullable: true }) @IsOptional() @Rules.answer('managementReputation') managementReputation?: Answer;
  @Field(() => Answer, { nullable: true }) @IsOptional() @Rules.answer('managementCapacity') managementCapacity?: Answer;
  @Field(() => TradingYears, { nullable: true }) @IsOptional() @Rules.tradingYears() tradingYears?: TradingYears;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @Rules.flag('hasAuditedFinancials') hasAuditedFinancials?: boolean;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @Rules.flag('hasSufficientLiquidity') hasSufficientLiquidity?: boolean;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @Rules.flag('isProfitable') isProfitable?: boolean;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @Rules.flag('hasEquityAbove1M') hasEquityAbove1M?: boolean;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @Rules.flag('hasConsistentRevenue') hasConsistentRevenue?: boolean;
}
