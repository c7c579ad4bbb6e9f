import { conflict, forbidden } from '../../core/errors.js';
import { ALLOWED, allOf, deny, type Verdict } from '../../core/policy.js';
import { Role, type Actor } from '../../core/principal.js';
import { RuleType } from '../decision-engine/rule-types.js';
import type { HitDecision, StoredHit } from '../screening/assessment-screening.js';
import { hitNeedsReview } from '../screening/assessment-screening.js';
import type { Assessment } from './assessment.entity.js';
import { AssessmentStatus, DECISION_STATUSES, ReviewStatus, type DecisionStatus } from '../kernel/assessment.enums.js';

/**
 * Who may do what to an assessment: one function per action, asked by every command that does it
 * and by the `viewerCan` fields that tell the client what to offer. Each answers a Verdict (see
 * core/policy.ts); the commands enforce it, the surfaces read `allowed`.
 */

type Viewer = Pick<Actor, 'id' | 'role'>;
type Owned = Pick<Assessment, 'user' | 'unreviewedEditorIds'>;

const HIT_DECISIONS: readonly HitDecision[] = ['confirmed', 'false_positive'];

/** Only the creator or an admin changes an assessment (edits it, scans its news, attaches a summary). FORBIDDEN. */
export function mayChangeAssessment(actor: Viewer, assessment: Pick<Assessment, 'user'>): Verdict {
  return assessment.user.id === actor.id || actor.role === Role.ADMIN
    ? ALLOWED
    : deny(forbidden('Only the analyst who created an assessment, or an admin, can change it'));
}

/**
 * Nobody decides what they wrote: not the creator, and not whoever changed its answers, figures or
 * requested limit since its last completed review (`unreviewedEditorIds`) — not its final review,
 * its hits or its alerts. FORBIDDEN.
 */
function notAnAuthor(actor: Viewer, assessment: Owned, what: string): Verdict {
  if (assessment.user.id === actor.id) return deny(forbidden(`The analyst who created an assessment cannot ${what}: a second person must`));
  if (assessment.unreviewedEditorIds.includes(actor.id)) {
    return deny(forbidden(`You changed this assessment since its last review, so you cannot ${what}: a second person must`));
  }
  return ALLOWED;
}

const mandatoryRejection = (assessment: Pick<Assessment, 'ruleTrace'>) =>
  assessment.ruleTrace.some((r) => r.ruleType === RuleType.MANDATORY_REJECT);

/**
 * The final four-eyes review, by who may give it: not the creator; and, once the `decision` is
 * known, any decision but rejected on an assessment a `mandatory_reject` rule rejected needs an
 * admin. FORBIDDEN. Whether the assessment waits for a review is `awaitsReview`.
 */
export function mayReviewAssessment(actor: Viewer, assessment: Owned & Pick<Assessment, 'ruleTrace'>, decision?: DecisionStatus): Verdict {
  return allOf(
    notAnAuthor(actor, assessment, 'review it'),
    decision !== undefined && decision !== AssessmentStatus.REJECTED && mandatoryRejection(assessment) && actor.role !== Role.ADMIN
      ? deny(forbidden('Only an admin can override an assessment that a rule rejected automatically'))
      : ALLOWED,
  );
}

/** Whether the assessment waits for its final review now. CONFLICT when done or not needed. */
export function awaitsReview(assessment: Pick<Assessment, 'reviewStatus'>): Verdict {
  if (assessment.reviewStatus === ReviewStatus.PENDING) return ALLOWED;
  return deny(
    conflict(
      assessment.reviewStatus === ReviewStatus.COMPLETED
        ? 'This assessment has already been reviewed'
        : 'This assessment does not need a review',
    ),
  );
}

/** Everyone who has recorded a finding on `hit`: its current reviewer and every earlier one. */
const reviewersOf = (hit: StoredHit): Set<string> =>
  new Set([...(hit.earlierReviews ?? []), ...(hit.review ? [hit.review] : [])].map((r) => r.reviewerId));

