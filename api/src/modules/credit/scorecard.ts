import { badInput } from '../../core/errors.js';
import { TradingYears } from '../kernel/assessment.enums.js';
import { ALTMAN_ZONES, type AltmanZ, type AltmanZone } from './altman.js';
import {
  BANDED_INPUTS,
  bestPoints,
  bestScore,
  GRADES,
  MAX_SCORE,
  SCORE_INPUT_LABELS,
  SCORE_INPUTS,
  type BandedInputName,
  type Grade,
  type ScoreInputName,
} from './credit-catalog.js';
import type { Ratios } from './ratios.js';
import { roundTo } from './rounding.js';

// The grades and inputs (names, labels, which are banded) are the credit catalog's, which the client and the PDF read too.
export { GRADES, MAX_SCORE, SCORE_INPUT_LABELS, SCORE_INPUTS, type Grade, type ScoreInputName } from './credit-catalog.js';

/** `gte`/`gt`: the value is at least / above the threshold; `lte`/`lt`: at most / below. */
export type BandComparison = 'gte' | 'gt' | 'lte' | 'lt';
const COMPARISONS: readonly BandComparison[] = ['gte', 'gt', 'lte', 'lt'];

export interface ScoreBand {
  comparison: BandComparison;
  /** In the ratio's own unit: fractions for margins and growth (0.1 = 10 %). */
  threshold: number;
  points: number;
}

/** Bands tried in order; the first the value meets gives its points, none (or an absent ratio) gives 0. */
export interface BandedInput {
  bands: ScoreBand[];
}

/** Points for each Altman zone; no zone (Z″ absent) scores 0. */
export interface AltmanZoneInput {
  points: Record<AltmanZone, number>;
}

/** Points for each value of the wizard's Trading Years select (`<2`, `2-3`, `3-5`, `>5`). */
export interface TradingYearsInput {
  points: Record<TradingYears, number>;
}

/** What the three limit terms are multiplied by (fractions: 0.2 = 20 %). */
export interface LimitMultipliers {
  /** a: share of tangible net worth. */
  netWorth: number;
  /** b: share of positive working capital. */
  workingCapital: number;
  /** c: share of revenue × payment terms / 365. */
  revenue: number;
}

export interface GradeTerms {
  grade: Grade;
  /** The least score with this grade; E's is 0. */
  minScore: number;
  /** Indicative 12-month probability of default (not calibrated), a fraction: 0.005 = 0.5 %. */
  pd: number;
  multipliers: LimitMultipliers;
  /** Months until the analysis should be reviewed. */
  reviewMonths: number;
}

/**
 * A scorecard as admins edit and version it (stored as JSON): points per band of each input,
 * summed to a score of at most 100, and the grades A–E the score maps to with their PD, limit
 * multipliers and review interval. `parseScorecard` validates one.
 */
export interface Scorecard {
  inputs: {
    altmanZone: AltmanZoneInput;
    currentRatio: BandedInput;
    debtToAssets: BandedInput;
    interestCover: BandedInput;
    netMargin: BandedInput;
    tradingYears: TradingYearsInput;
    revenueGrowth: BandedInput;
  };
  /** Exactly five, A to E, minScore strictly descending. */
  grades: GradeTerms[];
  review: ReviewPolicy;
}

/**
 * When a decided counterparty comes back for review, beside the grades' own intervals: the months
 * by decision for one without a grade (no statements), and the cooldown after a downgrade during
 * which a new assessment cannot improve the grade (0: none). Versioned with the scorecard, so a
 * change goes through the same four-eyes proposal (REQUIRE_RULE_APPROVAL).
 */
export interface ReviewPolicy {
  approvedMonths: number;
  cautionMonths: number;
  rejectedMonths: number;
  gradeCooldownDays: number;
}

// The catalog's inputs and the Scorecard's are the same names: a compile error here names the one missing.
type SameNames<A extends string, B extends string> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const sameInputs: SameNames<keyof Scorecard['inputs'], ScoreInputName> = true;
const sameBanded: SameNames<
  BandedInputName,
  { [K in keyof Scorecard['inputs']]: Scorecard['inputs'][K] extends BandedInput ? K : never }[keyof Scorecard['inputs']]
