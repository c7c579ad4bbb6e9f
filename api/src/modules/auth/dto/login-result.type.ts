import { Field, ObjectType } from 'type-graphql';
import { User } from '../../user/user.entity.js';

@ObjectType({ description: 'A signed-in session: send the token as `Authorization: Bearer <token>`.' })
export class LoginResult {
  @Field(() => String)
  token!: string;

  @Field(() => User)
  user!: User;
}
