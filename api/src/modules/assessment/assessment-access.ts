import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../core/errors.js';
import { enforce } from '../../core/policy.js';
import type { Actor } from '../../core/principal.js';
import { isUuid } from '../../core/ids.js';
import { Assessment } from './assessment.entity.js';
import { mayChangeAssessment } from './assessment.policy.js';

/** An assessment by id, `lock`ed for the caller's transaction. NOT_FOUND (also for an id that is not a UUID). */
export async function loadAssessment(em: EntityManager, id: string, lock = false): Promise<Assessment> {
  const assessment = isUuid(id) ? await em.findOne(Assessment, id, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}) : null;
  if (!assessment) throw notFound('Assessment not found');
  return assessment;
}

/**
 * An assessment the actor may change. Call it before fetching or computing anything for the
 * change, so a refused caller causes no work; `lock` it when the change reads what it rewrites
 * (a concurrent hit review must not be overwritten). NOT_FOUND, FORBIDDEN.
 */
export async function loadOwned(em: EntityManager, actor: Actor, id: string, lock = false): Promise<Assessment> {
  const assessment = await loadAssessment(em, id, lock);
  enforce(mayChangeAssessment(actor, assessment));
  return assessment;
}
