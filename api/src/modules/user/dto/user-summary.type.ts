import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Who did something: enough to show a name, never more.' })
export class UserSummary {
  @Field(() => ID) id!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String, { nullable: true }) lastName!: string | null;
  @Field(() => String) email!: string;
}
