import { formatInUnit, type Unit } from '../../core/units.js';
import { ALTMAN_ZONES, GRADES, type AltmanZone, type Grade } from '../kernel/credit-scale.js';
import { roundTo } from './rounding.js';
import type { StatementFigure } from './statement.js';

/**
 * The credit module's facts that the API validates and scores with and that the client and the
 * PDF show: a statement's figures, the year limits, the grades, Altman Z″'s zones and terms, and
 * the scorecard's inputs. Stated once here (ratios: kernel/ratio-catalog.ts). Pure, like units.ts: the
 * report model hands it to the PDF, and the client imports it at build time (into its lazy credit
 * chunks only), so neither keeps a copy. Colours and layout stay with each.
 */

/** One figure of a fiscal year's statements. */
export interface FigureSpec {
  key: StatementFigure;
  /** As the wizard, spread and PDF label it. */
  label: string;
  /** How it prints (core/units.ts): money in the statements' currency. */
  unit: Unit;
  /** May be left empty (null). */
  optional: boolean;
  /** Losses and deficits: EBIT, EBITDA, net profit, equity and retained earnings. */
  mayBeNegative: boolean;
}

/**
 * Every figure of a statement in the issue's order: the one list for the wizard's rows (and the
 * order a pasted column fills them), CSV columns, spreads, the PDF and validation.
 */
export const STATEMENT_FIGURES: readonly FigureSpec[] = [
  { key: 'revenue', label: 'Revenue', unit: 'amount', optional: false, mayBeNegative: false },
  { key: 'ebit', label: 'EBIT', unit: 'amount', optional: false, mayBeNegative: true },
  { key: 'ebitda', label: 'EBITDA', unit: 'amount', optional: true, mayBeNegative: true },
  { key: 'interestExpense', label: 'Interest expense', unit: 'amount', optional: true, mayBeNegative: false },
  { key: 'netProfit', label: 'Net profit', unit: 'amount', optional: false, mayBeNegative: true },
  { key: 'currentAssets', label: 'Current assets', unit: 'amount', optional: false, mayBeNegative: false },
  { key: 'inventory', label: 'Inventory', unit: 'amount', optional: true, mayBeNegative: false },
  { key: 'cash', label: 'Cash', unit: 'amount', optional: true, mayBeNegative: false },
  { key: 'currentLiabilities', label: 'Current liabilities', unit: 'amount', optional: false, mayBeNegative: false },
  { key: 'totalAssets', label: 'Total assets', unit: 'amount', optional: false, mayBeNegative: false },
  { key: 'totalLiabilities', label: 'Total liabilities', unit: 'amount', optional: false, mayBeNegative: false },
  { key: 'equity', label: 'Equity', unit: 'amount', optional: false, mayBeNegative: true },
  { key: 'intangibleAssets', label: 'Intangible assets', unit: 'amount', optional: true, mayBeNegative: false },
  { key: 'retainedEarnings', label: 'Retained earnings', unit: 'amount', optional: false, mayBeNegative: true },
  { key: 'totalDebt', label: 'Total debt', unit: 'amount', optional: true, mayBeNegative: false },
];

/** The fewest and the most fiscal years of statements the API takes. */
export const MIN_STATEMENTS = 1;
export const MAX_STATEMENTS = 3;

// The grades and zones themselves are the kernel's (the decision engine's rules test them too).
export { ALTMAN_ZONES, GRADES, type AltmanZone, type Grade };

/**
 * Altman Z″ for private and non-manufacturing firms (Altman 1995):
 * Z″ = 6.56·X1 + 3.26·X2 + 6.72·X3 + 1.05·X4.
 */
export const ALTMAN_COEFFICIENTS = { x1: 6.56, x2: 3.26, x3: 6.72, x4: 1.05 } as const;
/** `safe` above 2.60, `grey` from 1.10 to 2.60 inclusive, `distress` below 1.10. */
export const ALTMAN_SAFE_ABOVE = 2.6;
export const ALTMAN_DISTRESS_BELOW = 1.1;

export type AltmanTerm = keyof typeof ALTMAN_COEFFICIENTS;

const z = (value: number) => formatInUnit(value, 'index');

const ZONE_TEXT: Record<AltmanZone, { label: string; range: string }> = {
  safe: { label: 'Safe', range: `above ${z(ALTMAN_SAFE_ABOVE)}` },
  grey: { label: 'Grey', range: `${z(ALTMAN_DISTRESS_BELOW)} to ${z(ALTMAN_SAFE_ABOVE)}` },
  distress: { label: 'Distress', range: `below ${z(ALTMAN_DISTRESS_BELOW)}` },
};

/** The zones, best first, with their label and the Z″ range each covers ("above 2.60"). */
export const ALTMAN_ZONE_CATALOG: readonly { zone: AltmanZone; label: string; range: string }[] = ALTMAN_ZONES.map((zone) => ({
  zone,
  ...ZONE_TEXT[zone],
}));

