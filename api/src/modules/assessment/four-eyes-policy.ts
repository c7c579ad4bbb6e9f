import { conflict, forbidden } from '../../core/errors.js';
import { RuleType } from '../decision-engine/rule-types.js';
import type { HitDecision, StoredHit } from '../screening/assessment-screening.js';
import { hitNeedsReview } from '../screening/assessment-screening.js';
import { Role, type User } from '../user/user.entity.js';
import type { Assessment } from './assessment.entity.js';
import { AssessmentStatus } from './assessment.enums.js';

/**
 * Who may decide what about an assessment when a second person is required. Every surface (REST,
 * GraphQL) and every command asks these, so the rule is written once.
 */

/** The creator never decides their own case: not its final review, its hits or its alerts. FORBIDDEN. */
export function assertNotCreator(actor: Pick<User, 'id'>, assessment: Pick<Assessment, 'user'>, what: string): void {
  if (assessment.user.id === actor.id) throw forbidden(`The analyst who created an assessment cannot ${what}: a second person must`);
}

const mandatoryRejection = (assessment: Pick<Assessment, 'ruleTrace'>) =>
  assessment.ruleTrace.some((r) => r.ruleType === RuleType.MANDATORY_REJECT);

/**
 * The final four-eyes review: not the creator, and any decision other than rejected on an
 * assessment a `mandatory_reject` rule rejected needs an admin. FORBIDDEN.
 */
export function assertCanReviewAssessment(actor: User, assessment: Assessment, decision: AssessmentStatus): void {
  assertNotCreator(actor, assessment, 'review it');
  if (mandatoryRejection(assessment) && decision !== AssessmentStatus.REJECTED && actor.role !== Role.ADMIN) {
    throw forbidden('Only an admin can override an assessment that a rule rejected automatically');
  }
}

/**
 * A finding on a screening hit: not the creator; a hit already reviewed (and not since gone from
 * its list) is reviewed again only to change the finding, by someone other than its last reviewer
 * (CONFLICT otherwise, so a repeated request changes nothing); and clearing a confirmed match
 * (confirmed → false positive) needs an admin, as overriding a mandatory rejection does. FORBIDDEN, CONFLICT.
 */
export function assertCanReviewHit(actor: User, assessment: Assessment, hit: StoredHit, decision: HitDecision): void {
  assertNotCreator(actor, assessment, 'review its screening hits');
  if (hit.review && !hitNeedsReview(hit)) {
    if (hit.review.decision === decision) throw conflict(`This hit is already marked ${decision.replace('_', ' ')}`);
    if (hit.review.reviewerId === actor.id) {
      throw conflict('You already reviewed this hit: a different finding needs another reviewer');
    }
  }
  if (hit.review?.decision === 'confirmed' && decision === 'false_positive' && actor.role !== Role.ADMIN) {
    throw forbidden('Only an admin can clear a confirmed sanctions or watchlist match');
  }
}
