import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { listCost } from '../../graphql/limits.js';
import { unauthenticated } from '../../core/errors.js';
import type { Principal } from '../../core/principal.js';
import {
  endOtherSessionsCommand,
  endSessionCommand,
  listSessionsCommand,
  MAX_LISTED_SESSIONS,
  type SessionDeps,
} from './commands/sessions.commands.js';
import { SessionType } from './dto/session.type.js';

type Context = GraphQLContext<SessionDeps>;

const callerOf = (ctx: Context): Principal => {
  if (!ctx.principal) throw unauthenticated();
  return ctx.principal;
};

/** The signed-in user's own sessions (/profile): list them, end one, end all but this one. */
@Authorized()
@Resolver()
export class SessionsResolver {
  @Query(() => [SessionType], {
    description: `Your own live sessions, this one first, then by last use (at most ${MAX_LISTED_SESSIONS}). Errors: UNAUTHENTICATED, FORBIDDEN (an API key: keys have no sessions).`,
    complexity: listCost(MAX_LISTED_SESSIONS),
  })
  mySessions(@Ctx() ctx: Context): Promise<SessionType[]> {
    return listSessionsCommand(ctx.em, callerOf(ctx));
  }

  @Mutation(() => Boolean, {
    description:
      'Ends one of your own sessions: its token stops working at once, on every replica; ending this one signs you out. Answers true. Errors: UNAUTHENTICATED, NOT_FOUND (unknown, ended, or not yours), FORBIDDEN (an API key).',
  })
  async endSession(
    @Arg('id', () => ID, { description: 'The session to end (Session.id).' }) id: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    await endSessionCommand(ctx.em, ctx.services, callerOf(ctx), id);
    return true;
  }

  @Mutation(() => Int, {
    description:
      'Signs you out everywhere else: ends every one of your sessions but this one, at once on every replica. Answers how many ended. Errors: UNAUTHENTICATED, FORBIDDEN (an API key).',
  })
  endOtherSessions(@Ctx() ctx: Context): Promise<number> {
    return endOtherSessionsCommand(ctx.em, ctx.services, callerOf(ctx));
  }
}
