import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../core/errors.js';
import { Alert, AlertStatus } from './alert.entity.js';

/** Alerts listed at once: a backlog beyond this is worked, not scrolled. */
export const MAX_ALERTS_LISTED = 200;

export class AlertService {
  /** Newest first, optionally by status. BAD_USER_INPUT for an unknown status. */
  list(em: EntityManager, status?: string | null): Promise<Alert[]> {
    if (status && !Object.values(AlertStatus).includes(status as AlertStatus)) throw badInput('status must be open or resolved', 'status');
    return em.find(Alert, status ? { status: status as AlertStatus } : {}, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: MAX_ALERTS_LISTED,
      populate: ['resolvedBy'],
    });
  }

  countOpen(em: EntityManager): Promise<number> {
    return em.count(Alert, { status: AlertStatus.OPEN });
  }

  forAssessment(em: EntityManager, assessmentId: string): Promise<Alert[]> {
    return em.find(Alert, { assessment: assessmentId }, { orderBy: { createdAt: 'desc', id: 'desc' }, populate: ['resolvedBy'] });
  }
}