> = true;
void sameInputs;
void sameBanded;

/** Points each input scored: the explanation stored beside the score. */
export type ScorePoints = Record<ScoreInputName, number>;

export const MAX_BANDS = 10;
export const MAX_MULTIPLIER = 10;
export const MAX_REVIEW_MONTHS = 120;
/** A cooldown of at most two years: longer would outlast every grade's review. */
export const MAX_COOLDOWN_DAYS = 730;
const MAX_THRESHOLD = 1e6;

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

const band = (comparison: BandComparison, threshold: number, points: number): ScoreBand => ({ comparison, threshold, points });

/**
 * The default scorecard (documented in the README). Review intervals: A 36 months, B 24, C 12,
 * D 6, E 3 — stronger grades need less frequent checks, E is reviewed each quarter while it
 * trades on cash in advance.
 */
export const DEFAULT_SCORECARD: Scorecard = deepFreeze({
  inputs: {
    altmanZone: { points: { safe: 30, grey: 15, distress: 0 } },
    currentRatio: { bands: [band('gte', 2, 15), band('gte', 1.2, 10), band('gte', 1, 5)] },
    debtToAssets: { bands: [band('lt', 0.3, 15), band('lt', 0.5, 10), band('lt', 0.7, 5)] },
    interestCover: { bands: [band('gte', 4, 10), band('gte', 2, 6), band('gte', 1, 3)] },
    netMargin: { bands: [band('gte', 0.1, 10), band('gte', 0.03, 6), band('gte', 0, 3)] },
    tradingYears: {
      points: { [TradingYears.MORE_THAN_5]: 10, [TradingYears.THREE_TO_5]: 7, [TradingYears.TWO_TO_3]: 4, [TradingYears.LESS_THAN_2]: 0 },
    },
    revenueGrowth: { bands: [band('gte', 0, 10), band('gte', -0.1, 5)] },
  },
  grades: [
    { grade: 'A', minScore: 80, pd: 0.005, multipliers: { netWorth: 0.2, workingCapital: 0.5, revenue: 1 }, reviewMonths: 36 },
    { grade: 'B', minScore: 65, pd: 0.015, multipliers: { netWorth: 0.15, workingCapital: 0.4, revenue: 0.75 }, reviewMonths: 24 },
    { grade: 'C', minScore: 50, pd: 0.04, multipliers: { netWorth: 0.1, workingCapital: 0.25, revenue: 0.5 }, reviewMonths: 12 },
    { grade: 'D', minScore: 35, pd: 0.1, multipliers: { netWorth: 0.05, workingCapital: 0.1, revenue: 0.25 }, reviewMonths: 6 },
    { grade: 'E', minScore: 0, pd: 0.25, multipliers: { netWorth: 0, workingCapital: 0, revenue: 0 }, reviewMonths: 3 },
  ],
  // Approvals last longest; cautions and rejections come back within a year; a lowered grade holds for a quarter.
  review: { approvedMonths: 24, cautionMonths: 12, rejectedMonths: 12, gradeCooldownDays: 90 },
});

const meets = (b: ScoreBand, value: number) =>
  b.comparison === 'gte'
    ? value >= b.threshold
    : b.comparison === 'gt'
      ? value > b.threshold
      : b.comparison === 'lte'
        ? value <= b.threshold
        : value < b.threshold;

/** Points of the first band `value` meets; 0 when none does or the value is absent. */
export function bandPoints(input: BandedInput, value: number | null): number {
  if (value === null) return 0;
  for (const b of input.bands) if (meets(b, value)) return b.points;
  return 0;
}

/** The best each input can score (the "of" in "15 of 15" points). */
export const maxPoints = (scorecard: Scorecard): ScorePoints => bestPoints(scorecard.inputs);

