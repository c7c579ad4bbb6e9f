import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import { Assessment } from '../assessment/assessment.entity.js';
import { NewsScan } from './news-scan.entity.js';
import { requireUser } from '../../graphql/auth-checker.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { NewsSummary, SummarizeNewsArgs } from './dto/news.types.js';

@Authorized()
@Resolver(() => Assessment)
export class NewsResolver {
  @Mutation(() => NewsSummary, {
    description: 'Summarizes a news article (AI model or offline). With assessmentId, stores it on the assessment. Errors: BAD_USER_INPUT (refused URL, with the reason), BAD_GATEWAY.',
  })
  summarizeNews(@Args(() => SummarizeNewsArgs) args: SummarizeNewsArgs, @Ctx() ctx: GraphQLContext): Promise<NewsSummary> {
    return ctx.services.news.summarize(requireUser(ctx), args);
  }

  @Mutation(() => NewsScan, { description: 'Scans the news for adverse media about the assessed company and stores the result. Errors: NOT_FOUND, BAD_USER_INPUT, BAD_GATEWAY.' })
  scanNews(@Arg('assessmentId', () => ID) assessmentId: string, @Ctx() ctx: GraphQLContext): Promise<NewsScan> {
    return ctx.services.news.scan(requireUser(ctx), assessmentId);
  }

  @FieldResolver(() => NewsScan, { nullable: true, description: 'The most recent negative-news scan.' })
  latestNewsScan(@Root() assessment: Assessment, @Ctx() ctx: GraphQLContext): Promise<NewsScan | null> {
    return ctx.services.news.latestScan(assessment.id);
  }
}
