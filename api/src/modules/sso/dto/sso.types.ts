import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A single sign-on begun: where to send the browser, and until when the sign-in may finish.' })
export class SsoSignInStart {
  @Field(() => String, {
    description:
      "The identity provider's authorization URL (with state, nonce and PKCE challenge). Open it in a browser; the provider sends it back to /api/auth/oidc/callback, which ends at /signin/sso#token=<session token>.",
  })
  authorizationUrl!: string;

  @Field(() => Date, { description: 'When this sign-in expires if the provider has not answered (10 minutes).' })
  expiresAt!: Date;
}
