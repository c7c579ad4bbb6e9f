import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'How people can sign in here (for the sign-in page; needs no token).' })
export class SignInOptions {
  @Field(() => Boolean, { description: 'Email and password sign-in and sign-up are on (PASSWORD_LOGIN).' })
  passwordLogin!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'The name on the "Sign in with …" button when single sign-on is set up (OIDC_ISSUER, OIDC_LABEL); null when it is not.',
  })
  ssoLabel!: string | null;
}
