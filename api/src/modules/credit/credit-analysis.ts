import type { TradingYears } from '../kernel/assessment.enums.js';
import type { CreditRuleField } from '../decision-engine/rule-fields.js';
import { altmanZ, type AltmanZ } from './altman.js';
import { checkboxContradictions, type FinancialCheckbox, type RiskFlag } from './checkboxes.js';
import { suggestCreditLimit, type SuggestedLimit } from './credit-limit.js';
import { computeFinite, type Financials } from './financials.js';
import { statementRatios, type Ratios } from './ratios.js';
import { ratio, roundMoney } from './rounding.js';
import { GRADES, type GradeHold } from '../kernel/credit-scale.js';
import { scoreFinancials, type Grade, type Scorecard, type ScorePoints } from './scorecard.js';

/** One column of the spread: a fiscal year's ratios and Z″. */
export interface YearAnalysis {
  fiscalYearEnd: string;
  ratios: Ratios;
  altmanZ: AltmanZ;
}

/**
 * The credit analysis stored with an assessment (JSON), computed by the server from validated
 * statements. Everything but `years` describes the latest fiscal year.
 */
export interface CreditAnalysis {
  fiscalYearEnd: string;
  currency: string;
  paymentTermsDays: number;
  /** Latest-year figures that rules test and a re-score needs (cents). */
  revenue: number;
  equity: number;
  ratios: Ratios;
  altmanZ: AltmanZ;
  /** 0–100. */
  score: number;
  grade: Grade;
  /** Indicative 12-month probability of default of the grade (fraction, not calibrated). */
  pd: number;
  reviewMonths: number;
  /** Points each scorecard input gave, for the explanation. */
  points: ScorePoints;
  suggestedLimit: SuggestedLimit;
  requestedLimit: number | null;
  /** requested / suggested, 4 decimals; null without a request or when the suggestion is 0 (see requestedAboveSuggested). */
  requestedLimitMultiple: number | null;
  /** Whether the request exceeds the suggestion (true for any request over a suggestion of 0); null without a request. */
  requestedAboveSuggested: boolean | null;
  scorecardVersion: number;
  /** Every year given, latest first. */
  years: YearAnalysis[];
  /** Boxes ticked against the figures ("Sufficient Liquidity ticked, but the current ratio is 0.82"): warnings in the decision. */
  riskFlags: RiskFlag[];
  /**
   * The cooldown in force when analysed (a downgrade of the counterparty within the scorecard's
   * gradeCooldownDays): `grade` cannot be better than the hold's; `scoredGrade` is what the score
   * alone gave. Absent when none was in force (and on analyses stored before cooldowns).
   */
  gradeHold: (GradeHold & { scoredGrade: Grade }) | null;
}

/** The scorecard-independent part of an analysis: measured once, re-scored on every replay. */
type Measures = Pick<
  CreditAnalysis,
  'fiscalYearEnd' | 'currency' | 'paymentTermsDays' | 'revenue' | 'equity' | 'ratios' | 'altmanZ' | 'requestedLimit' | 'years' | 'riskFlags'
> & { gradeHold?: GradeHold | null };

/** What a re-score reads of a stored analysis: its measures and the hold it was made under; the spread (`years`) is carried over when given. */
export type CreditMeasures = Omit<Measures, 'years'> & { years?: YearAnalysis[] };

/** The grade terms a score earns, or the hold's when the hold is the worse grade (a cooldown caps improvement). */
function heldTerms(scorecard: Scorecard, scored: ReturnType<typeof scoreFinancials>, hold: GradeHold | null | undefined) {
  if (!hold || GRADES.indexOf(hold.grade) <= GRADES.indexOf(scored.grade)) return scored;
  const terms = scorecard.grades.find((g) => g.grade === hold.grade)!;
  return { ...scored, grade: terms.grade, pd: terms.pd, reviewMonths: terms.reviewMonths, multipliers: { ...terms.multipliers } };
}

function grade(
  measures: CreditMeasures,
  tradingYears: TradingYears | string | null,
  scorecard: Scorecard,
  scorecardVersion: number,
): CreditAnalysis {
  const score = scoreFinancials(scorecard, { ratios: measures.ratios, altman: measures.altmanZ, tradingYears });
  const hold = measures.gradeHold ?? null;
  const scored = heldTerms(scorecard, score, hold);
  const suggestedLimit = suggestCreditLimit({
    multipliers: scored.multipliers,
    tangibleNetWorth: measures.ratios.tangibleNetWorth,
    workingCapital: measures.ratios.workingCapital,
    revenue: measures.revenue,
    paymentTermsDays: measures.paymentTermsDays,
    currency: measures.currency,
  });
  const requested = measures.requestedLimit;
  return {
    fiscalYearEnd: measures.fiscalYearEnd,
    currency: measures.currency,
    paymentTermsDays: measures.paymentTermsDays,
    revenue: measures.revenue,
    equity: measures.equity,
    ratios: measures.ratios,
    altmanZ: measures.altmanZ,
    score: scored.score,
    grade: scored.grade,
    pd: scored.pd,
    reviewMonths: scored.reviewMonths,
    points: scored.points,
    suggestedLimit,
    requestedLimit: requested,
    requestedLimitMultiple: requested === null ? null : ratio(requested, suggestedLimit.amount),
    requestedAboveSuggested: requested === null ? null : requested > suggestedLimit.amount,
    scorecardVersion,
    years: measures.years ?? [],
    // Stored analyses from before risk flags were kept have none.
    riskFlags: measures.riskFlags ?? [],
    gradeHold: hold && { grade: hold.grade, until: hold.until, scoredGrade: score.grade },
  };
}

