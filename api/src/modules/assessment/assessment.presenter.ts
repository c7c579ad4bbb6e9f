import type { AuditLog } from './audit-log.entity.js';
import { ANSWER_FIELDS, type AnswerField } from './assessment-answers.js';
import type { ScreeningRecord } from '../screening/assessment-screening.js';
import type { Assessment } from './assessment.entity.js';
import type { StoredOwnershipAnalysis } from './assessment-ownership.js';

/** The spec's screening shape (list versions are internal to hits: `lists` carries them). */
const presentScreening = (s: ScreeningRecord) => ({
  status: s.status,
  screenedAt: s.screenedAt,
  lists: s.lists,
  hits: s.hits.map(({ listVersion: _version, ...hit }) => hit),
});

/** The analysis as served: the register's facts it keeps for re-decisions are the assessment's own business. */
const presentOwnership = ({ register: _register, ...analysis }: StoredOwnershipAnalysis) => analysis;

/** The spec's assessment list item. */
export function presentListItem(a: Assessment) {
  return {
    id: a.id,
    companyName: a.companyName,
    countryOfRegistration: a.countryOfRegistration,
    createdAt: a.createdAt,
    status: a.status,
    ruleStatus: a.ruleStatus,
    rationale: a.rationale,
  };
}

/** A pending review (GET /api/reviews): what it is, who made it and how long it has waited. */
export function presentReviewQueueItem(a: Assessment, now: number) {
  return {
    id: a.id,
    companyName: a.companyName,
    status: a.status,
    ruleStatus: a.ruleStatus,
    rationale: a.rationale,
    screeningStatus: a.screeningStatus,
    reviewReasons: a.reviewReasons,
    createdBy: { id: a.user.id, firstName: a.user.firstName, lastName: a.user.lastName ?? null },
    createdAt: a.createdAt,
    ageMinutes: Math.max(0, Math.floor((now - a.createdAt.getTime()) / 60_000)),
  };
}

/** The full assessment for the REST shim. */
export function presentAssessment(a: Assessment) {
  return {
    id: a.id,
    userId: a.userId,
    ...(Object.fromEntries(ANSWER_FIELDS.map((f) => [f, a[f] ?? null])) as { [K in AnswerField]: Assessment[K] | null }),
    status: a.status,
    ruleStatus: a.ruleStatus,
    revision: a.revision,
    rationale: a.rationale,
    ruleTrace: a.ruleTrace,
    creditAnalysis: a.creditAnalysis ?? null,
    ownershipAnalysis: a.ownershipAnalysis ? presentOwnership(a.ownershipAnalysis) : null,
    screening: a.screening ? presentScreening(a.screening) : null,
    reviewStatus: a.reviewStatus,
    reviewReasons: a.reviewReasons,
    finalReview: a.finalReview ?? null,
    approvedLimit: a.approvedLimit ?? null,
    counterpartyId: a.counterpartyId ?? null,
    nextReviewAt: a.nextReviewAt ?? null,
    approvalExpired: a.approvalExpired,
    supersededReviews: a.supersededReviews,
    processingTimeMs: a.processingTimeMs ?? null,
    newsArticleUrl: a.newsArticleUrl ?? null,
    newsSummary: a.newsSummary ?? null,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
  };
}

export function presentAuditLog(log: AuditLog) {
  return {
    id: log.id,
    assessmentId: log.assessmentId,
    userId: log.userId,
    userName: log.userName,
    action: log.action,
    changes: log.changes ?? null,
    previousState: log.previousState ?? null,
    createdAt: log.createdAt,
  };
}