/** The grade a score falls in: the first (best) whose minScore it reaches. */
export function gradeFor(scorecard: Scorecard, score: number): GradeTerms {
  const grades = scorecard.grades;
  return grades.find((g) => score >= g.minScore) ?? grades[grades.length - 1];
}

export interface ScoreSubject {
  ratios: Pick<Ratios, 'currentRatio' | 'debtToAssets' | 'interestCover' | 'netMargin' | 'revenueGrowth'>;
  altman: Pick<AltmanZ, 'zone'>;
  /** The wizard's Trading Years answer; null or an unknown value scores 0. */
  tradingYears: TradingYears | string | null;
}

export interface ScoreResult {
  /** Sum of the points, 0–100, 2 decimals. */
  score: number;
  points: ScorePoints;
  grade: Grade;
  pd: number;
  reviewMonths: number;
  multipliers: LimitMultipliers;
}

/** Scores the latest year's ratios, Z″ zone and trading years on a (validated) scorecard. */
export function scoreFinancials(scorecard: Scorecard, subject: ScoreSubject): ScoreResult {
  const { inputs } = scorecard;
  const { ratios, altman, tradingYears } = subject;
  const zonePoints: Record<string, number> = inputs.altmanZone.points;
  const yearsPoints: Record<string, number> = inputs.tradingYears.points;
  const points: ScorePoints = {
    altmanZone: altman.zone !== null && Object.hasOwn(zonePoints, altman.zone) ? zonePoints[altman.zone] : 0,
    currentRatio: bandPoints(inputs.currentRatio, ratios.currentRatio),
    debtToAssets: bandPoints(inputs.debtToAssets, ratios.debtToAssets),
    interestCover: bandPoints(inputs.interestCover, ratios.interestCover),
    netMargin: bandPoints(inputs.netMargin, ratios.netMargin),
    tradingYears: tradingYears !== null && Object.hasOwn(yearsPoints, tradingYears) ? yearsPoints[tradingYears] : 0,
    revenueGrowth: bandPoints(inputs.revenueGrowth, ratios.revenueGrowth),
  };
  let sum = 0;
  for (const name of SCORE_INPUTS) sum += points[name];
  const score = roundTo(sum, 2);
  const terms = gradeFor(scorecard, score);
  return { score, points, grade: terms.grade, pd: terms.pd, reviewMonths: terms.reviewMonths, multipliers: { ...terms.multipliers } };
}

// --- Validation of an admin-edited scorecard ---------------------------------------------------

type Fields = Record<string, unknown>;

function object(value: unknown, field: string, what: string): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badInput(`${what} must be an object`, field);
  return value as Fields;
}

function onlyKeys(fields: Fields, allowed: readonly string[], path: string): void {
  for (const key of Object.keys(fields)) {
    if (!allowed.includes(key))
      throw badInput(`Unknown entry "${key.slice(0, 40)}"; use ${allowed.join(', ')}`, `${path}.${key.slice(0, 40)}`);
  }
}

function number(value: unknown, field: string, label: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw badInput(`${label} must be a number`, field);
  if (value < min || value > max) throw badInput(`${label} must be from ${min} to ${max}`, field);
  return value === 0 ? 0 : value;
}

const points = (value: unknown, field: string) => number(value, field, 'Points', 0, MAX_SCORE);

function parseBands(value: unknown, path: string): BandedInput {
  const fields = object(value, path, 'An input');
  onlyKeys(fields, ['bands'], path);
  const list = fields.bands;
  if (!Array.isArray(list)) throw badInput('Bands must be a list', `${path}.bands`);
  if (list.length > MAX_BANDS) throw badInput(`At most ${MAX_BANDS} bands per input`, `${path}.bands`);
  const bands: ScoreBand[] = [];
  for (let i = 0; i < list.length; i++) {
    const at = `${path}.bands[${i}]`;
    const b = object(list[i], at, 'A band');
    onlyKeys(b, ['comparison', 'threshold', 'points'], at);
    const comparison = b.comparison as BandComparison;
    if (!COMPARISONS.includes(comparison)) throw badInput(`Comparison must be one of ${COMPARISONS.join(', ')}`, `${at}.comparison`);
    const threshold = number(b.threshold, `${at}.threshold`, 'Threshold', -MAX_THRESHOLD, MAX_THRESHOLD);
    const current: ScoreBand = { comparison, threshold, points: points(b.points, `${at}.points`) };
    const previous = bands[i - 1];
    if (previous) checkOrder(previous, current, at);
    bands.push(current);
  }
  return { bands };
}

