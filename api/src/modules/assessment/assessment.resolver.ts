import { Arg, Args, Authorized, Ctx, FieldResolver, Float, ID, Int, Mutation, Query, Resolver, Root, Extensions } from 'type-graphql';
import { ApiScope } from '../../core/api-scope.js';
import { requireUser } from '../../graphql/auth-checker.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { AssessmentSurfaceDeps } from './assessment.ports.js';
import { DEFAULT_LIST_SIZE, limitedListCost, listCost } from '../../graphql/limits.js';
import { AuditLog } from './audit-log.entity.js';
import { UserSummary } from '../user/dto/user-summary.type.js';
import { assessmentAbilities } from './assessment.policy.js';
import { AssessmentViewerCan } from './dto/assessment-viewer-can.type.js';
import { userSummary } from '../user/user-summary.js';
import { Assessment } from './assessment.entity.js';
import { AssessmentStatus } from '../kernel/assessment.enums.js';
import { REVIEW_QUEUE_LIMIT } from './assessment.service.js';
import { reviewAssessmentCommand } from './commands/review-assessment.command.js';
import { createAssessmentCommand } from './commands/create-assessment.command.js';
import { updateAssessmentCommand } from './commands/update-assessment.command.js';
import { Analytics } from './dto/analytics.type.js';
import { AssessmentPage } from './dto/assessment-page.type.js';
import { AssessmentsArgs, MAX_PAGE_SIZE } from './dto/assessments.args.js';
import { CreateAssessmentInput } from './dto/create-assessment.input.js';
import { UpdateAssessmentInput } from './dto/update-assessment.input.js';
import { createAssessmentCost, updateAssessmentCost } from './assessment-cost.js';
import { userById } from '../user/user.loaders.js';

type Context = GraphQLContext<AssessmentSurfaceDeps>;

/** Every approved user works on the team's shared book of assessments. */
@Authorized()
@Resolver(() => Assessment)
export class AssessmentResolver {
  @Query(() => Assessment, { description: 'One assessment of the team. Errors: UNAUTHENTICATED, NOT_FOUND.' })
  assessment(@Arg('id', () => ID, { description: 'The assessment id.' }) id: string, @Ctx() ctx: Context): Promise<Assessment> {
    return ctx.services.assessments.get(ctx.em, id);
  }

  @Query(() => AssessmentPage, {
    description:
      'The team’s assessments, one page at a time (keyset cursor) in the order of `sort` (newest first by default), optionally filtered by company name and status, with how many match. GET /api/assessments/export.csv streams every page as CSV. Errors: UNAUTHENTICATED, BAD_USER_INPUT (field limit, cursor, search or sort; cursor when made for another sort).',
    complexity: limitedListCost(MAX_PAGE_SIZE),
  })
  assessments(@Args(() => AssessmentsArgs) args: AssessmentsArgs, @Ctx() ctx: Context): Promise<AssessmentPage> {
    return ctx.services.assessments.list(ctx.em, args);
  }

  @Query(() => [AuditLog], {
    description: 'The audit trail of an assessment, oldest first. Errors: UNAUTHENTICATED, NOT_FOUND.',
    complexity: listCost(DEFAULT_LIST_SIZE),
  })
  auditLogs(
    @Arg('assessmentId', () => ID, { description: 'The assessment whose changes to list.' }) assessmentId: string,
    @Ctx() ctx: Context,
  ): Promise<AuditLog[]> {
    return ctx.services.assessments.auditLogs(ctx.em, assessmentId);
  }

  @Query(() => Analytics, { description: "Dashboard figures over the team's assessments. Errors: UNAUTHENTICATED." })
  analytics(@Ctx() ctx: Context): Promise<Analytics> {
    return ctx.services.analytics.overview(ctx.em);
  }

  @Extensions({ apiScope: ApiScope.ASSESS })
  @Mutation(() => Assessment, {
    description:
      'Decides an assessment with the enabled rules and stores it, with a "created" audit entry, as the signed-in user\'s. Screens the company and each key person (cost 75 per name). Idempotent with idempotencyKey. Errors: UNAUTHENTICATED, BAD_USER_INPUT (extensions.field names the answer, or idempotencyKey), CONFLICT (field idempotencyKey: used with other answers), TOO_MANY_REQUESTS (SCREENING_USER_CONCURRENCY screening calls of the user already running, or screening busy; extensions.retryAfter in seconds), GATEWAY_TIMEOUT (screening ran out of time).',
    complexity: createAssessmentCost,
  })
  async createAssessment(
    @Arg('input', () => CreateAssessmentInput, { description: 'The answers.' }) input: CreateAssessmentInput,
    @Arg('idempotencyKey', () => String, {
      nullable: true,
      description:
        'A key the client makes once per draft (1 to 100 letters, digits or . _ : -): sent again (a retry, a reload while submitting), it answers the assessment it already made instead of making a second one; with other answers it is CONFLICT.',
    })
    idempotencyKey: string | null,
    @Ctx() ctx: Context,
  ): Promise<Assessment> {
    const { services } = ctx;
    return (
      await createAssessmentCommand(
        ctx.em,
        services.rules,
        services.screening,
        services.scorecards,
        requireUser(ctx),
        input,
        services.events,
        services.cases,
        services.ownershipSettings,
        idempotencyKey,
      )
    ).assessment;
  }

