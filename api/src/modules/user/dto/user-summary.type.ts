import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Who did something: enough to show a name, never more.' })
export class UserSummary {
  @Field(() => ID, { description: 'The account id (UUID).' }) id!: string;
  @Field(() => String, { description: 'At most 50 characters.' }) firstName!: string;
  @Field(() => String, { nullable: true, description: 'At most 50 characters; null when not given.' }) lastName!: string | null;
  @Field(() => String, { description: 'Sign-in email, lower-cased; at most 254 characters.' }) email!: string;
}
