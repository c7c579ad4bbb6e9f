import { Field, ObjectType } from 'type-graphql';
import { User } from '../../user/user.entity.js';

@ObjectType({ description: 'A signed-in session: send the token as `Authorization: Bearer <token>`.' })
export class LoginResult {
  @Field(() => String, {
    description:
      "A JWT (HS256) naming only the session. Valid for SESSION_TTL_HOURS (default 168) unless the session ends first: logout, suspension or deletion of the account, an admin's password reset, or a password change made in another session.",
  })
  token!: string;

  @Field(() => User, { description: 'The signed-in account.' })
  user!: User;
}
