import { Field, ObjectType } from 'type-graphql';

@ObjectType({
  description: 'What the viewer may do to this account now, decided by the policy the admin mutations enforce (user.policy.ts).',
})
export class UserViewerCan {
  @Field(() => Boolean, { description: 'Change its role (an admin, not on their own account).' }) changeRole!: boolean;
  @Field(() => Boolean, { description: 'Suspend or reinstate it (an admin, not their own account).' }) suspend!: boolean;
  @Field(() => Boolean, { description: 'Delete it (an admin, not their own account).' }) delete!: boolean;
}