/**
 * A finding on a screening hit: not the creator; a hit already reviewed (and not since gone from
 * its list) is reviewed again only to change the finding (CONFLICT otherwise, so a repeated request
 * changes nothing), and only by someone who has never reviewed it (CONFLICT): two people who
 * disagree cannot take turns, and nobody returns to undo the review that overruled them. A
 * confirmed hit gone from its list asks a new question (does the match still stand?), so anyone but
 * the creator answers it. Clearing a confirmed match (confirmed → false positive) needs an admin,
 * as overriding a mandatory rejection does. Without `decision`, only who may review the
 * assessment's hits at all. FORBIDDEN, CONFLICT.
 */
export function mayReviewHit(actor: Viewer, assessment: Owned, hit?: StoredHit, decision?: HitDecision): Verdict {
  const who = notAnAuthor(actor, assessment, 'review its screening hits');
  if (!who.allowed || !hit || !decision) return who;
  if (hit.review && !hitNeedsReview(hit)) {
    if (hit.review.decision === decision) return deny(conflict(`This hit is already marked ${decision.replace('_', ' ')}`));
    if (reviewersOf(hit).has(actor.id)) {
      return deny(conflict('You have already reviewed this hit: a different finding needs someone who has not reviewed it yet'));
    }
  }
  if (hit.review?.decision === 'confirmed' && decision === 'false_positive' && actor.role !== Role.ADMIN) {
    return deny(forbidden('Only an admin can clear a confirmed sanctions or watchlist match'));
  }
  return ALLOWED;
}

/** The alerts monitoring raised about an assessment are resolved by a second person too. FORBIDDEN. */
export function mayResolveAlertsOf(actor: Viewer, assessment: Owned): Verdict {
  return notAnAuthor(actor, assessment, 'resolve its alerts');
}

/**
 * The findings `actor` may record on `hit` now, and when a finding it would otherwise take is
 * refused to them (not merely already recorded), why: what the client offers, straight from
 * mayReviewHit.
 */
export function hitDecisionsFor(actor: Viewer, assessment: Owned, hit: StoredHit): { decisions: HitDecision[]; refused: string | null } {
  const verdicts = HIT_DECISIONS.map((decision) => ({ decision, verdict: mayReviewHit(actor, assessment, hit, decision) }));
  const refused = verdicts.find((v) => !v.verdict.allowed && v.verdict.error.code === 'FORBIDDEN');
  const decisions = verdicts.filter((v) => v.verdict.allowed).map((v) => v.decision);
  return {
    decisions,
    refused: decisions.length > 0 && refused && !refused.verdict.allowed ? refused.verdict.error.message : null,
  };
}

/** The final decisions `actor` may give in a review of `assessment`, from mayReviewAssessment. */
export function reviewDecisionsFor(actor: Viewer, assessment: Owned & Pick<Assessment, 'ruleTrace'>): DecisionStatus[] {
  return DECISION_STATUSES.filter((decision) => mayReviewAssessment(actor, assessment, decision).allowed);
}

/** Everything `actor` may do to `assessment` now, from the functions above: what viewerCan answers. */
export function assessmentAbilities(actor: Viewer, assessment: Assessment) {
  const reviewHits = mayReviewHit(actor, assessment).allowed;
  const reviewer = mayReviewAssessment(actor, assessment);
  const pending = awaitsReview(assessment).allowed;
  return {
    edit: mayChangeAssessment(actor, assessment).allowed,
    review: reviewer.allowed && pending,
    reviewRefused: pending && !reviewer.allowed ? reviewer.error.message : null,
    reviewDecisions: reviewDecisionsFor(actor, assessment),
    reviewHits,
    resolveAlerts: mayResolveAlertsOf(actor, assessment).allowed,
    hits: (assessment.screening?.hits ?? []).map((hit) => ({ hitId: hit.id, ...hitDecisionsFor(actor, assessment, hit) })),
  };
}