/**
 * Bands are tried in order, so each must reach values its predecessors do not: all of one input
 * compare the same way, and the thresholds loosen (fall for gte/gt, rise for lte/lt). An equal
 * threshold is allowed only to add the boundary itself (gt 0 then gte 0).
 */
function checkOrder(previous: ScoreBand, current: ScoreBand, at: string): void {
  const upward = (c: BandComparison) => c === 'gte' || c === 'gt';
  if (upward(previous.comparison) !== upward(current.comparison)) {
    throw badInput('All bands of an input must compare the same way (gte/gt, or lte/lt)', `${at}.comparison`);
  }
  const up = upward(current.comparison);
  const looser = up ? current.threshold < previous.threshold : current.threshold > previous.threshold;
  const addsBoundary =
    current.threshold === previous.threshold &&
    (previous.comparison === 'gt' || previous.comparison === 'lt') &&
    previous.comparison !== current.comparison;
  if (!looser && !addsBoundary) {
    throw badInput(
      `Bands are tried in order, so this band is never reached: its threshold must be ${up ? 'lower' : 'higher'} than the band before`,
      `${at}.threshold`,
    );
  }
}

function parsePointTable<K extends string>(value: unknown, path: string, keys: readonly K[]): { points: Record<K, number> } {
  const fields = object(value, path, 'An input');
  onlyKeys(fields, ['points'], path);
  const table = object(fields.points, `${path}.points`, 'Points');
  onlyKeys(table, keys, `${path}.points`);
  const result = {} as Record<K, number>;
  for (const key of keys) {
    if (table[key] === undefined) throw badInput(`Points for "${key}" are required`, `${path}.points.${key}`);
    result[key] = points(table[key], `${path}.points.${key}`);
  }
  return { points: result };
}

function reviewMonths(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_REVIEW_MONTHS) {
    throw badInput(`Review interval must be a whole number of months from 1 to ${MAX_REVIEW_MONTHS}`, field);
  }
  return value;
}

function parseReviewPolicy(value: unknown, path: string): ReviewPolicy {
  const r = object(value, path, 'The review policy');
  onlyKeys(r, ['approvedMonths', 'cautionMonths', 'rejectedMonths', 'gradeCooldownDays'], path);
  const days = r.gradeCooldownDays;
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 0 || days > MAX_COOLDOWN_DAYS) {
    throw badInput(`The grade cooldown must be a whole number of days from 0 to ${MAX_COOLDOWN_DAYS}`, `${path}.gradeCooldownDays`);
  }
  return {
    approvedMonths: reviewMonths(r.approvedMonths, `${path}.approvedMonths`),
    cautionMonths: reviewMonths(r.cautionMonths, `${path}.cautionMonths`),
    rejectedMonths: reviewMonths(r.rejectedMonths, `${path}.rejectedMonths`),
    gradeCooldownDays: days,
  };
}

