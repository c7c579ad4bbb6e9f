import { IsEnum } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { Role } from '../user.entity.js';

@InputType()
export class ChangeRoleInput {
  @Field(() => Role)
  @IsEnum(Role, { message: 'Role must be analyst or admin' })
  role!: Role;
}
