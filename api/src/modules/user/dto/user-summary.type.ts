import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Who did something: enough to show a name, never more.' })
export class UserSummary {
  @Field(() => ID, { description: 'The account id (UUID); for a deleted account, the id it had.' }) id!: string;
  @Field(() => String, { description: 'At most 50 characters.' }) firstName!: string;
  @Field(() => String, { nullable: true, description: 'At most 50 characters; null when not given.' }) lastName!: string | null;
  @Field(() => String, { description: 'Sign-in email, lower-cased; at most 254 characters.' }) email!: string;
  @Field(() => Boolean, {
    description: 'True when the account was deleted since: the name and email are as they stood then, and records it made are kept.',
  })
  deleted!: boolean;
}
