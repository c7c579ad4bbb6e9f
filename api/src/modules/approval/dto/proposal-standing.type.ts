import { Field, ID, ObjectType } from 'type-graphql';
import { UserSummary } from '../../user/dto/user-summary.type.js';

/**
 * The fields every kind of change proposal shows alike (RuleChangeProposal, ScorecardChangeProposal,
 * AccountChangeProposal): its id and who proposed and decided it, when. Abstract: each kind's type
 * extends it with its status and what it changes. (No query answers it, so the schema has no such type.)
 */
@ObjectType()
export abstract class ProposalStandingType {
  @Field(() => ID, { description: 'The proposal id (UUID).' }) id!: string;
  @Field(() => UserSummary, { nullable: true, description: 'The admin who proposed it (kept after the account was deleted: see deleted).' })
  proposedBy!: UserSummary | null;
  @Field(() => Date, { description: 'When it was proposed (ISO 8601 date-time, UTC).' }) proposedAt!: Date;
  @Field(() => UserSummary, { nullable: true, description: 'The admin who approved or rejected it; null while pending.' })
  decidedBy!: UserSummary | null;
  @Field(() => Date, { nullable: true, description: 'When it was approved or rejected; null while pending.' }) decidedAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'Why it was rejected; null otherwise.' }) note!: string | null;
}
