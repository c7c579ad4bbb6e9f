import { Field, InputType } from 'type-graphql';
import { EmailRules, FirstNameRules, LastNameRules, PasswordRules } from '../../user/dto/user-fields.js';

@InputType({ description: 'Self-registration; the account starts unapproved.' })
export class RegisterInput {
  @Field(() => String)
  @EmailRules()
  email!: string;

  @Field(() => String)
  @FirstNameRules()
  firstName!: string;

  @Field(() => String, { nullable: true })
  @LastNameRules()
  lastName?: string | null;

  @Field(() => String, { description: 'At least 6 characters.' })
  @PasswordRules()
  password!: string;
}
