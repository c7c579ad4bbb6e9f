import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../../core/errors.js';
import { isDateInRange } from '../../../core/validation.js';
import { DECISION_STATUSES, type DecisionStatus } from '../../kernel/assessment.enums.js';
import { decideAssessment } from '../assessment-decision.js';
import { creditReplayPage, type CreditReplayRow } from '../assessment.queries.js';
import type { CompiledRules } from '../../decision-engine/decision-engine.js';
import { CREDIT_RULE_FIELDS, type ScreeningStatus } from '../../decision-engine/rule-fields.js';
import { creditRuleValues, rescoreCreditAnalysis, type CreditAnalysis } from '../../credit/credit-analysis.js';
import { GRADES, parseScorecard, type Grade, type Scorecard } from '../../credit/scorecard.js';
import type { ScorecardSource, VersionedScorecard } from '../../credit/scorecard.service.js';
import type {
  CurrencyLimitTotals,
  OverriddenDecision,
  ScorecardReplayRequest,
  ScorecardReplayResult,
  ScorecardReplaySample,
} from '../../credit/scorecard-replay.js';
import { SampleInIdOrder, streamReplayRows } from './replay-stream.js';

/** Distinct decision inputs remembered per replay: enough for rules on answers and enums, bounded when rules test raw figures. */
const MAX_REMEMBERED_DECISIONS = 10_000;
const DEFAULT_SAMPLE = 20;
const MAX_SAMPLE = 200;

/** What a scorecard replay needs: the enabled rules it re-decides with, and the current scorecard it compares with. */
export interface ScorecardReplayDeps {
  rules: { compiledEnabled(em: EntityManager): Promise<CompiledRules> };
  scorecards: ScorecardSource;
}

function parseDate(value: unknown, field: string): Date | null {
  if (value === undefined || value === null || value === '') return null;
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) throw badInput(`${field} must be an ISO 8601 date-time`, field);
  // Beyond them PostgreSQL reads a BC date, or refuses the query.
  if (!isDateInRange(date)) throw badInput(`${field} must be a date-time in the years 1 to 9999`, field);
  return date;
}

function parseSampleSize(value: unknown): number {
  if (value === undefined || value === null) return DEFAULT_SAMPLE;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_SAMPLE) {
    throw badInput(`sampleSize must be a whole number from 0 to ${MAX_SAMPLE}`, 'sampleSize');
  }
  return value;
}

/** Counts per (from, to) pair, keyed by index so the hot loop builds no strings. */
class Matrix<T extends string> {
  private readonly index = new Map<T, number>();
  private readonly counts: number[];

  constructor(private readonly values: readonly T[]) {
    values.forEach((v, i) => this.index.set(v, i));
    this.counts = new Array<number>(values.length * values.length).fill(0);
  }

  add(from: T, to: T): void {
    const f = this.index.get(from);
    const t = this.index.get(to);
    // A stored value outside the list (not one of ours) is not counted rather than failing the replay.
    if (f !== undefined && t !== undefined) this.counts[f * this.values.length + t] += 1;
  }

  cells(): { from: T; to: T; count: number }[] {
    return this.values.flatMap((from, f) => this.values.map((to, t) => ({ from, to, count: this.counts[f * this.values.length + t] })));
  }
}

/**
 * What-if for a scorecard change: every stored credit analysis (all, or those of assessments
 * created in [from, to)) re-scored with its trading years on the current scorecard and on the
 * proposed one, and the assessment decided on each with the current enabled rules; only the
 * differences count — grades, decisions, suggested limits — never what an older scorecard, older
 * rules or a reviewer put in the stored analysis or status. A reviewer's override stands, so a
 * change to its rules' outcome is reported apart (`overridden`). Nothing is saved; the proposal is
 * validated exactly as saving it. Rows stream through the replays' engine (streamReplayRows), so
 * memory stays flat whatever the table. BAD_USER_INPUT naming the field (`scorecard.grades[1].minScore`, `from`,
 * `to`, `sampleSize`).
 */
export async function replayScorecardCommand(
  em: EntityManager,
  deps: ScorecardReplayDeps,
  request: ScorecardReplayRequest,
): Promise<ScorecardReplayResult> {
  const scorecard = parseScorecard(request.scorecard);
  const from = parseDate(request.from, 'from');
  const to = parseDate(request.to, 'to');
  if (from && to && from >= to) throw badInput('from must be before to', 'from');
  const sampleSize = parseSampleSize(request.sampleSize);
  const [compiled, current] = await Promise.all([deps.rules.compiledEnabled(em), deps.scorecards.current(em)]);
  const ruleFields = [...new Set(compiled.rules.map((c) => c.rule.field))];
  const replay = new Replay(current, scorecard, compiled, sampleSize);
  await streamReplayRows(
    (page) => creditReplayPage(em, { ...page, from, to, ruleFields }),
    (row, half) => replay.add(row, half),
  );
  return replay.result();
}

