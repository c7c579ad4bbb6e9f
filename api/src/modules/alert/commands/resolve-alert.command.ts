import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../../core/errors.js';
import { isUuid } from '../../../core/ids.js';
import { parseInput } from '../../../core/validation.js';
import { loadAssessment } from '../../assessment/assessment-access.js';
import type { Assessment } from '../../assessment/assessment.entity.js';
import { mayResolveAlert } from '../alert.policy.js';
import { enforce } from '../../../core/policy.js';
import { AuditAction } from '../../assessment/audit-log.entity.js';
import { recordAssessmentChange } from '../../assessment/assessment-audit.js';
import { User } from '../../user/user.entity.js';
import { Alert, AlertKind, AlertStatus } from '../alert.entity.js';
import { findingOf } from '../alert-finding.js';
import { ResolveAlertInput, type AlertHitDecision } from '../dto/resolve-alert.input.js';
import type { Actor } from '../../../core/principal.js';

/**
 * Records a finding on the hit of a screening alert, in the caller's transaction (which holds the
 * assessment's lock, then the alert's); answers false when the hit no longer waits for one. Supplied by the screening module (it owns hit reviews), so
 * resolving an alert and reviewing its hit stay one step. BAD_USER_INPUT (hitDecision missing when
 * the hit needs a finding), FORBIDDEN, CONFLICT as a hit review.
 */
export type AlertHitReviewer = (
  tx: EntityManager,
  actor: Actor,
  assessmentId: string,
  finding: string,
  review: { decision?: AlertHitDecision | null; reason: string },
) => Promise<boolean>;

/**
 * Any signed-in user but the assessment's creator (a second person decides what a finding about
 * their own counterparty means): resolves an open alert with a note, and records it in the
 * assessment's audit trail, in one transaction. A screening alert whose hit still waits for a
 * reviewer takes the finding too (`hitDecision`), recorded on the hit as a hit review with the note
 * as its reason — so an alert and its hit are never handled twice. Locks the assessment, then the
 * alert, as a hit review does: one racing it waits, then finds the alert resolved (CONFLICT).
 * NOT_FOUND, FORBIDDEN, CONFLICT (already resolved), BAD_USER_INPUT (note, hitDecision).
 */
export async function resolveAlertCommand(
  em: EntityManager,
  reviewHit: AlertHitReviewer,
  actor: Actor,
  id: string,
  raw: unknown,
): Promise<Alert> {
  if (!isUuid(id)) throw notFound('Alert not found');
  return em.transactional(async (tx) => {
    const assessment = await lockAssessmentOf(tx, id);
    // Read again under the lock: a hit review may have resolved it meanwhile.
    const alert = await tx.findOneOrFail(Alert, id, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    enforce(mayResolveAlert(actor, alert, assessment));
    const input = await parseInput(ResolveAlertInput, raw);
    const note = input.note.trim();
    const finding = findingOf(alert);
    // A hit review resolves this alert itself (resolveFindingAlerts), with the same note.
    const reviewed =
      finding !== null && (await reviewHit(tx, actor, alert.assessment.id, finding, { decision: input.hitDecision, reason: note }));
    if (!reviewed) markResolved(tx, alert, actor, note);
    return alert;
  });
}

/**
 * The assessment of alert `id`, locked: whatever changes an alert takes its assessment's row first,
 * then the alert rows (a hit review, a re-screening chunk), so two of them never wait for each
 * other in opposite orders. The alert is read without a lock for its assessment, which never changes.
 * NOT_FOUND.
 */
async function lockAssessmentOf(tx: EntityManager, id: string): Promise<Assessment> {
  const alert = await tx.findOne(Alert, id, { fields: ['assessment'] });
  if (!alert) throw notFound('Alert not found');
  return loadAssessment(tx, alert.assessment.id, true);
}

function markResolved(em: EntityManager, alert: Alert, actor: Actor, note: string): void {
  Object.assign(alert, { status: AlertStatus.RESOLVED, resolvedBy: em.getReference(User, actor.id), resolvedAt: new Date(), note });
  recordAssessmentChange(em, {
    assessment: alert.assessment,
    actor,
    action: AuditAction.UPDATED,
    changes: { alertResolved: `${alert.summary} — ${note}` },
  });
}

/**
 * Resolves the open alerts an assessment's screening finding raised (a new hit, or a confirmed hit
 * gone from its list), in the caller's transaction: called when the hit is reviewed, so the finding
 * is handled once. `finding` is the hit's key (assessment-screening.ts hitKey). The caller holds the
 * assessment's lock: the alerts are locked after it, in id order.
 */
export async function resolveFindingAlerts(
  em: EntityManager,
  actor: Actor,
  assessmentId: string,
  finding: string,
  note: string,
): Promise<void> {
  const open = await em.find(
    Alert,
    { assessment: assessmentId, status: AlertStatus.OPEN, kind: { $in: [AlertKind.SCREENING_HIT, AlertKind.SCREENING_HIT_GONE] } },
    { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
  );
  for (const alert of open) if (findingOf(alert) === finding) markResolved(em, alert, actor, note);
}
