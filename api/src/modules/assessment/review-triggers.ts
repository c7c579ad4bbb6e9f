import type { SqlRunner } from '../../core/sql.js';
import type { NewCase } from '../casework/open-cases.js';
import { CaseKind } from '../casework/case.entity.js';
import { GRADES, type Grade } from '../kernel/credit-scale.js';
import { holdGrades } from '../counterparty/grade-hold.js';

/** What a trigger compares of a stored assessment: its counterparty, grade and key people. */
export interface TriggerSubject {
  id: string;
  counterpartyId: string | null;
  companyName: string;
  grade: string | null;
  keyPeople: readonly string[];
}

const person = (name: string) => name.trim().toLowerCase().split(/\s+/).join(' ');

/** Whether a grade is worse than the one before it (both given). */
const gradeFell = (before: string | null, after: string | null) =>
  !!before && !!after && GRADES.indexOf(after as Grade) > GRADES.indexOf(before as Grade) && GRADES.includes(before as Grade);

/** Why a new assessment calls for a review at once, compared with its counterparty's previous one; null when nothing does. */
export function reviewTrigger(
  previous: Pick<TriggerSubject, 'grade' | 'keyPeople'>,
  next: Pick<TriggerSubject, 'grade' | 'keyPeople'>,
): string | null {
  const reasons: string[] = [];
  if (gradeFell(previous.grade, next.grade)) reasons.push(`grade fell from ${previous.grade} to ${next.grade}`);
  const had = new Map(previous.keyPeople.map((p) => [person(p), p.trim()]));
  const has = new Map(next.keyPeople.map((p) => [person(p), p.trim()]));
  const added = [...has].filter(([key]) => !had.has(key)).map(([, name]) => name);
  const removed = [...had].filter(([key]) => !has.has(key)).map(([, name]) => name);
  if (added.length) reasons.push(`key people added: ${added.join(', ')}`);
  if (removed.length) reasons.push(`key people removed: ${removed.join(', ')}`);
  return reasons.length ? reasons.join('; ') : null;
}

/**
 * Opens a periodic review at once for each new assessment whose grade fell or whose key people
 * changed against its counterparty's previous assessment (or attaches the reason to the review
 * already open), and holds a fallen grade for `cooldownDays` (the scorecard's gradeCooldownDays:
 * no new assessment grades the counterparty better meanwhile, unless an admin overrides). One query
 * for the previous assessments of all the rows' counterparties; nothing for rows of counterparties
 * this very statement created (`newCounterparties`). `open` opens them: in the caller's
 * transaction, or one of their own.
 */
export async function openTriggeredReviews(
  sql: SqlRunner,
  open: (cases: NewCase[]) => Promise<unknown>,
  rows: readonly TriggerSubject[],
  newCounterparties: ReadonlySet<string>,
  cooldownDays: number,
): Promise<number> {
  const filed = rows.filter(
    (r): r is TriggerSubject & { counterpartyId: string } => r.counterpartyId !== null && !newCounterparties.has(r.counterpartyId),
  );
  if (filed.length === 0) return 0;
  const previous = await sql<{ counterparty_id: string; grade: string | null; key_people: string[] }>(
    `select distinct on (counterparty_id) counterparty_id, credit_analysis->>'grade' as grade, key_people
     from assessments where counterparty_id = any($1::uuid[]) and not (id = any($2::uuid[]))
     order by counterparty_id, created_at desc, id desc`,
    [[...new Set(filed.map((r) => r.counterpartyId))], filed.map((r) => r.id)],
  );
  const before = new Map(previous.map((p) => [p.counterparty_id, { grade: p.grade, keyPeople: p.key_people ?? [] }]));
  const triggered = filed.flatMap((row) => {
    const earlier = before.get(row.counterpartyId);
    const reason = earlier ? reviewTrigger(earlier, row) : null;
    return reason
      ? [
          {
            counterpartyId: row.counterpartyId,
            assessmentId: row.id,
            kind: CaseKind.PERIODIC_REVIEW,
            title: `Review triggered: ${reason} (${row.companyName})`.slice(0, 500),
          },
        ]
      : [];
  });
  await holdGrades(
    sql,
    filed.flatMap((row) =>
      gradeFell(before.get(row.counterpartyId)?.grade ?? null, row.grade)
        ? [{ counterpartyId: row.counterpartyId, grade: row.grade as Grade, days: cooldownDays }]
        : [],
    ),
  );
  if (triggered.length > 0) await open(triggered);
  return triggered.length;
}
