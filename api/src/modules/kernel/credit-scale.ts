/**
 * The credit scale both the credit module (which scores and grades) and the decision engine (whose
 * rules test the grade and the Altman Z″ zone) name: stated once here, below both. Labels,
 * thresholds and ranges are the credit catalog's (credit/credit-catalog.ts).
 */

/** The scorecard's grades, best first. */
export const GRADES = ['A', 'B', 'C', 'D', 'E'] as const;
export type Grade = (typeof GRADES)[number];

/** The Altman Z″ zones, best first. */
export const ALTMAN_ZONES = ['safe', 'grey', 'distress'] as const;
export type AltmanZone = (typeof ALTMAN_ZONES)[number];
