import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PgBoss } from 'pg-boss';
import { AlertKind } from '../../alert/alert.entity.js';
import { raiseAlertsCommand, type NewAlert, type RaisedAlert } from '../../alert/commands/raise-alerts.command.js';
import { Assessment } from '../../assessment/assessment.entity.js';
import { rescreenAndAudit } from '../../assessment/redecide.js';
import type { RuleService } from '../../rule/rule.service.js';
import { hitKey, partyOf, screenParties } from '../../screening/assessment-screening.js';
import type { ScreeningService } from '../../screening/screening.service.js';
import type { RescreenJob } from '../monitoring.jobs.js';

/**
 * Screens one chunk of assessments against the active lists again, in one transaction on the
 * locked rows. An assessment whose hits changed gets its new screening (reviews of hits found
 * again kept), a new decision and an audit entry by the system; each hit new to it raises one
 * alert. Running a chunk twice changes nothing the second time (the hits are then stored and the
 * alerts unique), so a retried job cannot raise an alert twice.
 */
export async function rescreenChunkCommand(
  em: EntityManager,
  rules: RuleService,
  screening: ScreeningService,
  queue: PgBoss,
  job: RescreenJob,
): Promise<{ screened: number; changed: number; alerts: RaisedAlert[] }> {
  return em.transactional(async (tx) => {
    const assessments = await tx.find(
      Assessment,
      { id: { $gte: job.firstId, $lte: job.lastId } },
      { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
    );
    const records = await screenParties(
      screening,
      tx,
      assessments.map((a) => ({ party: partyOf(a), previous: a.screening })),
    );
    const alerts: NewAlert[] = [];
    let changed = 0;
    for (const [i, assessment] of assessments.entries()) {
      const record = records[i];
      const before = new Set((assessment.screening?.hits ?? []).map(hitKey));
      const after = new Set(record.hits.map(hitKey));
      const added = record.hits.filter((h) => !before.has(hitKey(h)));
      const removed = [...before].filter((key) => !after.has(key)).length;
      if (added.length === 0 && removed === 0) continue;
      changed += 1;
      await rescreenAndAudit(tx, rules, assessment, record, {
        actorId: null,
        summary: { rescreen: `${job.listName} version ${job.listVersion}: ${added.length} new hit(s), ${removed} gone` },
      });
      for (const hit of added) {
        alerts.push({
          assessmentId: assessment.id,
          companyName: assessment.companyName,
          kind: AlertKind.SCREENING_HIT,
          summary: `${hit.subject.kind === 'person' ? `Key person ${hit.subject.name}` : assessment.companyName} matches ${hit.caption} on ${hit.listName} (score ${hit.score.toFixed(2)})`,
          dedupeKey: `hit:${hitKey(hit)}`,
        });
      }
    }
    await tx.flush();
    const raised = await raiseAlertsCommand(tx, queue, alerts);
    return { screened: assessments.length, changed, alerts: raised };
  });
}
