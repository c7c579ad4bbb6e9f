import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventPublisher } from '../../../core/events.js';
import type { CaseDesk } from '../../casework/case-desk.js';
import { AlertKind } from '../../alert/alert.entity.js';
import { raiseAlertsCommand, type NewAlert, type RaisedAlert } from '../../alert/commands/raise-alerts.command.js';
import { assessmentsInRange, lockAssessments } from '../../assessment/assessment.queries.js';
import { rescreenAndAudit, type Deciders } from '../../assessment/redecide.js';
import {
  findHits,
  hitKey,
  mergeScreening,
  partyOf,
  type ScreenedParty,
  type ScreeningRecord,
  type StoredHit,
} from '../../screening/assessment-screening.js';
import type { NameScreener } from '../../screening/name-screener.js';
import type { RescreenJob } from '../monitoring.jobs.js';

const sameParty = (a: ScreenedParty, b: ScreenedParty) =>
  a.companyName === b.companyName &&
  a.countryOfRegistration === b.countryOfRegistration &&
  a.countryOfBusiness === b.countryOfBusiness &&
  JSON.stringify(a.keyPeople) === JSON.stringify(b.keyPeople) &&
  JSON.stringify(a.owners) === JSON.stringify(b.owners);

/** A record's list versions, in an order that does not depend on how they were read. */
const listsKey = (lists: ScreeningRecord['lists']) => JSON.stringify(lists.map((l) => [l.name, l.version]).sort());

/**
 * What a new screening record changes against the stored one: hits new to it, hits gone, reviewed
 * hits newly gone from their list, and whether it was checked against other list versions (an
 * assessment never screened against the lists now active, or checked against an older version).
 */
function difference(before: ScreeningRecord | null | undefined, after: ScreeningRecord) {
  const previous = new Map((before?.hits ?? []).map((h) => [hitKey(h), h]));
  const current = new Set(after.hits.map(hitKey));
  const added = after.hits.filter((h) => !previous.has(hitKey(h)));
  const removed = [...previous.keys()].filter((key) => !current.has(key)).length;
  const nowGone = after.hits.filter((h) => h.goneSince && !previous.get(hitKey(h))?.goneSince);
  const relisted = !before || listsKey(before.lists) !== listsKey(after.lists);
  return { added, removed, nowGone, changed: added.length + removed + nowGone.length > 0 || relisted };
}

const subjectOf = (hit: StoredHit, companyName: string) =>
  hit.subject.kind === 'person'
    ? `Key person ${hit.subject.name}`
    : hit.subject.name === companyName
      ? companyName
      : `Owner ${hit.subject.name}`;

/** A gone hit's alert: the reviewer's finding, and what its disappearance does to the decision. */
function goneSummary(hit: StoredHit, companyName: string): string {
  const who = subjectOf(hit, companyName);
  return hit.review?.decision === 'confirmed'
    ? `${who}: the confirmed match ${hit.caption} is no longer found on ${hit.listName}; it stands until a reviewer clears it`
    : `${who}: ${hit.caption}, reviewed as a false positive, is no longer found on ${hit.listName}; the decision does not change`;
}

/**
 * Screens one chunk of assessments against the active lists again. The screening itself runs
 * outside any transaction and lock (it is the slow part); then one short transaction locks only the
 * assessments whose result changed — their hits, or the list versions they were checked against
 * (so a record never names a version it was not checked against, and one never screened against
 * the lists now active is screened) — merges the new hits with what each row holds now (a hit
 * review made meanwhile is kept), and gives each its new screening, a new decision when the
 * decision reads it differently (not_screened becoming clear does) and an audit entry by the
 * system. An assessment edited since it was read is skipped: its edit screened it against the
 * same lists. Each hit new to an assessment raises one alert, and so does a reviewed hit its list no
 * longer carries (kept on record: a confirmed one still holds the decision and goes to review, a
 * false positive changes nothing; see mergeScreening). Running a chunk twice changes nothing the
 * second time (the hits are then stored and the alerts unique), so a retried job cannot raise an
 * alert twice.
 */
export async function rescreenChunkCommand(
  em: EntityManager,
  deciders: Deciders,
  screening: NameScreener,
  events: EventPublisher,
  cases: CaseDesk,
  job: RescreenJob,
): Promise<{ screened: number; changed: number; alerts: RaisedAlert[] }> {
  const read = await assessmentsInRange(em.fork(), job);
  const parties = read.map(partyOf);
  const { lists, found } = await findHits(screening, em.fork(), parties);
  const screenedAt = new Date().toISOString();
  const candidates = new Map(
    read.flatMap((a, i) => (difference(a.screening, mergeScreening(found[i], a.screening, lists, screenedAt)).changed ? [[a.id, i]] : [])),
  );
  if (candidates.size === 0) return { screened: read.length, changed: 0, alerts: [] };

  return em.fork().transactional(async (tx) => {
    const locked = await lockAssessments(tx, [...candidates.keys()]);
    const alerts: NewAlert[] = [];
    let changed = 0;
    for (const assessment of locked) {
      const i = candidates.get(assessment.id)!;
      if (!sameParty(partyOf(assessment), parties[i])) continue;
      const record = mergeScreening(found[i], assessment.screening, lists, screenedAt);
      const diff = difference(assessment.screening, record);
      if (!diff.changed) continue;
      changed += 1;
      const gone = diff.nowGone.length ? `, ${diff.nowGone.length} reviewed hit(s) no longer listed` : '';
      await rescreenAndAudit(tx, deciders, assessment, record, {
        actorId: null,
        cause: 'rescreen',
        summary: { rescreen: `${job.listName} version ${job.listVersion}: ${diff.added.length} new hit(s), ${diff.removed} gone${gone}` },
      });
      for (const hit of diff.added) {
        alerts.push({
          assessmentId: assessment.id,
          companyName: assessment.companyName,
          kind: AlertKind.SCREENING_HIT,
          summary: `${subjectOf(hit, assessment.companyName)} matches ${hit.caption} on ${hit.listName} (score ${hit.score.toFixed(2)})`,
          dedupeKey: `hit:${hitKey(hit)}`,
        });
      }
      for (const hit of diff.nowGone) {
        alerts.push({
          assessmentId: assessment.id,
          companyName: assessment.companyName,
          kind: AlertKind.SCREENING_HIT_GONE,
          summary: goneSummary(hit, assessment.companyName),
          dedupeKey: `gone:${hitKey(hit)}:${hit.goneSince}`,
        });
      }
    }
    await tx.flush();
    const raised = await raiseAlertsCommand(tx, events, cases, alerts);
    return { screened: read.length, changed, alerts: raised };
  });
}
