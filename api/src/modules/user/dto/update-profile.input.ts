import { Field, InputType } from 'type-graphql';
import { FirstNameRules, LastNameRules } from './user-fields.js';

@InputType()
export class UpdateProfileInput {
  @Field(() => String)
  @FirstNameRules()
  firstName!: string;

  @Field(() => String, { nullable: true })
  @LastNameRules()
  lastName?: string | null;
}
