import type { SqlRunner } from '../../core/sql.js';
import type { NewCase } from '../casework/open-cases.js';
import { CaseKind } from '../casework/case.entity.js';
import { GRADES, type Grade } from '../kernel/credit-scale.js';
import { holdGrades } from '../counterparty/grade-hold.js';

/**
 * A new assessment of a counterparty assessed before, with what its latest earlier assessment said:
 * what a review trigger compares (the assessment writer answers them).
 */
export interface Reassessed {
  id: string;
  counterpartyId: string;
  companyName: string;
  grade: string | null;
  keyPeople: readonly string[];
  previous: { grade: string | null; keyPeople: readonly string[] };
}

const person = (name: string) => name.trim().toLowerCase().split(/\s+/).join(' ');

/** Whether a grade is worse than the one before it (both given). */
const gradeFell = (before: string | null, after: string | null) =>
  !!before && !!after && GRADES.indexOf(after as Grade) > GRADES.indexOf(before as Grade) && GRADES.includes(before as Grade);

/** Why a new assessment calls for a review at once, compared with its counterparty's previous one; null when nothing does. */
export function reviewTrigger(previous: Reassessed['previous'], next: Pick<Reassessed, 'grade' | 'keyPeople'>): string | null {
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
 * no new assessment grades the counterparty better meanwhile, unless an admin overrides). `open`
 * opens them: in the caller's transaction, or one of their own. No query when nothing fell or changed.
 */
export async function openTriggeredReviews(
  sql: SqlRunner,
  open: (cases: NewCase[]) => Promise<unknown>,
  rows: readonly Reassessed[],
  cooldownDays: number,
): Promise<number> {
  const triggered = rows.flatMap((row) => {
    const reason = reviewTrigger(row.previous, row);
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
    rows.flatMap((row) =>
      gradeFell(row.previous.grade, row.grade)
        ? [{ counterpartyId: row.counterpartyId, grade: row.grade as Grade, days: cooldownDays }]
        : [],
    ),
  );
  if (triggered.length > 0) await open(triggered);
  return triggered.length;
}
