import { Arg, Authorized, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { requireUser } from '../../graphql/auth-checker.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { Assessment } from '../assessment/assessment.entity.js';
import { HitDecisionValue } from '../screening/dto/assessment-screening.types.js';
import type { AlertSurfaceDeps } from './alert.ports.js';
import { reviewScreeningHitCommand } from './commands/review-screening-hit.command.js';

type Context = GraphQLContext<AlertSurfaceDeps>;

/** A finding on a screening hit: it re-decides the assessment and resolves the alerts the hit raised. */
@Resolver()
export class HitReviewResolver {
  @Authorized()
  @Mutation(() => Assessment, {
    description:
      "Records a finding on a screening hit and re-decides the assessment at once; the audit trail names the hit, the finding, the reviewer and the reason. A second person's work: not the assessment's creator; a hit already reviewed is reviewed again only to change the finding, by someone other than its last reviewer (its earlier review is kept); clearing a confirmed match needs an admin. Errors: UNAUTHENTICATED, FORBIDDEN (the creator; clearing a confirmed match without being an admin), NOT_FOUND (assessment or hit), CONFLICT (the same finding again, or a second finding by the same reviewer), BAD_USER_INPUT (fields decision, reason: 1 to 2,000 characters).",
  })
  reviewScreeningHit(
    @Arg('assessmentId', () => ID, { description: 'The assessment.' }) assessmentId: string,
    @Arg('hitId', () => ID, { description: 'The hit (screening.hits[].id).' }) hitId: string,
    @Arg('decision', () => HitDecisionValue, { description: 'Confirmed or false positive.' }) decision: HitDecisionValue,
    @Arg('reason', () => String, { description: 'Why, 1 to 2,000 characters.' }) reason: string,
    @Ctx() ctx: Context,
  ): Promise<Assessment> {
    return reviewScreeningHitCommand(ctx.em, ctx.services, requireUser(ctx), assessmentId, hitId, { decision, reason });
  }
}
