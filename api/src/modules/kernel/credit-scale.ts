/**
 * The credit scale both the credit module (which scores and grades) and the decision engine (whose
 * rules test the grade and the Altman Z″ zone) name: stated once here, below both. Labels,
 * thresholds and ranges are the credit catalog's (credit/credit-catalog.ts).
 */

/** The scorecard's grades, best first. */
export const GRADES = ['A', 'B', 'C', 'D', 'E'] as const;
export type Grade = (typeof GRADES)[number];

/**
 * A counterparty's grade held after a downgrade (the scorecard's cooldown): until `until` (ISO
 * time) a new analysis cannot grade it better than `grade`. The counterparty module keeps it; the
 * credit analysis applies it.
 */
export interface GradeHold {
  grade: Grade;
  until: string;
}

/** The Altman Z″ zones, best first. */
export const ALTMAN_ZONES = ['safe', 'grey', 'distress'] as const;
export type AltmanZone = (typeof ALTMAN_ZONES)[number];
