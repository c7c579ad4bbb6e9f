import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { conflict, notFound } from '../../../core/errors.js';
import { isUuid } from '../../../core/ids.js';
import { parseInput } from '../../../core/validation.js';
import { Assessment } from '../../assessment/assessment.entity.js';
import { assertNotCreator } from '../../assessment/four-eyes-policy.js';
import { AuditAction, AuditLog } from '../../audit/audit-log.entity.js';
import { User } from '../../user/user.entity.js';
import { Alert, AlertStatus } from '../alert.entity.js';
import { NoteInput } from '../../../core/note-input.js';

/**
 * Any signed-in user but the assessment's creator (a second person decides what a finding about
 * their own counterparty means): resolves an open alert with a note, and records it in the
 * assessment's audit trail, in one transaction. NOT_FOUND, FORBIDDEN, CONFLICT (already resolved),
 * BAD_USER_INPUT (note).
 */
export async function resolveAlertCommand(em: EntityManager, actor: User, id: string, raw: unknown): Promise<Alert> {
  const input = await parseInput(NoteInput, raw);
  if (!isUuid(id)) throw notFound('Alert not found');
  return em.transactional(async (tx) => {
    const alert = await tx.findOne(Alert, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!alert) throw notFound('Alert not found');
    assertNotCreator(actor, await tx.findOneOrFail(Assessment, alert.assessment.id), 'resolve its alerts');
    if (alert.status === AlertStatus.RESOLVED) throw conflict('This alert is already resolved');
    const note = input.note.trim();
    Object.assign(alert, { status: AlertStatus.RESOLVED, resolvedBy: tx.getReference(User, actor.id), resolvedAt: new Date(), note });
    tx.create(AuditLog, {
      assessment: alert.assessment,
      user: tx.getReference(User, actor.id),
      action: AuditAction.UPDATED,
      changes: { alertResolved: `${alert.summary} — ${note}` },
    });
    return alert;
  });
}
