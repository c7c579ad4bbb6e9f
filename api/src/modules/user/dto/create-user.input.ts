import { IsEnum, IsOptional } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { Role } from '../user.entity.js';
import { EmailRules, FirstNameRules, LastNameRules, PasswordRules } from './user-fields.js';

@InputType({ description: 'An account created by an admin; it is approved from the start.' })
export class CreateUserInput {
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

  @Field(() => Role, { nullable: true, description: 'Defaults to analyst.' })
  @IsOptional()
  @IsEnum(Role, { message: 'Role must be analyst or admin' })
  role?: Role;
}
