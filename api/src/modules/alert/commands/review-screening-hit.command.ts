import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, notFound } from '../../../core/errors.js';
import { isUuid } from '../../../core/ids.js';
import { parseInput } from '../../../core/validation.js';
import { formatInUnit } from '../../../core/units.js';
import { resolveFindingAlerts, type AlertHitReviewer } from './resolve-alert.command.js';
import { loadAssessment } from '../../assessment/assessment-access.js';
import type { Assessment } from '../../assessment/assessment.entity.js';
import { mayReviewHit } from '../../assessment/assessment.policy.js';
import { enforce } from '../../../core/policy.js';
import { rescreenAndAudit, type Deciders } from '../../assessment/redecide.js';
import { fullName } from '../../user/full-name.js';
import { hitKey, hitNeedsReview, screeningStatusOf, type HitReview, type StoredHit } from '../../screening/assessment-screening.js';
import { ReviewHitInput } from '../../screening/dto/review-hit.input.js';
import type { Actor } from '../../../core/principal.js';

const DECISION_LABEL = { confirmed: 'confirmed', false_positive: 'false positive' } as const;

/**
 * A second person records a finding on one hit (confirmed or false positive, with a reason), then,
 * in the same transaction, the assessment's screening status, its decision with the current rules
 * (a completed four-eyes review is kept on record as superseded), an `updated` audit entry naming
 * the hit, the finding and the reason, and the resolution of the alerts the hit raised (with the
 * reason as their note). Who may: see mayReviewHit. A review that replaces an earlier one
 * keeps it in the hit's `earlierReviews`. The assessment row is locked, so two reviews never
 * overwrite each other, and before its alerts, in the order resolving an alert takes them too (the
 * two never deadlock: one waits, then finds the finding recorded).
 * NOT_FOUND (assessment or hit), FORBIDDEN, CONFLICT, BAD_USER_INPUT naming the field.
 */
export async function reviewScreeningHitCommand(
  em: EntityManager,
  deciders: Deciders,
  actor: Actor,
  assessmentId: string,
  hitId: string,
  raw: unknown,
): Promise<Assessment> {
  if (!isUuid(assessmentId)) throw notFound('Assessment not found');
  return em.transactional((tx) => recordHitReview(tx, deciders, actor, assessmentId, (h) => h.id === hitId, raw));
}

/**
 * reviewScreeningHitCommand's work, in the caller's transaction, on the hit `which` picks; the hit's
 * alerts are resolved with `alertNote` (by default, the finding and its reason).
 */
async function recordHitReview(
  tx: EntityManager,
  deciders: Deciders,
  actor: Actor,
  assessmentId: string,
  which: (hit: StoredHit) => boolean,
  raw: unknown,
  alertNote?: string,
): Promise<Assessment> {
  const assessment = await loadAssessment(tx, assessmentId, true);
  enforce(mayReviewHit(actor, assessment));
  const record = assessment.screening;
  const hit = record?.hits.find(which);
  if (!record || !hit) throw notFound('Screening hit not found');
  const input = await parseInput(ReviewHitInput, raw);
  enforce(mayReviewHit(actor, assessment, hit, input.decision));
  const review: HitReview = {
    decision: input.decision,
    reason: input.reason.trim(),
    reviewerId: actor.id,
    reviewerName: fullName(actor),
    reviewedAt: new Date().toISOString(),
  };
  const reviewed = (h: StoredHit): StoredHit => ({
    ...h,
    review,
    ...(h.review ? { earlierReviews: [...(h.earlierReviews ?? []), h.review] } : {}),
  });
  // A new object, so the ORM sees the JSON column change.
  const hits = record.hits.map((h) => (h === hit ? reviewed(h) : h));
  const replaced = hit.review ? ` (was ${DECISION_LABEL[hit.review.decision]} by ${hit.review.reviewerName})` : '';
  const finding = `${hit.caption} (${hit.listName}, score ${formatInUnit(hit.score, 'percent')}) for ${hit.subject.name}: ${DECISION_LABEL[input.decision]}${replaced}. Reason: ${review.reason}`;
  await rescreenAndAudit(
    tx,
    deciders,
    assessment,
    { ...record, hits, status: screeningStatusOf(hits, record.lists) },
    { actorId: actor.id, cause: 'hit_review', summary: { screeningReview: finding } },
  );
  const note = alertNote ?? `Hit reviewed: ${DECISION_LABEL[input.decision]}. ${review.reason}`;
  await resolveFindingAlerts(tx, actor, assessment.id, hitKey(hit), note);
  return assessment;
}

/**
 * Resolving a screening alert records the finding on its hit (see resolveAlertCommand): the hit the
 * alert names, when it still waits for a reviewer. BAD_USER_INPUT on `hitDecision` when it is then
 * missing.
 */
export const alertHitReviewer =
  (deciders: Deciders): AlertHitReviewer =>
  async (tx, actor, assessmentId, finding, { decision, reason }) => {
    // Already locked by resolveAlertCommand, before the alert.
    const assessment = await loadAssessment(tx, assessmentId);
    const hit = assessment.screening?.hits.find((h) => hitKey(h) === finding);
    if (!hit || !hitNeedsReview(hit)) return false;
    if (!decision) {
      throw badInput(
        'This alert is about a screening hit no one has reviewed: choose the finding (confirmed or false positive)',
        'hitDecision',
      );
    }
    // The alert keeps the note as its resolver wrote it.
    await recordHitReview(tx, deciders, actor, assessmentId, (h) => hitKey(h) === finding, { decision, reason }, reason);
    return true;
  };
