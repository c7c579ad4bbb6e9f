import { Field, InputType } from 'type-graphql';
import { FirstNameRules, LastNameRules } from './user-fields.js';

@InputType({ description: "The signed-in user's names; both are replaced." })
export class UpdateProfileInput {
  @Field(() => String, { description: 'Required; trimmed, at most 50 characters.' })
  @FirstNameRules()
  firstName!: string;

  @Field(() => String, { nullable: true, description: 'At most 50 characters; null, omitted or blank removes it.' })
  @LastNameRules()
  lastName?: string | null;
}
