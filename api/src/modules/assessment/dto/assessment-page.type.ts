import { Field, Int, ObjectType } from 'type-graphql';
import { Assessment } from '../assessment.entity.js';
import { TOTAL_COUNT_LIMIT } from '../assessment-book.js';

@ObjectType({ description: 'One page of assessments, in the order asked for (newest first by default).' })
export class AssessmentPage {
  @Field(() => [Assessment], { description: 'At most `limit` assessments, in the order of `sort` (ties broken by id).' })
  items!: Assessment[];

  @Field(() => String, {
    nullable: true,
    description: 'Opaque keyset cursor: pass it as `cursor` (same filters and sort) for the next page; null on the last page.',
  })
  nextCursor!: string | null;

  @Field(() => Int, {
    description: `How many assessments match the search and status (every page), counted up to ${TOTAL_COUNT_LIMIT.toLocaleString('en-US')}: see totalCapped.`,
  })
  total!: number;

  @Field(() => Boolean, {
    description: `Whether more than ${TOTAL_COUNT_LIMIT.toLocaleString('en-US')} match: total then reads that many.`,
  })
  totalCapped!: boolean;
}