/**
 * Analyses validated statements (`parseFinancials`): ratios and Z″ of every year, the latest
 * year scored on `scorecard` with the wizard's trading years, its grade, PD, review interval and
 * suggested limit. Null when there are no statements (the checkbox-only path). Pure; never throws
 * on validated input. A ratio or Z″ that is not finite (statements stored before figures had a
 * smallest unit) is BAD_USER_INPUT naming the figure, `financials.statements[0].totalAssets`.
 */
export function analyseCredit(
  financials: Financials | null,
  tradingYears: TradingYears | string | null,
  scorecard: Scorecard,
  scorecardVersion: number,
  boxes: Partial<Record<FinancialCheckbox, boolean | null>> = {},
  gradeHold: GradeHold | null = null,
): CreditAnalysis | null {
  if (!financials || financials.statements.length === 0) return null;
  const { statements } = financials;
  const years = computeFinite(
    statements,
    (i) => `financials.statements[${i}]`,
    (s, prior): YearAnalysis => ({ fiscalYearEnd: s.fiscalYearEnd, ratios: statementRatios(s, prior), altmanZ: altmanZ(s) }),
  );
  const latest = statements[0];
  return grade(
    {
      fiscalYearEnd: latest.fiscalYearEnd,
      currency: financials.currency,
      paymentTermsDays: financials.paymentTermsDays,
      revenue: roundMoney(latest.revenue),
      equity: roundMoney(latest.equity),
      ratios: years[0].ratios,
      altmanZ: years[0].altmanZ,
      requestedLimit: financials.requestedLimit,
      years,
      riskFlags: checkboxContradictions(financials, boxes),
      gradeHold,
    },
    tradingYears,
    scorecard,
    scorecardVersion,
  );
}

/**
 * A stored analysis scored again on another scorecard (what-if replay, a new scorecard version)
 * without the statements: ratios, Z″ and figures are kept, score, grade, PD, review interval,
 * points and limit recomputed. Constant time per analysis.
 */
export function rescoreCreditAnalysis(
  analysis: CreditMeasures,
  tradingYears: TradingYears | string | null,
  scorecard: Scorecard,
  scorecardVersion: number,
): CreditAnalysis {
  return grade(analysis, tradingYears, scorecard, scorecardVersion);
}

/**
 * The numbers decision rules may test, by rule field name: every latest-year ratio, Z″, the
 * score, revenue, equity, the requested limit as a multiple of the suggested one, and the limit a
 * four-eyes review approved (`approvedLimit`, null without one) with its multiple. All null without an
 * analysis. `creditGrade` is for `in` conditions.
 */
export function creditRuleValues(
  analysis: CreditAnalysis | null,
  approvedLimit: number | null = null,
): CreditRuleValues & Record<CreditRuleField, unknown> {
  const r = analysis?.ratios;
  return {
    currentRatio: r?.currentRatio ?? null,
    quickRatio: r?.quickRatio ?? null,
    debtToAssets: r?.debtToAssets ?? null,
    debtToEbitda: r?.debtToEbitda ?? null,
    interestCover: r?.interestCover ?? null,
    netMargin: r?.netMargin ?? null,
    returnOnAssets: r?.returnOnAssets ?? null,
    revenueGrowth: r?.revenueGrowth ?? null,
    workingCapital: r?.workingCapital ?? null,
    tangibleNetWorth: r?.tangibleNetWorth ?? null,
    altmanZ: analysis?.altmanZ.score ?? null,
    altmanZone: analysis?.altmanZ.zone ?? null,
    creditScore: analysis?.score ?? null,
    creditGrade: analysis?.grade ?? null,
    revenue: analysis?.revenue ?? null,
    equity: analysis?.equity ?? null,
    requestedLimitMultiple: analysis?.requestedLimitMultiple ?? null,
    requestedAboveSuggested: analysis?.requestedAboveSuggested ?? null,
    approvedLimit,
    approvedLimitMultiple: analysis ? ratio(approvedLimit, analysis.suggestedLimit.amount) : null,
  };
}

export interface CreditRuleValues extends Record<keyof Ratios, number | null> {
  altmanZ: number | null;
  altmanZone: AltmanZ['zone'];
  creditScore: number | null;
  creditGrade: Grade | null;
  revenue: number | null;
  equity: number | null;
  requestedLimitMultiple: number | null;
  requestedAboveSuggested: boolean | null;
  /** The limit the four-eyes review in force approved; null without one. */
  approvedLimit: number | null;
  /** approvedLimit ÷ the suggested limit; null without either, or when the suggestion is 0. */
  approvedLimitMultiple: number | null;
}
