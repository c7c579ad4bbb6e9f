import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { requireUser } from '../../graphql/auth-checker.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { AlertSurfaceDeps } from './alert.ports.js';
import { listCost } from '../../graphql/limits.js';
import { Assessment } from '../assessment/assessment.entity.js';
import { UserSummary } from '../user/dto/user-summary.type.js';
import { authorSummary, userSummary } from '../user/user-summary.js';
import { Alert, AlertStatus } from './alert.entity.js';
import { alertAbilities } from './alert.policy.js';
import { AlertViewerCan } from './dto/alert-viewer-can.type.js';
import { MAX_ALERTS_LISTED } from './alert.service.js';
import { alertHitReviewer } from './commands/review-screening-hit.command.js';
import { HitDecisionValue } from '../screening/dto/assessment-screening.types.js';
import { resolveAlertCommand } from './commands/resolve-alert.command.js';
import { assessmentById } from '../assessment/assessment.loaders.js';
import { userById } from '../user/user.loaders.js';

type Context = GraphQLContext<AlertSurfaceDeps>;

@Authorized()
@Resolver(() => Alert)
export class AlertResolver {
  @Query(() => [Alert], {
    description: `Alerts raised by monitoring, newest first, optionally by status; at most ${MAX_ALERTS_LISTED}. Errors: UNAUTHENTICATED.`,
    complexity: listCost(MAX_ALERTS_LISTED),
  })
  alerts(
    @Arg('status', () => AlertStatus, { nullable: true, description: 'Only open or only resolved ones.' }) status: AlertStatus | null,
    @Ctx() ctx: Context,
  ): Promise<Alert[]> {
    return ctx.services.alerts.list(ctx.em, status);
  }

  @Query(() => Int, { description: 'How many alerts are open (the header badge). Errors: UNAUTHENTICATED.' })
  openAlertCount(@Ctx() ctx: Context): Promise<number> {
    return ctx.services.alerts.countOpen(ctx.em);
  }

  @Mutation(() => Alert, {
    description:
      "Resolves an open alert with a note; the audit trail records it. Not the assessment's creator: a second person decides. A screening alert whose hit no one has reviewed records the finding on the hit too (hitDecision, with the note as the review's reason), re-deciding the assessment; reviewing a hit resolves its alerts the same way. Errors: UNAUTHENTICATED, FORBIDDEN (the creator; clearing a confirmed match without being an admin), NOT_FOUND, CONFLICT (already resolved), BAD_USER_INPUT (field note: 1 to 2,000 characters; field hitDecision: required for an unreviewed hit).",
  })
  resolveAlert(
    @Arg('id', () => ID, { description: 'The alert.' }) id: string,
    @Arg('note', () => String, { description: 'How it was resolved, 1 to 2,000 characters.' }) note: string,
    @Arg('hitDecision', () => HitDecisionValue, {
      nullable: true,
      description: 'For a screening alert whose hit no one has reviewed: the finding recorded on the hit.',
    })
    hitDecision: HitDecisionValue | null,
    @Ctx() ctx: Context,
  ): Promise<Alert> {
    return resolveAlertCommand(ctx.em, alertHitReviewer(ctx.services), requireUser(ctx), id, { note, hitDecision });
  }

  @FieldResolver(() => AlertViewerCan, {
    description: 'What the signed-in viewer may do with this alert now, as resolveAlert will allow it.',
  })
  async viewerCan(@Root() alert: Alert, @Ctx() ctx: Context): Promise<AlertViewerCan> {
    const actor = requireUser(ctx);
    const assessment = await ctx.loaders.of(assessmentById).load(alert.assessment.id);
    if (!assessment) throw new Error(`assessment ${alert.assessment.id} of alert ${alert.id} not found`);
    return alertAbilities(actor, alert, assessment) as AlertViewerCan;
  }

  @FieldResolver(() => UserSummary, { nullable: true, description: 'Who resolved it; null while open.' })
  async resolvedBy(@Root() alert: Alert, @Ctx() ctx: Context): Promise<UserSummary | null> {
    const user = alert.resolvedBy ? await ctx.loaders.of(userById).load(alert.resolvedBy.id) : null;
    return user ? userSummary(user) : authorSummary(null, alert.resolvedByDeleted);
  }
}

/** Assessment.alerts: the alerts monitoring raised about it. */
@Authorized()
@Resolver(() => Assessment)
export class AssessmentAlertsResolver {
  @FieldResolver(() => [Alert], { description: 'Alerts monitoring raised about this assessment, newest first.', complexity: listCost(20) })
  alerts(@Root() assessment: Assessment, @Ctx() ctx: Context): Promise<Alert[]> {
    return ctx.services.alerts.forAssessment(ctx.em, assessment.id);
  }
}
