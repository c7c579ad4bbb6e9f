import { IsEnum, IsOptional } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { Role } from '../user.entity.js';
import { EmailRules, FirstNameRules, LastNameRules, PasswordRules } from './user-fields.js';

@InputType({ description: 'An account created by an admin; it is approved from the start.' })
export class CreateUserInput {
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

  @Field(() => String, { description: 'The initial password, 6 to 200 characters; stored only as an argon2id hash.' })
  @PasswordRules()
  password!: string;

  @Field(() => Role, { nullable: true, description: 'Defaults to ANALYST.' })
  @IsOptional()
  @IsEnum(Role, { message: 'Role must be analyst or admin' })
  role?: Role;
}
