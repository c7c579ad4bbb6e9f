import { Arg, Authorized, Ctx, Field, ID, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { PDF_RENDER_COST } from '../../graphql/limits.js';

@ObjectType({ description: 'A rendered PDF report.' })
export class AssessmentReport {
  @Field(() => String, { description: 'assessment-{companyName}.pdf' }) fileName!: string;
  @Field(() => String) contentType!: string;
  @Field(() => String, { description: 'The PDF, base64-encoded.' }) base64!: string;
}

@Authorized()
@Resolver()
export class ReportResolver {
  @Query(() => AssessmentReport, {
    description: 'Renders the assessment’s PDF report on a worker. Errors: NOT_FOUND, GATEWAY_TIMEOUT (no worker), BAD_GATEWAY.',
    complexity: PDF_RENDER_COST,
  })
  async assessmentReport(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<AssessmentReport> {
    const { pdf, fileName } = await ctx.services.reports.render(id);
    return { fileName, contentType: 'application/pdf', base64: pdf.toString('base64') };
  }
}
