import { IsEnum, IsOptional } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { Role } from '../../../core/principal.js';
import { NewAccountFields, PasswordRules } from '../../user/dto/user-fields.js';

@InputType({ description: 'An account created by an admin; it is approved from the start.' })
export class CreateUserInput extends NewAccountFields {
  @Field(() => String, { description: 'The initial password, 6 to 200 characters; stored only as an argon2id hash.' })
  @PasswordRules()
  password!: string;

  @Field(() => Role, { nullable: true, description: 'Defaults to ANALYST.' })
  @IsOptional()
  @IsEnum(Role, { message: 'Role must be analyst or admin' })
  role?: Role;
}
