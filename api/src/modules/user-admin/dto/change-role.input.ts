import { IsEnum } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { Role } from '../../../core/principal.js';

@InputType()
export class ChangeRoleInput {
  @Field(() => Role)
  @IsEnum(Role, { message: 'Role must be analyst or admin' })
  role!: Role;
}
