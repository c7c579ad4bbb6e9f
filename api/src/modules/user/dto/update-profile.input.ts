import { Field, InputType } from 'type-graphql';
import { FirstNameRules, LastNameRules } from './user-fields.js';

@InputType()
export class UpdateProfileInput {
  @Field(() => String, { description: 'At most 50 characters.' })
  @FirstNameRules()
  firstName!: string;

  @Field(() => String, { nullable: true, description: 'At most 50 characters.' })
  @LastNameRules()
  lastName?: string | null;
}
