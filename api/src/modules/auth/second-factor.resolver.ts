import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { forbidden } from '../../core/errors.js';
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
    description:
      "The account's second factors (an authenticator app, passkeys); empty when none. Only the account itself and admins may read it (else FORBIDDEN).",
  })
  async secondFactors(@Root() user: User, @Ctx() ctx: Context): Promise<SecondFactorMethod[]> {
    const viewer = ctx.principal?.user;
    if (!viewer || (viewer.id !== user.id && viewer.role !== Role.ADMIN)) throw forbidden("Only admins see others' second factors");
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
