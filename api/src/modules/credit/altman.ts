import type { FinancialStatement } from './financials.js';
import { ratio, roundRatio } from './rounding.js';

/**
 * Altman Z″ for private and non-manufacturing firms (Altman 1995):
 * Z″ = 6.56·X1 + 3.26·X2 + 6.72·X3 + 1.05·X4.
 */
export const ALTMAN_COEFFICIENTS = { x1: 6.56, x2: 3.26, x3: 6.72, x4: 1.05 } as const;
/** `safe` above 2.60, `grey` from 1.10 to 2.60 inclusive, `distress` below 1.10. */
export const ALTMAN_SAFE_ABOVE = 2.6;
export const ALTMAN_DISTRESS_BELOW = 1.1;

export type AltmanZone = 'safe' | 'grey' | 'distress';
export const ALTMAN_ZONES: readonly AltmanZone[] = ['safe', 'grey', 'distress'];

export interface AltmanZ {
  /** Z″, 4 decimals; null when a component is (or the sum overflows). */
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
 * points). The zone is read from the rounded score, so a stored 2.6 is always `grey`.
 */
export function altmanZ(s: FinancialStatement): AltmanZ {
  const wc = s.currentAssets - s.currentLiabilities;
  const x1 = ratio(wc, s.totalAssets);
  const x2 = ratio(s.retainedEarnings, s.totalAssets);
  const x3 = ratio(s.ebit, s.totalAssets);
  const x4 = ratio(s.equity, s.totalLiabilities);
  if (x1 === null || x2 === null || x3 === null || x4 === null) return { score: null, zone: null, x1, x2, x3, x4 };
  // Z″ from the exact components; the stored X1–X4 are rounded.
  const c = ALTMAN_COEFFICIENTS;
  const z =
    c.x1 * (wc / s.totalAssets) +
    c.x2 * (s.retainedEarnings / s.totalAssets) +
    c.x3 * (s.ebit / s.totalAssets) +
    c.x4 * (s.equity / s.totalLiabilities);
  if (!Number.isFinite(z)) return { score: null, zone: null, x1, x2, x3, x4 };
  const score = roundRatio(z);
  return { score, zone: altmanZone(score), x1, x2, x3, x4 };
}
