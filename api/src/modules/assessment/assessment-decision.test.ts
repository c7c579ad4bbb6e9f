import { describe, expect, it } from 'vitest';
import { analyseCredit } from '../credit/credit-analysis.js';
import { DEFAULT_SCORECARD } from '../credit/scorecard.js';
import { testYear } from '../credit/test-statements.js';
import { compileRules, type Answers, type RuleDefinition } from '../decision-engine/decision-engine.js';
import { RuleCondition, RuleType } from '../decision-engine/rule-types.js';
import { RULE_FIELDS } from '../decision-engine/rule-fields.js';
import { decideAssessment } from './assessment-decision.js';
import { Answer, AssessmentStatus, TradingYears } from '../kernel/assessment.enums.js';

const answers: Omit<Answers, 'screeningStatus'> = {
  hasLegalActions: false,
  canProvideReferences: true,
  managementReputation: Answer.YES,
  managementCapacity: Answer.YES,
  tradingYears: TradingYears.MORE_THAN_5,
  hasAuditedFinancials: true,
  hasSufficientLiquidity: true,
  isProfitable: true,
  hasEquityAbove1M: true,
  hasConsistentRevenue: true,
  countryOfRegistration: 'United Kingdom',
  countryOfBusiness: 'France',
  serviceType: 'Logistics',
};

// Revenue 10M at 30 days binds the suggestion (grade A: 821,917); 800,000 is asked for.
const analysis = analyseCredit(
  { currency: 'USD', paymentTermsDays: 30, requestedLimit: 800_000, statements: [testYear('2024-12-31'), testYear('2023-12-31')] },
  TradingYears.MORE_THAN_5,
  DEFAULT_SCORECARD,
  1,
)!;

const rule = (field: string, condition: RuleCondition, value: string): RuleDefinition => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: `${field} ${condition} ${value}`,
  ruleType: RuleType.WARNING,
  field,
  condition,
  value,
  priority: 0,
  message: 'The approved limit is high',
});

const statusWith = (r: RuleDefinition, approvedLimit?: number | null) =>
  decideAssessment(compileRules([r]), { ...answers, approvedLimit }, 'clear', analysis).status;

describe('the approved limit as a rule field', () => {
  it('is a numeric field rules may test', () => {
    expect(RULE_FIELDS.approvedLimit).toEqual({ kind: 'number' });
    expect(RULE_FIELDS.approvedLimitMultiple).toEqual({ kind: 'number' });
  });

  it('reads the limit the review in force approved, and its multiple of the suggestion', () => {
    expect(analysis.suggestedLimit.amount).toBe(821_917);
    expect(statusWith(rule('approvedLimit', RuleCondition.GREATER_THAN, '750000'), 800_000)).toBe(AssessmentStatus.CAUTION);
    expect(statusWith(rule('approvedLimit', RuleCondition.GREATER_THAN, '850000'), 800_000)).toBe(AssessmentStatus.APPROVED);
    // 800,000 ÷ 821,917 = 0.9733.
    expect(statusWith(rule('approvedLimitMultiple', RuleCondition.BETWEEN, '0.97,0.98'), 800_000)).toBe(AssessmentStatus.CAUTION);
    expect(statusWith(rule('approvedLimitMultiple', RuleCondition.GREATER_THAN, '1'), 800_000)).toBe(AssessmentStatus.APPROVED);
  });

  it('is absent before any review: it matches no numeric condition, so a new assessment decides as before', () => {
    for (const condition of [RuleCondition.GREATER_THAN, RuleCondition.LESS_THAN]) {
      expect(statusWith(rule('approvedLimit', condition, '0'))).toBe(AssessmentStatus.APPROVED);
      expect(statusWith(rule('approvedLimitMultiple', condition, '0'), null)).toBe(AssessmentStatus.APPROVED);
    }
    expect(statusWith(rule('approvedLimit', RuleCondition.BETWEEN, '-1,1000000000'))).toBe(AssessmentStatus.APPROVED);
  });

  it('has no multiple when the suggestion is 0', () => {
    const none = { ...analysis, suggestedLimit: { ...analysis.suggestedLimit, amount: 0 } };
    const r = rule('approvedLimitMultiple', RuleCondition.GREATER_THAN, '0');
    expect(decideAssessment(compileRules([r]), { ...answers, approvedLimit: 10 }, 'clear', none).status).toBe(AssessmentStatus.APPROVED);
  });
});

describe('an expired approval as a rule field', () => {
  const expiredRule = rule('approvalExpired', RuleCondition.EQUALS, 'true');
  it('is false at creation, so the rule never matches a new assessment', () => {
    expect(decideAssessment(compileRules([expiredRule]), answers, 'clear', null).status).toBe(AssessmentStatus.APPROVED);
  });

  it('matches on a re-decision of a stored assessment whose review date passed', () => {
    expect(decideAssessment(compileRules([expiredRule]), { ...answers, approvalExpired: true }, 'clear', null).status).toBe(
      AssessmentStatus.CAUTION,
    );
  });
});
