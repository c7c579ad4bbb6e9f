import { Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { ssoNotSetUp } from './oidc.service.js';
import { SsoSignInStart } from './dto/sso.types.js';
import type { SsoSurfaceDeps } from './sso.ports.js';

type Context = GraphQLContext<SsoSurfaceDeps>;

/** Single sign-on for integrations that drive a browser of their own; the provider's answer comes back over REST. */
@Resolver()
export class SsoResolver {
  @Mutation(() => SsoSignInStart, {
    description:
      'Begins a single sign-on (OpenID Connect, authorization code with PKCE): answers the URL to open in a browser. Needs no token. Errors: NOT_FOUND (single sign-on is not set up: OIDC_ISSUER), BAD_GATEWAY (the identity provider cannot be reached).',
  })
  async beginSsoSignIn(@Ctx() ctx: Context): Promise<SsoSignInStart> {
    const { oidc } = ctx.services;
    if (!oidc.enabled) throw ssoNotSetUp();
    const { url, expiresAt } = await oidc.begin(ctx.em, ctx.origin);
    return { authorizationUrl: url, expiresAt };
  }
}