function parseGrades(value: unknown, path: string): GradeTerms[] {
  if (!Array.isArray(value) || value.length !== GRADES.length) throw badInput('Grades must list A, B, C, D and E in that order', path);
  const grades: GradeTerms[] = [];
  for (let i = 0; i < GRADES.length; i++) {
    const at = `${path}[${i}]`;
    const g = object(value[i], at, 'A grade');
    onlyKeys(g, ['grade', 'minScore', 'pd', 'multipliers', 'reviewMonths'], at);
    const grade = GRADES[i];
    if (g.grade !== grade) throw badInput(`Grade ${i + 1} must be ${grade}`, `${at}.grade`);
    const minScore = number(g.minScore, `${at}.minScore`, 'Minimum score', 0, MAX_SCORE);
    const previous = grades[i - 1];
    if (grade === 'E') {
      if (minScore !== 0) throw badInput('Grade E takes every score below D: its minimum score must be 0', `${at}.minScore`);
    } else if (minScore === 0) {
      throw badInput(`Grade ${grade}'s minimum score must be above 0 (only E starts at 0)`, `${at}.minScore`);
    }
    if (previous && minScore >= previous.minScore) {
      throw badInput(`Grade ${grade}'s minimum score must be below ${previous.grade}'s (${previous.minScore})`, `${at}.minScore`);
    }
    if (typeof g.pd !== 'number' || !Number.isFinite(g.pd) || g.pd <= 0 || g.pd >= 1) {
      throw badInput('Probability of default must be a fraction above 0 and below 1 (0.04 = 4 %)', `${at}.pd`);
    }
    if (previous && g.pd < previous.pd)
      throw badInput(`Grade ${grade}'s probability of default cannot be below ${previous.grade}'s`, `${at}.pd`);
    const m = object(g.multipliers, `${at}.multipliers`, 'Multipliers');
    onlyKeys(m, ['netWorth', 'workingCapital', 'revenue'], `${at}.multipliers`);
    const multiplier = (key: keyof LimitMultipliers) => number(m[key], `${at}.multipliers.${key}`, 'Multiplier', 0, MAX_MULTIPLIER);
    const multipliers = { netWorth: multiplier('netWorth'), workingCapital: multiplier('workingCapital'), revenue: multiplier('revenue') };
    grades.push({ grade, minScore, pd: g.pd, multipliers, reviewMonths: reviewMonths(g.reviewMonths, `${at}.reviewMonths`) });
  }
  return grades;
}

/**
 * Validates an admin-edited scorecard and returns it with only the known entries: every input
 * present, bands reachable in order (at most 10), points from 0 to 100 and the inputs' best
 * points adding up to at most 100, grades A–E with minimum scores descending to E's 0, PD in
 * (0, 1) and not falling from A to E, multipliers from 0 to 10, review intervals of 1–120
 * months (the grades' and the decisions'), a grade cooldown of 0–730 days. Throws BAD_USER_INPUT naming the field, e.g. `scorecard.inputs.currentRatio.bands[2].points`.
 */
export function parseScorecard(input: unknown, path = 'scorecard'): Scorecard {
  const fields = object(input, path, 'The scorecard');
  onlyKeys(fields, ['inputs', 'grades', 'review'], path);
  const inputsPath = `${path}.inputs`;
  const inputs = object(fields.inputs, inputsPath, 'Inputs');
  onlyKeys(inputs, SCORE_INPUTS, inputsPath);
  for (const name of SCORE_INPUTS)
    if (inputs[name] === undefined) throw badInput(`The ${SCORE_INPUT_LABELS[name]} input is required`, `${inputsPath}.${name}`);
  const banded = {} as Record<BandedInputName, BandedInput>;
  for (const { key } of BANDED_INPUTS) banded[key] = parseBands(inputs[key], `${inputsPath}.${key}`);
  const scorecard: Scorecard = {
    inputs: {
      altmanZone: parsePointTable(inputs.altmanZone, `${inputsPath}.altmanZone`, ALTMAN_ZONES),
      currentRatio: banded.currentRatio,
      debtToAssets: banded.debtToAssets,
      interestCover: banded.interestCover,
      netMargin: banded.netMargin,
      tradingYears: parsePointTable(inputs.tradingYears, `${inputsPath}.tradingYears`, Object.values(TradingYears)),
      revenueGrowth: banded.revenueGrowth,
    },
    grades: parseGrades(fields.grades, `${path}.grades`),
    review: parseReviewPolicy(fields.review, `${path}.review`),
  };
  const total = bestScore(scorecard.inputs);
  if (total > MAX_SCORE) throw badInput(`The inputs' best points add up to ${total}; the score is out of ${MAX_SCORE}`, inputsPath);
  return scorecard;
}
