import { Field, ObjectType } from 'type-graphql';

@ObjectType({
  description:
    'What the viewer may do with a proposed change now (rule, scorecard or admin-account changes), decided by the policy the approve and reject mutations enforce.',
})
export class ProposalViewerCan {
  @Field(() => Boolean, { description: 'Approve it: it is pending and the viewer did not propose it.' }) approve!: boolean;
  @Field(() => Boolean, { description: 'Reject it (its proposer withdraws it this way): it is pending.' }) reject!: boolean;
}