  @Mutation(() => Assessment, {
    description:
      'Changes some answers and re-decides with the current rules, with an "updated" audit entry holding the changes and the previous state. Only its creator or an admin may; with input.revision, only while the assessment is still at that revision. A changed name, country or key people list screens it again (cost 75 per name: the company and the key people given, or 20 when the input keeps the stored ones). Errors: UNAUTHENTICATED, NOT_FOUND, FORBIDDEN (neither the creator nor an admin), BAD_USER_INPUT (extensions.field names the answer, or revision), CONFLICT (field revision: the assessment changed since that revision, extensions.currentRevision), TOO_MANY_REQUESTS (SCREENING_USER_CONCURRENCY screening calls of the user already running, or screening busy; extensions.retryAfter in seconds), GATEWAY_TIMEOUT (screening ran out of time).',
    complexity: updateAssessmentCost,
  })
  updateAssessment(
    @Arg('id', () => ID, { description: 'The assessment to change.' }) id: string,
    @Arg('input', () => UpdateAssessmentInput, { description: 'The answers to change.' }) input: UpdateAssessmentInput,
    @Ctx() ctx: Context,
  ): Promise<Assessment> {
    return updateAssessmentCommand(ctx.em, ctx.services, requireUser(ctx), id, input);
  }

  @Mutation(() => Assessment, {
    description:
      'Four-eyes review: a second person records the final decision of a pending assessment (reviewStatus PENDING) with a reason, for the revision they saw; the rationale says whether the rules were confirmed or overridden, by whom and why. Errors: UNAUTHENTICATED, NOT_FOUND, FORBIDDEN (the creator, or whoever changed its answers since its last review; approving a mandatory rejection without being an admin), CONFLICT (not pending; field revision: the assessment changed since that revision, extensions.currentRevision), BAD_USER_INPUT (fields decision: APPROVED, CAUTION or REJECTED; reason: 1 to 2,000 characters; revision; approvedLimit: above the requested limit, on a rejection, or without a requested limit).',
  })
  reviewAssessment(
    @Arg('id', () => ID, { description: 'The assessment to review.' }) id: string,
    @Arg('decision', () => AssessmentStatus, { description: 'The final decision.' }) decision: AssessmentStatus,
    @Arg('reason', () => String, { description: 'Why, 1 to 2,000 characters.' }) reason: string,
    @Arg('revision', () => Int, { description: 'The revision of the assessment the reviewer saw (Assessment.revision).' }) revision: number,
    @Arg('approvedLimit', () => Float, {
      nullable: true,
      description:
        "The credit limit approved, in the statements' currency: 0 to the requested limit, in cents at most; only on an approval or caution of an assessment with a requested limit. Null or absent: the requested limit.",
    })
    approvedLimit: number | null | undefined,
    @Ctx() ctx: Context,
  ): Promise<Assessment> {
    return reviewAssessmentCommand(
      ctx.em,
      requireUser(ctx),
      id,
      { decision, reason, revision, approvedLimit },
      ctx.services.events,
      ctx.services.scorecards,
    );
  }

  @Query(() => [Assessment], {
    description: `The four-eyes review queue: pending assessments, oldest first; at most ${REVIEW_QUEUE_LIMIT}. Errors: UNAUTHENTICATED.`,
    complexity: listCost(REVIEW_QUEUE_LIMIT),
  })
  reviewQueue(@Ctx() ctx: Context): Promise<Assessment[]> {
    return ctx.services.assessments.reviewQueue(ctx.em);
  }

  @FieldResolver(() => AssessmentViewerCan, {
    description: 'What the signed-in viewer may do to this assessment now, as the mutations will allow it.',
  })
  viewerCan(@Root() assessment: Assessment, @Ctx() ctx: Context): AssessmentViewerCan {
    return assessmentAbilities(requireUser(ctx), assessment) as AssessmentViewerCan;
  }

  @FieldResolver(() => UserSummary, { description: 'The analyst who created the assessment (a batch row: who uploaded it).' })
  async createdBy(@Root() assessment: Assessment, @Ctx() ctx: Context): Promise<UserSummary> {
    // One query for every assessment of the page (per-request loader), not one per row.
    const user = await ctx.loaders.of(userById).load(assessment.userId);
    if (!user) throw new Error(`creator ${assessment.userId} of assessment ${assessment.id} not found`);
    return userSummary(user);
  }
}
