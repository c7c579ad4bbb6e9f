import { analyseCredit, creditRuleValues, type CreditAnalysis } from '../credit/credit-analysis.js';
import type { Financials } from '../credit/financials.js';
import type { ScorecardSource, VersionedScorecard } from '../credit/scorecard.service.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { decide, type Answers, type CompiledRules, type Decision, type FieldDetails } from '../decision-engine/decision-engine.js';
import type { ScreeningStatus } from '../decision-engine/rule-fields.js';
import type { AssessmentAnswers } from './assessment-answers.js';
import type { GradeHold } from '../kernel/credit-scale.js';
import { screeningDetail, type ScreeningRecord } from '../screening/assessment-screening.js';
import type { OwnershipAnalysis } from '../ownership/ownership-analysis.js';
import { ownershipRuleValues } from './assessment-ownership.js';

/** Whether answers name owners (the rules' answers carry them beside the rule fields). */
const hasOwners = (answers: object) => {
  const owners = (answers as { owners?: unknown }).owners;
  return Array.isArray(owners) && owners.length > 0;
};

/** The rationale's detail for a screening rule: the hits behind the status, and a blocked-ownership finding explained. */
export function screeningDetailOf(
  record: ScreeningRecord | null | undefined,
  ownership: OwnershipAnalysis | null | undefined,
): string | undefined {
  const hits = screeningDetail(record);
  const blocked = ownership?.blockedFinding ? `blocked ownership: ${ownership.explanation}` : undefined;
  return [hits, blocked].filter(Boolean).join('; ') || undefined;
}

/** The answers a credit analysis reads: the statements, the trading years and the boxes the statements can contradict. */
type CreditAnswers = Pick<
  AssessmentAnswers,
  'financials' | 'tradingYears' | 'isProfitable' | 'hasEquityAbove1M' | 'hasConsistentRevenue' | 'hasSufficientLiquidity'
>;

/**
 * The credit analysis of an assessment's statements on the current scorecard, graded no better
 * than its counterparty's grade hold when one is in force; null without statements (the
 * checkbox-only path).
 */
export function analyseAnswers(
  answers: CreditAnswers,
  scorecard: VersionedScorecard,
  hold: GradeHold | null = null,
): CreditAnalysis | null {
  return analyseCredit(
    (answers.financials as Financials | null | undefined) ?? null,
    answers.tradingYears,
    scorecard.scorecard,
    scorecard.version,
    {
      isProfitable: answers.isProfitable,
      hasEquityAbove1M: answers.hasEquityAbove1M,
      hasConsistentRevenue: answers.hasConsistentRevenue,
      hasSufficientLiquidity: answers.hasSufficientLiquidity,
    },
    hold,
  );
}

/**
 * The analysis of answers on the latest scorecard under the counterparty's grade hold (`hold`,
 * read only when there are statements to analyse).
 */
export async function analyseWithCurrent(
  em: EntityManager,
  scorecards: ScorecardSource,
  answers: CreditAnswers,
  hold: () => Promise<GradeHold | null>,
): Promise<CreditAnalysis | null> {
  if (!answers.financials) return null;
  const [scorecard, held] = await Promise.all([scorecards.current(em), hold()]);
  return analyseAnswers(answers, scorecard, held);
}

/**
 * The one way an assessment is decided (create, batch rows, re-decisions, what-if replays): the
 * enabled rules over its answers, its screening status, its credit figures and its ownership's analysis, with the boxes its
 * statements contradict as warnings. `approvedLimit` is the final review's in force (a stored
 * assessment's); absent before any review. `approvalExpired` is a stored assessment's (its review date
 * passed on an approval or caution); false at creation.
 */
export function decideAssessment(
  compiled: CompiledRules,
  answers: Omit<Answers, 'screeningStatus'>,
  screeningStatus: ScreeningStatus,
  analysis: CreditAnalysis | null | undefined,
  details: FieldDetails = {},
  ownership: OwnershipAnalysis | null = null,
): Decision {
  const approvedLimit = typeof answers.approvedLimit === 'number' ? answers.approvedLimit : null;
  const credit = creditRuleValues(analysis ?? null, approvedLimit);
  // A stored assessment's own approval, past its review date (a re-decision); never at creation.
  const approvalExpired = answers.approvalExpired === true;
  const owned = ownershipRuleValues(ownership, hasOwners(answers));
  return decide(compiled, { ...answers, screeningStatus, approvalExpired, ...credit, ...owned }, details, analysis?.riskFlags ?? []);
}