/** X1–X4: what each term of Z″ divides. */
export const ALTMAN_TERMS: readonly { key: AltmanTerm; label: string; meaning: string }[] = [
  { key: 'x1', label: 'X1', meaning: 'Working capital / total assets' },
  { key: 'x2', label: 'X2', meaning: 'Retained earnings / total assets' },
  { key: 'x3', label: 'X3', meaning: 'EBIT / total assets' },
  { key: 'x4', label: 'X4', meaning: 'Equity / total liabilities' },
];

/** "Z″ = 6.56·X1 + 3.26·X2 + 6.72·X3 + 1.05·X4: safe above 2.60, grey 1.10 to 2.60, distress below 1.10." */
export const ALTMAN_FORMULA = `Z″ = ${ALTMAN_TERMS.map((t) => `${ALTMAN_COEFFICIENTS[t.key]}·${t.label}`).join(' + ')}: ${ALTMAN_ZONE_CATALOG.map(
  (c) => `${c.zone} ${c.range}`,
).join(', ')}.`;

/** One input of the scorecard: its name in the API (Scorecard.inputs, CreditAnalysis.points) and label. */
export interface ScoreInputSpec<K extends string = string> {
  key: K;
  label: string;
  /**
   * A ratio scored by bands of thresholds (`banded`), with what its thresholds are in: always the
   * stored value (a fraction for ratios shown as percentages), whatever unit the spread shows.
   */
  bands?: { hint: string };
}

/**
 * The scorecard's inputs in the order the issue lists their bands: the scorecard's validation, the
 * client's points and editor, and the PDF's points all read them from here. A new banded input is
 * declared here and in the Scorecard type (scorecard.ts), whose points record this list keys.
 */
export const SCORE_INPUT_CATALOG = [
  { key: 'altmanZone', label: 'Altman Z″ zone' },
  { key: 'currentRatio', label: 'Current ratio', bands: { hint: 'Current assets / current liabilities, e.g. 1.2' } },
  { key: 'debtToAssets', label: 'Debt to assets', bands: { hint: 'Total liabilities / total assets, a fraction: 0.5 = 50 %' } },
  { key: 'interestCover', label: 'Interest cover', bands: { hint: 'EBIT / interest expense, e.g. 4' } },
  { key: 'netMargin', label: 'Net margin', bands: { hint: 'A fraction of revenue: 0.1 = 10 %' } },
  { key: 'tradingYears', label: 'Trading years' },
  { key: 'revenueGrowth', label: 'Revenue growth', bands: { hint: 'On the prior year, a fraction: −0.1 = −10 %' } },
] as const satisfies readonly ScoreInputSpec[];

export type ScoreInputName = (typeof SCORE_INPUT_CATALOG)[number]['key'];
/** The inputs scored by bands of thresholds. */
export type BandedInputName = Extract<(typeof SCORE_INPUT_CATALOG)[number], { bands: object }>['key'];

export const SCORE_INPUTS: readonly ScoreInputName[] = SCORE_INPUT_CATALOG.map((i) => i.key);
export const BANDED_INPUTS = SCORE_INPUT_CATALOG.filter((i): i is Extract<typeof i, { bands: object }> => 'bands' in i);
export const SCORE_INPUT_LABELS = Object.fromEntries(SCORE_INPUT_CATALOG.map((i) => [i.key, i.label])) as Record<ScoreInputName, string>;

/** The most a score can be. */
export const MAX_SCORE = 100;

const finite = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? n : 0);
/** The most any of `points` gives (0 when none gives more): an input's best. */
export const bestOf = (points: readonly unknown[]): number => Math.max(0, ...points.map(finite));

/** A scorecard's inputs as far as their points go: point tables (zone, trading years) and bands. */
export type ScoreInputPoints = Record<ScoreInputName, { points: Record<string, unknown> } | { bands: readonly { points: unknown }[] }>;

/** The best points each input can give. */
export function bestPoints(inputs: ScoreInputPoints): Record<ScoreInputName, number> {
  const best = {} as Record<ScoreInputName, number>;
  for (const name of SCORE_INPUTS) {
    const input = inputs[name];
    best[name] = bestOf('bands' in input ? input.bands.map((b) => b.points) : Object.values(input.points));
  }
  return best;
}

/**
 * The most a counterparty can score on a scorecard: its inputs' best points added up, to 2
 * decimals. The API refuses a scorecard above MAX_SCORE; the editor shows it as it is edited.
 */
export function bestScore(inputs: ScoreInputPoints): number {
  const best = bestPoints(inputs);
  return roundTo(
    SCORE_INPUTS.reduce((sum, name) => sum + best[name], 0),
    2,
  );
}
