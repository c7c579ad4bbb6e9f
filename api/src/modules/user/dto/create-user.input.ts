import { IsEnum, IsOptional } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { Role } from '../user.entity.js';
import { EmailRules, FirstNameRules, LastNameRules, PasswordRules } from './user-fields.js';

@InputType({ description: 'An account created by an admin; it is approved from the start.' })
export class CreateUserInput {
  @Field(() => String)
  @EmailRules()
  email!: string;

  @Field(() => String)
  @FirstNameRules()
  firstName!: string;

  @Field(() => String, { nullable: true })
  @LastNameRules()
  lastName?: string | null;

  @Field(() => String)
  @PasswordRules()
  password!: string;

  @Field(() => Role, { nullable: true, description: 'Defaults to analyst.' })
  @IsOptional()
  @IsEnum(Role, { message: 'Role must be analyst or admin' })
  role?: Role;
}
