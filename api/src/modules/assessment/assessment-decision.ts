import { analyseCredit, creditRuleValues, type CreditAnalysis } from '../credit/credit-analysis.js';
import type { Financials } from '../credit/financials.js';
import type { ScorecardSource, VersionedScorecard } from '../credit/scorecard.service.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { decide, type Answers, type CompiledRules, type Decision, type FieldDetails } from '../decision-engine/decision-engine.js';
import type { ScreeningStatus } from '../decision-engine/rule-fields.js';
import type { AssessmentAnswers } from './assessment-answers.js';
import type { GradeHold } from '../kernel/credit-scale.js';

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
 * enabled rules over its answers, its screening status and its credit figures, with the boxes its
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
): Decision {
  const approvedLimit = typeof answers.approvedLimit === 'number' ? answers.approvedLimit : null;
  const credit = creditRuleValues(analysis ?? null, approvedLimit);
  // A stored assessment's own approval, past its review date (a re-decision); never at creation.
  const approvalExpired = answers.approvalExpired === true;
  return decide(compiled, { ...answers, screeningStatus, approvalExpired, ...credit }, details, analysis?.riskFlags ?? []);
}
