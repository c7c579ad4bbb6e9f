import { Field, InputType } from 'type-graphql';
import { EmailRules, FirstNameRules, LastNameRules, PasswordRules } from '../../user/dto/user-fields.js';

@InputType({ description: 'Self-registration; the account starts unapproved.' })
export class RegisterInput {
  @Field(() => String, { description: 'At most 254 characters.' })
  @EmailRules()
  email!: string;

  @Field(() => String, { description: 'At most 50 characters.' })
  @FirstNameRules()
  firstName!: string;

  @Field(() => String, { nullable: true, description: 'At most 50 characters.' })
  @LastNameRules()
  lastName?: string | null;

  @Field(() => String, { description: '6 to 200 characters.' })
  @PasswordRules()
  password!: string;
}
