import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { requireUser } from '../../graphql/auth-checker.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { DEFAULT_LIST_SIZE, limitedListCost, listCost } from '../../graphql/limits.js';
import { AuditLog } from '../audit/audit-log.entity.js';
import { UserSummary } from '../user/dto/user-summary.type.js';
import { Assessment } from './assessment.entity.js';
import { Analytics } from './dto/analytics.type.js';
import { AssessmentPage } from './dto/assessment-page.type.js';
import { AssessmentsArgs, MAX_PAGE_SIZE } from './dto/assessments.args.js';
import { CreateAssessmentInput } from './dto/create-assessment.input.js';
import { UpdateAssessmentInput } from './dto/update-assessment.input.js';

/** Every approved user works on the team's shared book of assessments. */
@Authorized()
@Resolver(() => Assessment)
export class AssessmentResolver {
  @Query(() => Assessment, { description: 'Errors: NOT_FOUND.' })
  assessment(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Assessment> {
    return ctx.services.assessments.get(id);
  }

  @Query(() => AssessmentPage, { description: 'The team’s assessments, newest first, by pages (keyset cursor).', complexity: limitedListCost(MAX_PAGE_SIZE) })
  assessments(@Args(() => AssessmentsArgs) args: AssessmentsArgs, @Ctx() ctx: GraphQLContext): Promise<AssessmentPage> {
    return ctx.services.assessments.list(args);
  }

  @Query(() => [AuditLog], { description: 'The audit trail of an assessment, oldest first. Errors: NOT_FOUND.', complexity: listCost(DEFAULT_LIST_SIZE) })
  auditLogs(@Arg('assessmentId', () => ID) assessmentId: string, @Ctx() ctx: GraphQLContext): Promise<AuditLog[]> {
    return ctx.services.assessments.auditLogs(assessmentId);
  }

  @Query(() => Analytics)
  analytics(@Ctx() ctx: GraphQLContext): Promise<Analytics> {
    return ctx.services.analytics.overview();
  }

  @Mutation(() => Assessment, { description: 'Decides and stores an assessment. Errors: BAD_USER_INPUT (with the field).' })
  createAssessment(@Arg('input', () => CreateAssessmentInput) input: CreateAssessmentInput, @Ctx() ctx: GraphQLContext): Promise<Assessment> {
    return ctx.services.assessments.create(requireUser(ctx), input);
  }

  @Mutation(() => Assessment, {
    description: 'Changes some answers and re-decides (creator or admin). Errors: NOT_FOUND, FORBIDDEN, BAD_USER_INPUT.',
  })
  updateAssessment(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateAssessmentInput) input: UpdateAssessmentInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Assessment> {
    return ctx.services.assessments.update(requireUser(ctx), id, input);
  }

  @FieldResolver(() => UserSummary, { description: 'The analyst who created the assessment.' })
  async createdBy(@Root() assessment: Assessment, @Ctx() ctx: GraphQLContext): Promise<UserSummary> {
    // One query for every assessment of the page (per-request loader), not one per row.
    const user = await ctx.loaders.user.load(assessment.userId);
    if (!user) throw new Error(`creator ${assessment.userId} of assessment ${assessment.id} not found`);
    return { id: user.id, firstName: user.firstName, lastName: user.lastName ?? null, email: user.email };
  }
}
