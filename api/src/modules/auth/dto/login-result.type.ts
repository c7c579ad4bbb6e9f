import { Field, ObjectType } from 'type-graphql';
import { User } from '../../user/user.entity.js';
import { SecondFactorMethod } from '../second-factor.js';

@ObjectType({ description: 'The second step of a password sign-in, for an account that has a second factor.' })
export class SecondFactorStepType {
  @Field(() => String, {
    description:
      'One-time challenge to send back with the code (completeSignInWithCode), a recovery code, or a passkey. Valid 5 minutes and for 5 wrong answers.',
  })
  challenge!: string;

  @Field(() => [SecondFactorMethod], { description: 'The second factors this account can finish with.' })
  methods!: SecondFactorMethod[];

  @Field(() => Date, { description: 'When the challenge expires (ISO 8601 date-time, UTC).' })
  expiresAt!: Date;
}

@ObjectType({
  description:
    'A sign-in: a session (token and user), or — for an account with a second factor — the step that finishes it (secondFactor). Send the token as `Authorization: Bearer <token>`.',
})
export class LoginResult {
  @Field(() => String, {
    nullable: true,
    description:
      "A JWT (HS256) naming only the session; null while a second factor is awaited. Valid for SESSION_TTL_HOURS (default 168) unless the session ends first: logout, the owner ending it from their session list, suspension or deletion of the account, an admin's password or second-factor reset, or a password change made in another session.",
  })
  token?: string;

  @Field(() => User, { nullable: true, description: 'The signed-in account; null while a second factor is awaited.' })
  user?: User;

  @Field(() => SecondFactorStepType, {
    nullable: true,
    description: 'Set when the password was right and the account has a second factor: no session yet.',
  })
  secondFactor?: SecondFactorStepType;
}
