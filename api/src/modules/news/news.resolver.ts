import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Resolver, Root, Extensions } from 'type-graphql';
import { ApiScope } from '../../core/api-scope.js';
import { Assessment } from '../assessment/assessment.entity.js';
import { NewsScan } from './news-scan.entity.js';
import { requireUser } from '../../graphql/auth-checker.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { NewsSurfaceDeps } from './news.ports.js';
import { AI_CALL_COST } from '../../graphql/limits.js';
import { NewsSummary, SummarizeNewsArgs } from './dto/news.types.js';
import { latestNewsScanByAssessment } from './news.loaders.js';

type Context = GraphQLContext<NewsSurfaceDeps>;

@Authorized()
@Resolver(() => Assessment)
export class NewsResolver {
  @Extensions({ apiScope: ApiScope.ASSESS })
  @Mutation(() => NewsSummary, {
    description:
      'Fetches a news article and summarizes it with the enabled NEWS_SUMMARIZATION prompt, or offline without a model. With assessmentId, stores the URL and summary on that assessment with an "updated" audit entry (its creator or an admin only, checked before the fetch). One per document (a fetch and model call costs 1,500 of the 2,000 limit, else QUERY_TOO_COMPLEX). Errors: UNAUTHENTICATED, BAD_USER_INPUT (field url, naming why: not http(s), not a public address, unreachable, an HTTP error, not HTML, too large, too slow, too many redirects, no readable text), NOT_FOUND (assessmentId), FORBIDDEN (neither the creator nor an admin), BAD_GATEWAY (the AI model failed or timed out).',
    complexity: AI_CALL_COST,
  })
  summarizeNews(@Args(() => SummarizeNewsArgs) args: SummarizeNewsArgs, @Ctx() ctx: Context): Promise<NewsSummary> {
    return ctx.services.news.summarize(ctx.em, requireUser(ctx), args);
  }

  @Extensions({ apiScope: ApiScope.ASSESS })
  @Mutation(() => NewsScan, {
    description:
      'Searches the news feed (NEWS_SEARCH_URL_TEMPLATE) for the assessed company, classifies each article for adverse media and stores the scan; any team member may, and the assessment itself does not change. One per document (a fetch and model call costs 1,500 of the 2,000 limit, else QUERY_TOO_COMPLEX). Errors: UNAUTHENTICATED, NOT_FOUND, BAD_GATEWAY ("The news feed could not be reached": the feed did not answer or was refused; or the AI model failed or timed out).',
    complexity: AI_CALL_COST,
  })
  scanNews(
    @Arg('assessmentId', () => ID, { description: 'The assessment whose company is scanned.' }) assessmentId: string,
    @Ctx() ctx: Context,
  ): Promise<NewsScan> {
    return ctx.services.news.scan(ctx.em, requireUser(ctx), assessmentId);
  }

  @FieldResolver(() => NewsScan, {
    nullable: true,
    description: 'The most recent negative-news scan of this assessment; null when never scanned.',
  })
  latestNewsScan(@Root() assessment: Assessment, @Ctx() ctx: Context): Promise<NewsScan | null> {
    // One query for every assessment of the page (per-request loader), not one per row.
    return ctx.loaders.of(latestNewsScanByAssessment).load(assessment.id);
  }
}
