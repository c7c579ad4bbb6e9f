import { Field, ObjectType } from 'type-graphql';
import { Assessment } from '../assessment.entity.js';

@ObjectType({ description: 'One page of assessments, newest first.' })
export class AssessmentPage {
  @Field(() => [Assessment], { description: 'At most `limit` assessments, newest first (by createdAt, then id).' })
  items!: Assessment[];

  @Field(() => String, {
    nullable: true,
    description: 'Opaque keyset cursor: pass it as `cursor` (same filters) for the next page; null on the last page.',
  })
  nextCursor!: string | null;
}
