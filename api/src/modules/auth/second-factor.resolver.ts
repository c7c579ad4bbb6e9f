import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { Role } from '../../core/principal.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { User } from '../user/user.entity.js';
import type { AuthSurfaceDeps } from './auth.ports.js';
import { SecondFactorMethod } from './second-factor.js';

type Context = GraphQLContext<AuthSurfaceDeps>;

/** What an account's second factors are, on the User type: for the account itself and for admins. */
@Resolver(() => User)
export class SecondFactorFieldsResolver {
  @FieldResolver(() => [SecondFactorMethod], {
    nullable: true,
    description:
      "The account's second factors (an authenticator app, passkeys); empty when none. Only the account itself and admins see them: null for anyone else (a sign-up, another analyst), so the rest of an answer still arrives.",
  })
  async secondFactors(@Root() user: User, @Ctx() ctx: Context): Promise<SecondFactorMethod[] | null> {
    const viewer = ctx.principal?.user;
    if (!viewer || (viewer.id !== user.id && viewer.role !== Role.ADMIN)) return null;
    return (await ctx.loaders.of(ctx.services.auth.secondFactorsByUser).load(user.id)) ?? [];
  }

  @FieldResolver(() => Boolean, {
    description:
      'True for the signed-in account while MFA_REQUIRED asks it for a second factor it does not have: until it enrols one, only its own account, enrolment and sign-out answer it (else FORBIDDEN with extensions.secondFactorRequired). False for any other account.',
  })
  mustEnrolSecondFactor(@Root() user: User, @Ctx() ctx: Context): boolean {
    return ctx.principal?.user.id === user.id && ctx.principal.mustEnrol === true;
  }
}
