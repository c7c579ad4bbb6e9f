import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { forbidden, notFound } from '../../core/errors.js';
import { Role, type User } from '../user/user.entity.js';
import { isUuid } from '../../core/ids.js';
import { Assessment } from './assessment.entity.js';

/** An assessment by id, `lock`ed for the caller's transaction. NOT_FOUND (also for an id that is not a UUID). */
export async function loadAssessment(em: EntityManager, id: string, lock = false): Promise<Assessment> {
  const assessment = isUuid(id) ? await em.findOne(Assessment, id, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}) : null;
  if (!assessment) throw notFound('Assessment not found');
  return assessment;
}

/**
 * The spec's rule "only the creator or an admin may change an assessment", kept in one place so
 * every mutation that writes an assessment enforces it the same way. FORBIDDEN.
 */
export function assertCanChange(actor: User, assessment: Assessment): void {
  if (assessment.user.id !== actor.id && actor.role !== Role.ADMIN) {
    throw forbidden('Only the analyst who created an assessment, or an admin, can change it');
  }
}

/**
 * An assessment the actor may change. Call it before fetching or computing anything for the
 * change, so a refused caller causes no work; `lock` it when the change reads what it rewrites
 * (a concurrent hit review must not be overwritten). NOT_FOUND, FORBIDDEN.
 */
export async function loadOwned(em: EntityManager, actor: User, id: string, lock = false): Promise<Assessment> {
  const assessment = await loadAssessment(em, id, lock);
  assertCanChange(actor, assessment);
  return assessment;
}
