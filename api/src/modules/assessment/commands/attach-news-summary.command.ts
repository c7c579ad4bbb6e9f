import type { EntityManager } from '@mikro-orm/postgresql';
import { loadOwned } from '../assessment-access.js';
import { AuditAction } from '../audit-log.entity.js';
import { recordAssessmentChange } from '../assessment-audit.js';
import type { Actor } from '../../../core/principal.js';

/**
 * Attaches a news summary (its URL and text) to an assessment with an `updated` audit entry holding
 * the previous ones, in one transaction. Ownership is checked again here, where it is written: the
 * fetch and the model may have taken tens of seconds. NOT_FOUND, FORBIDDEN.
 */
export async function attachNewsSummaryCommand(
  em: EntityManager,
  actor: Actor,
  assessmentId: string,
  result: { url: string; summary: string },
): Promise<void> {
  // A clear identity map: the assessment is read afresh, not as `em` saw it before the fetch.
  await em.transactional(
    async (tx) => {
      // Locked: a change made meanwhile waits, so this one never writes over it.
      const assessment = await loadOwned(tx, actor, assessmentId, true);
      const previousState = { newsArticleUrl: assessment.newsArticleUrl ?? null, newsSummary: assessment.newsSummary ?? null };
      assessment.newsArticleUrl = result.url;
      assessment.newsSummary = result.summary;
      recordAssessmentChange(tx, {
        assessment,
        actor,
        action: AuditAction.UPDATED,
        changes: { newsArticleUrl: result.url, newsSummary: result.summary },
        previousState,
      });
    },
    { clear: true },
  );
}
