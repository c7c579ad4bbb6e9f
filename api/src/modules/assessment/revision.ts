import { DomainError } from '../../core/errors.js';
import type { Assessment } from './assessment.entity.js';

const PAST: Record<'review' | 'edit', string> = { review: 'reviewed', edit: 'edited' };

/**
 * Refuses a review or an edit made on a revision other than the current one: neither may cover,
 * or overwrite, a change its author never saw. CONFLICT (field revision, extensions.currentRevision).
 */
export function assertCurrentRevision(assessment: Pick<Assessment, 'revision'>, revision: number, action: 'review' | 'edit'): void {
  if (revision === assessment.revision) return;
  throw new DomainError(
    'CONFLICT',
    `This assessment changed after you opened it (you ${PAST[action]} revision ${revision}; it is now at revision ${assessment.revision}): reload it, see what changed and ${action} it again`,
    'revision',
    { currentRevision: assessment.revision },
  );
}
