import { Field, InputType } from 'type-graphql';
import { EmailRules, FirstNameRules, LastNameRules, PasswordRules } from '../../user/dto/user-fields.js';

@InputType({ description: 'Self-registration; the account starts unapproved.' })
export class RegisterInput {
  @Field(() => String, {
    description: 'Sign-in email: a valid address of at most 254 characters, stored trimmed and lower-cased; unique (CONFLICT).',
  })
  @EmailRules()
  email!: string;

  @Field(() => String, { description: 'Required; trimmed, at most 50 characters.' })
  @FirstNameRules()
  firstName!: string;

  @Field(() => String, { nullable: true, description: 'At most 50 characters; null, omitted or blank for none.' })
  @LastNameRules()
  lastName?: string | null;

  @Field(() => String, { description: '6 to 200 characters; stored only as an argon2id hash.' })
  @PasswordRules()
  password!: string;
}
