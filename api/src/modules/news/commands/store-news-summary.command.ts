import type { EntityManager } from '@mikro-orm/postgresql';
import { loadOwned } from '../../assessment/assessment-access.js';
import { AuditAction, AuditLog } from '../../audit/audit-log.entity.js';
import { User } from '../../user/user.entity.js';
import type { NewsSummary } from '../dto/news.types.js';

/**
 * Stores a news summary (its URL and text) on an assessment with an `updated` audit entry holding
 * the previous ones, in one transaction. Ownership is checked again here, where it is written: the
 * fetch and the model may have taken tens of seconds. NOT_FOUND, FORBIDDEN.
 */
export async function storeNewsSummaryCommand(em: EntityManager, actor: User, assessmentId: string, result: NewsSummary): Promise<void> {
  // A clear identity map: the assessment is read afresh, not as `em` saw it before the fetch.
  await em.transactional(
    async (tx) => {
      const assessment = await loadOwned(tx, actor, assessmentId);
      const previousState = { newsArticleUrl: assessment.newsArticleUrl ?? null, newsSummary: assessment.newsSummary ?? null };
      assessment.newsArticleUrl = result.url;
      assessment.newsSummary = result.summary;
      tx.create(AuditLog, {
        assessment,
        user: tx.getReference(User, actor.id),
        action: AuditAction.UPDATED,
        changes: { newsArticleUrl: result.url, newsSummary: result.summary },
        previousState,
      });
    },
    { clear: true },
  );
}
