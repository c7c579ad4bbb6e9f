import { Args, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import { requireUser } from '../../graphql/auth-checker.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { NewsSummary, SummarizeNewsArgs } from './dto/news.types.js';

@Authorized()
@Resolver()
export class NewsResolver {
  @Mutation(() => NewsSummary, {
    description: 'Summarizes a news article (AI model or offline). With assessmentId, stores it on the assessment. Errors: BAD_USER_INPUT (refused URL, with the reason), BAD_GATEWAY.',
  })
  summarizeNews(@Args(() => SummarizeNewsArgs) args: SummarizeNewsArgs, @Ctx() ctx: GraphQLContext): Promise<NewsSummary> {
    return ctx.services.news.summarize(requireUser(ctx), args);
  }
}
