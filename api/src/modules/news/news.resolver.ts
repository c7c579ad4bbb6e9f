import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import { Assessment } from '../assessment/assessment.entity.js';
import { NewsScan } from './news-scan.entity.js';
import { requireUser } from '../../graphql/auth-checker.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { AI_CALL_COST } from '../../graphql/limits.js';
import { NewsSummary, SummarizeNewsArgs } from './dto/news.types.js';

@Authorized()
@Resolver(() => Assessment)
export class NewsResolver {
  @Mutation(() => NewsSummary, {
    description:
      'Summarizes a news article (AI model or offline). With assessmentId, stores it on the assessment (creator or admin, checked before the fetch). Errors: BAD_USER_INPUT (refused URL, with the reason), NOT_FOUND, FORBIDDEN, BAD_GATEWAY.',
    complexity: AI_CALL_COST,
  })
  summarizeNews(@Args(() => SummarizeNewsArgs) args: SummarizeNewsArgs, @Ctx() ctx: GraphQLContext): Promise<NewsSummary> {
    return ctx.services.news.summarize(requireUser(ctx), args);
  }

  @Mutation(() => NewsScan, {
    description: 'Scans the news for adverse media about the assessed company and stores the result; any team member may. Errors: NOT_FOUND, BAD_USER_INPUT, BAD_GATEWAY.',
    complexity: AI_CALL_COST,
  })
  scanNews(@Arg('assessmentId', () => ID) assessmentId: string, @Ctx() ctx: GraphQLContext): Promise<NewsScan> {
    return ctx.services.news.scan(requireUser(ctx), assessmentId);
  }

  @FieldResolver(() => NewsScan, { nullable: true, description: 'The most recent negative-news scan.' })
  latestNewsScan(@Root() assessment: Assessment, @Ctx() ctx: GraphQLContext): Promise<NewsScan | null> {
    // One query for every assessment of the page (per-request loader), not one per row.
    return ctx.loaders.latestNewsScan.load(assessment.id);
  }
}
