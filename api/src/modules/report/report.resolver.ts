import { Arg, Authorized, Ctx, Field, ID, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import type { ReportSurfaceDeps } from './report.ports.js';
import { PDF_RENDER_COST } from '../../graphql/limits.js';

type Context = GraphQLContext<ReportSurfaceDeps>;

@ObjectType({ description: 'A rendered PDF report.' })
export class AssessmentReport {
  @Field(() => String, { description: 'Suggested file name: assessment-{companyName}.pdf.' }) fileName!: string;
  @Field(() => String, { description: 'Always application/pdf.' }) contentType!: string;
  @Field(() => String, { description: 'The PDF, base64-encoded.' }) base64!: string;
}

@Authorized()
@Resolver()
export class ReportResolver {
  @Query(() => AssessmentReport, {
    description:
      'Renders the assessment’s PDF report (answers, decision, rule trace, audit trail) on a worker and waits for it. One per document (a render costs 1,500 of the 2,000 limit, else QUERY_TOO_COMPLEX). Errors: UNAUTHENTICATED, NOT_FOUND, GATEWAY_TIMEOUT (no worker answered within PDF_TIMEOUT_MS), BAD_GATEWAY (the worker could not render).',
    complexity: PDF_RENDER_COST,
  })
  async assessmentReport(
    @Arg('id', () => ID, { description: 'The assessment to report on.' }) id: string,
    @Ctx() ctx: Context,
  ): Promise<AssessmentReport> {
    const { pdf, fileName } = await ctx.services.reports.render(ctx.em, id);
    return { fileName, contentType: 'application/pdf', base64: pdf.toString('base64') };
  }
}