/** The running counts of one replay. */
class Replay {
  private evaluated = 0;
  private changed = 0;
  private gradesChanged = 0;
  private decisionsChanged = 0;
  private overridden = 0;
  private readonly grades = new Matrix<Grade>(GRADES);
  private readonly decisions = new Matrix<DecisionStatus>(DECISION_STATUSES);
  private readonly limits = new Map<string, CurrencyLimitTotals>();
  /** Changed assessments. */
  private readonly samples: SampleInIdOrder<ScorecardReplaySample>;
  /** Overridden assessments whose rules' outcome would change. */
  private readonly overrides: SampleInIdOrder<OverriddenDecision>;
  /** What the rules read, and the statuses they decided for each combination of it seen so far. */
  private readonly fields: readonly string[];
  private readonly decided = new Map<string, DecisionStatus>();

  constructor(
    private readonly current: VersionedScorecard,
    private readonly scorecard: Scorecard,
    private readonly compiled: CompiledRules,
    sampleSize: number,
  ) {
    this.samples = new SampleInIdOrder(sampleSize);
    this.overrides = new SampleInIdOrder(sampleSize);
    this.fields = [...new Set(compiled.rules.map((c) => c.rule.field))];
  }

  /**
   * The status decideAssessment gives: a status depends only on the values the rules read and on
   * whether the analysis flags a risk, so assessments alike in those are decided once.
   */
  private decide(row: CreditReplayRow, analysis: CreditAnalysis): DecisionStatus {
    const screeningStatus = (row.screeningStatus ?? 'not_screened') as ScreeningStatus;
    const credit = creditRuleValues(analysis) as Record<string, unknown>;
    const answers: Record<string, unknown> = row;
    let key = analysis.riskFlags.length ? 'flagged' : 'clean';
    for (const field of this.fields) {
      const value =
        field === 'screeningStatus' ? screeningStatus : Object.hasOwn(CREDIT_RULE_FIELDS, field) ? credit[field] : answers[field];
      // Text is marked as such, so the answer "null" is not the absent answer null; NUL never occurs in stored text.
      key += typeof value === 'string' ? `\u0000s${value}` : `\u0000${String(value)}`;
    }
    let status = this.decided.get(key);
    if (status === undefined) {
      status = decideAssessment(this.compiled, row, screeningStatus, analysis).status;
      if (this.decided.size < MAX_REMEMBERED_DECISIONS) this.decided.set(key, status);
    }
    return status;
  }

  add(row: CreditReplayRow, half: number): void {
    // Both from the stored figures: what the current scorecard makes of them, and what the proposal would.
    const before = rescoreCreditAnalysis(row.creditAnalysis, row.tradingYears, this.current.scorecard, this.current.version);
    // 0 marks the proposal, which has no version yet.
    const after = rescoreCreditAnalysis(row.creditAnalysis, row.tradingYears, this.scorecard, 0);
    const fromStatus = this.decide(row, before);
    const decided = this.decide(row, after);
    // The reviewer's decision stands whatever its rules say: unchanged here, reported apart.
    const toStatus = row.reviewOverride ? fromStatus : decided;
    if (row.reviewOverride && decided !== fromStatus) {
      this.overridden += 1;
      const decision = row.reviewOverride;
      this.overrides.add(half, () => ({ assessmentId: row.id, companyName: row.companyName, decision, fromStatus, toStatus: decided }));
    }
    this.evaluated += 1;
    this.grades.add(before.grade, after.grade);
    this.decisions.add(fromStatus, toStatus);
    const currency = before.currency;
    let totals = this.limits.get(currency);
    if (!totals) this.limits.set(currency, (totals = { currency, assessments: 0, before: 0, after: 0 }));
    totals.assessments += 1;
    totals.before += before.suggestedLimit.amount;
    totals.after += after.suggestedLimit.amount;
    const gradeChanged = before.grade !== after.grade;
    const decisionChanged = fromStatus !== toStatus;
    if (gradeChanged) this.gradesChanged += 1;
    if (decisionChanged) this.decisionsChanged += 1;
    if (!gradeChanged && !decisionChanged && before.suggestedLimit.amount === after.suggestedLimit.amount) return;
    this.changed += 1;
    this.samples.add(half, () => ({
      assessmentId: row.id,
      companyName: row.companyName,
      scorecardVersion: row.creditAnalysis.scorecardVersion,
      fromScore: before.score,
      toScore: after.score,
      fromGrade: before.grade,
      toGrade: after.grade,
      fromStatus,
      toStatus,
      fromLimit: before.suggestedLimit.amount,
      toLimit: after.suggestedLimit.amount,
      currency,
    }));
  }

  result(): ScorecardReplayResult {
    return {
      evaluated: this.evaluated,
      changed: this.changed,
      gradesChanged: this.gradesChanged,
      decisionsChanged: this.decisionsChanged,
      gradeMatrix: this.grades.cells(),
      decisionMatrix: this.decisions.cells(),
      limits: [...this.limits.values()].sort((a, b) => (a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0)),
      sample: this.samples.list(),
      overridden: this.overridden,
      overriddenSample: this.overrides.list(),
    };
  }
}
