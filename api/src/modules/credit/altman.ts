import { ALTMAN_COEFFICIENTS, ALTMAN_DISTRESS_BELOW, ALTMAN_SAFE_ABOVE, type AltmanZone } from './credit-catalog.js';
import { finite, roundRatio } from './rounding.js';
import type { FinancialStatement } from './statement.js';

// The coefficients, thresholds and zones are the credit catalog's, which the client and the PDF read too.
export { ALTMAN_COEFFICIENTS, ALTMAN_DISTRESS_BELOW, ALTMAN_SAFE_ABOVE, ALTMAN_ZONES, type AltmanZone } from './credit-catalog.js';

export interface AltmanZ {
  /** Z″, 4 decimals; null when a component is (total liabilities of 0). */
  score: number | null;
  zone: AltmanZone | null;
  /** Working capital / total assets. */
  x1: number | null;
  /** Retained earnings / total assets. */
  x2: number | null;
  /** EBIT / total assets. */
  x3: number | null;
  /** Book equity / total liabilities; null when total liabilities are 0. */
  x4: number | null;
}

export function altmanZone(score: number): AltmanZone {
  return score > ALTMAN_SAFE_ABOVE ? 'safe' : score >= ALTMAN_DISTRESS_BELOW ? 'grey' : 'distress';
}

/**
 * Z″ of one statement. With no liabilities at all X4 has no value, and Z″ and its zone are null
 * too rather than a score made of three of its four parts (the scorecard then gives the zone no
 * points). The zone is read from the rounded score, so a stored 2.6 is always `grey`. A component
 * or Z″ that is not finite throws NotFiniteError naming the figure divided by: never an absence.
 */
export function altmanZ(s: FinancialStatement): AltmanZ {
  const c = ALTMAN_COEFFICIENTS;
  const over = (numerator: number, figure: 'totalAssets' | 'totalLiabilities') =>
    s[figure] === 0 ? null : finite(numerator / s[figure], { what: 'Altman Z″', figure });
  // Z″ from the exact components; the stored X1–X4 are rounded.
  const e1 = over(s.currentAssets - s.currentLiabilities, 'totalAssets');
  const e2 = over(s.retainedEarnings, 'totalAssets');
  const e3 = over(s.ebit, 'totalAssets');
  const e4 = over(s.equity, 'totalLiabilities');
  const [x1, x2, x3, x4] = [e1, e2, e3, e4].map((e) => (e === null ? null : roundRatio(e)));
  if (e1 === null || e2 === null || e3 === null || e4 === null) return { score: null, zone: null, x1, x2, x3, x4 };
  const assetTerms = c.x1 * e1 + c.x2 * e2 + c.x3 * e3;
  const liabilityTerm = c.x4 * e4;
  // Finite parts can still add up past the largest number: name the figure behind the larger part.
  const figure = Number.isFinite(assetTerms) && Math.abs(liabilityTerm) > Math.abs(assetTerms) ? 'totalLiabilities' : 'totalAssets';
  const score = roundRatio(finite(assetTerms + liabilityTerm, { what: 'Altman Z″', figure }));
  return { score, zone: altmanZone(score), x1, x2, x3, x4 };
}
