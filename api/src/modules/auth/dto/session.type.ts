import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';

/** How a session was signed in (the values the sessions table keeps). */
export enum SignInMethodType {
  PASSWORD = 'password',
  TOTP = 'totp',
  RECOVERY_CODE = 'recovery_code',
  PASSKEY = 'passkey',
  SSO = 'sso',
}
registerEnumType(SignInMethodType, {
  name: 'SignInMethod',
  description: 'How a session was signed in. REST uses the lower-case values (password, totp, recovery_code, passkey, sso).',
  valuesConfig: {
    PASSWORD: { description: 'A password, for an account without a second factor.' },
    TOTP: { description: 'A password and a code from an authenticator app.' },
    RECOVERY_CODE: { description: 'A password and a one-time recovery code.' },
    PASSKEY: { description: 'A passkey (WebAuthn), alone or after a password.' },
    SSO: { description: 'Single sign-on through the identity provider (OpenID Connect).' },
  },
});

@ObjectType('Session', { description: "One of the signed-in user's own sessions: a signed-in browser or device. Never its token." })
export class SessionType {
  @Field(() => ID, { description: 'The session id (UUID) to end it by; not its token.' }) id!: string;
  @Field(() => Boolean, { description: 'Whether this is the session of the request asking.' }) current!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'A readable label of the browser and system it was signed in from ("Chrome on Linux"); null without a User-Agent.',
  })
  browser!: string | null;
  @Field(() => String, { nullable: true, description: 'The User-Agent it was signed in with (at most 300 characters).' })
  userAgent!: string | null;
  @Field(() => String, { nullable: true, description: 'The client address it was signed in from.' }) address!: string | null;
  @Field(() => SignInMethodType, { description: 'How it was signed in.' }) method!: SignInMethodType;
  @Field(() => Date, { description: 'When it was signed in.' }) createdAt!: Date;
  @Field(() => Date, { description: 'When it was last used (recorded at most once a minute).' }) lastUsedAt!: Date;
  @Field(() => Date, { description: 'When it expires: its token stops working then.' }) expiresAt!: Date;
}
