import { Field, ObjectType } from 'type-graphql';
import { Assessment } from '../assessment.entity.js';

@ObjectType({ description: 'One page of assessments, newest first.' })
export class AssessmentPage {
  @Field(() => [Assessment])
  items!: Assessment[];

  @Field(() => String, { nullable: true, description: 'Pass as `after` to get the next page; null on the last page.' })
  nextCursor!: string | null;
}
