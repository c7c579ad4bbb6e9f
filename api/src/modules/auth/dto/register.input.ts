import { Field, InputType } from 'type-graphql';
import { NewAccountFields, PasswordRules } from '../../user/dto/user-fields.js';

@InputType({ description: 'Self-registration; the account starts unapproved.' })
export class RegisterInput extends NewAccountFields {
  @Field(() => String, { description: '6 to 200 characters; stored only as an argon2id hash.' })
  @PasswordRules()
  password!: string;
}
