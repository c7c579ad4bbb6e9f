import type { DomainModule } from '../../core/module.js';
import { CaseComment } from './case-comment.entity.js';
import { CaseEvent } from './case-event.entity.js';
import { CaseQueue, CaseQueueMember } from './case-queue.entity.js';
import { Case } from './case.entity.js';
import { Evidence, EvidenceChunk } from './evidence.entity.js';
import { Notification } from './notification.entity.js';
import { CASE_REVIEW_QUEUE, periodicReviewJob, type CaseworkJobDeps } from './periodic-review.job.js';

/** Casework: cases with owners, due dates, comments, evidence and outcomes; queues; notifications. */
export const caseworkModule: DomainModule<CaseworkJobDeps> = {
  // A run that dies is retried; it opens nothing twice.
  queues: { [CASE_REVIEW_QUEUE]: { expireInSeconds: 900, retryLimit: 2 } },
  jobs: [periodicReviewJob],
  entities: [Case, CaseEvent, CaseComment, CaseQueue, CaseQueueMember, Evidence, EvidenceChunk, Notification],
};
