import { describe, expect, it } from 'vitest';
import { DomainError } from '../../core/errors.js';
import { Answer, AssessmentStatus, TradingYears } from '../kernel/assessment.enums.js';
import {
  APPROVED_RATIONALE,
  compileRules,
  decide,
  rejectionReasons,
  validateRuleDefinition,
  type Answers,
  type RuleDefinition,
} from './decision-engine.js';
import { DEFAULT_RULES } from './default-rules.js';
import { ruleFieldConditions, ruleFieldValues, RULE_FIELDS, type RuleField } from './rule-fields.js';
import { RuleCondition, RuleType } from './rule-types.js';

const clean: Answers = {
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
  screeningStatus: 'clear',
};

let n = 0;
const rule = (overrides: Partial<RuleDefinition>): RuleDefinition => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  name: `rule ${n}`,
  ruleType: RuleType.WARNING,
  field: 'hasLegalActions',
  condition: RuleCondition.EQUALS,
  value: 'true',
  priority: 0,
  message: `message ${n}`,
  ...overrides,
});

const statusOf = (rules: RuleDefinition[], answers: Partial<Answers> = {}) => decide(compileRules(rules), { ...clean, ...answers }).status;

describe('decision engine: conditions', () => {
  it.each([
    ['equals', 'true', true, true],
    ['equals', 'true', false, false],
    ['not_equals', 'true', false, true],
    ['not_equals', 'true', true, false],
    ['in', 'true, false', true, true],
    ['not_in', 'false', true, true],
    ['not_in', 'true,false', true, false],
  ] as const)('boolean %s %s against %s → match %s', (condition, value, answer, matches) => {
    const r = rule({ condition: condition as RuleCondition, value, field: 'hasLegalActions' });
    expect(statusOf([r], { hasLegalActions: answer })).toBe(matches ? AssessmentStatus.CAUTION : AssessmentStatus.APPROVED);
  });

  it.each([
    ['tradingYears', 'equals', '<2', TradingYears.LESS_THAN_2, true],
    ['tradingYears', 'equals', '<2', TradingYears.TWO_TO_3, false],
    ['tradingYears', 'in', '<2,2-3', TradingYears.TWO_TO_3, true],
    ['tradingYears', 'not_in', '3-5,>5', TradingYears.MORE_THAN_5, false],
    ['managementCapacity', 'in', 'no,unknown', Answer.UNKNOWN, true],
    ['managementCapacity', 'not_equals', 'yes', Answer.YES, false],
  ] as const)('enum %s %s %s against %s → match %s', (field, condition, value, answer, matches) => {
    const r = rule({ field, condition: condition as RuleCondition, value });
    expect(statusOf([r], { [field]: answer })).toBe(matches ? AssessmentStatus.CAUTION : AssessmentStatus.APPROVED);
  });

  it('compares text fields trimmed and case-insensitively', () => {
    const r = rule({
      field: 'countryOfBusiness',
      condition: RuleCondition.IN,
      value: 'Iran, North Korea ,Syria',
      ruleType: RuleType.MANDATORY_REJECT,
    });
    expect(statusOf([r], { countryOfBusiness: '  north korea ' })).toBe(AssessmentStatus.REJECTED);
    expect(statusOf([r], { countryOfBusiness: 'South Korea' })).toBe(AssessmentStatus.APPROVED);
  });
});

describe('decision engine: numeric conditions', () => {
  const matches = (r: Partial<RuleDefinition>, facts: Partial<Answers>) =>
    decide(compileRules([rule({ ruleType: RuleType.WARNING, ...r })]), { ...clean, ...facts }).status === AssessmentStatus.CAUTION;

  it('compares figures with greater_than, less_than and between (both ends included)', () => {
    const below = { field: 'currentRatio', condition: RuleCondition.LESS_THAN, value: '1' };
    expect(matches(below, { currentRatio: 0.82 })).toBe(true);
    expect(matches(below, { currentRatio: 1 })).toBe(false);
    const above = { field: 'requestedLimitMultiple', condition: RuleCondition.GREATER_THAN, value: '1' };
    expect(matches(above, { requestedLimitMultiple: 1.25 })).toBe(true);
    expect(matches(above, { requestedLimitMultiple: 1 })).toBe(false);
    const grey = { field: 'altmanZ', condition: RuleCondition.BETWEEN, value: '1.1,2.6' };
    expect([1.09, 1.1, 2, 2.6, 2.61].map((altmanZ) => matches(grey, { altmanZ }))).toEqual([false, true, true, true, false]);
  });

  it('a figure that is absent (no statements, a zero denominator) matches no numeric condition', () => {
    for (const condition of [RuleCondition.LESS_THAN, RuleCondition.GREATER_THAN]) {
      expect(matches({ field: 'interestCover', condition, value: '0' }, {})).toBe(false);
      expect(matches({ field: 'interestCover', condition, value: '0' }, { interestCover: null })).toBe(false);
    }
    expect(matches({ field: 'altmanZ', condition: RuleCondition.BETWEEN, value: '-100,100' }, { altmanZ: null })).toBe(false);
  });

  it('tests grades and zones as enums', () => {
    expect(matches({ field: 'creditGrade', condition: RuleCondition.IN, value: 'D,E' }, { creditGrade: 'E' })).toBe(true);
    expect(matches({ field: 'creditGrade', condition: RuleCondition.IN, value: 'D,E' }, { creditGrade: 'B' })).toBe(false);
    expect(matches({ field: 'altmanZone', condition: RuleCondition.EQUALS, value: 'distress' }, { altmanZone: 'distress' })).toBe(true);
  });
});

describe('decision engine: outcome and rationale', () => {
  it('approves with the default rationale and an empty trace when nothing matches', () => {
    expect(decide(compileRules([rule({})]), clean)).toEqual({
      status: AssessmentStatus.APPROVED,
      rationale: APPROVED_RATIONALE,
      trace: [],
      rejectionReasons: [],
    });
  });

  it('rejects on a reject rule even when warnings match too', () => {
    const rules = [
      rule({ ruleType: RuleType.WARNING, field: 'isProfitable', value: 'false' }),
      rule({ ruleType: RuleType.REJECT, field: 'hasEquityAbove1M', value: 'false' }),
    ];
    expect(statusOf(rules, { isProfitable: false, hasEquityAbove1M: false })).toBe(AssessmentStatus.REJECTED);
    expect(statusOf(rules, { isProfitable: false })).toBe(AssessmentStatus.CAUTION);
  });

  it('lists automatic rejections first, then the others by priority, and traces them in that order', () => {
    const warning = rule({ ruleType: RuleType.WARNING, field: 'isProfitable', value: 'false', priority: 1, message: 'Not profitable' });
    const reject = rule({ ruleType: RuleType.REJECT, field: 'hasEquityAbove1M', value: 'false', priority: 5, message: 'Equity too low.' });
    const mandatory = rule({
      ruleType: RuleType.MANDATORY_REJECT,
      field: 'hasLegalActions',
      value: 'true',
      priority: 9,
      message: 'Sanctioned',
    });
    const decision = decide(compileRules([reject, mandatory, warning]), {
      ...clean,
      isProfitable: false,
      hasEquityAbove1M: false,
      hasLegalActions: true,
    });
    expect(decision.rationale).toBe('Automatic rejection: Sanctioned. Caution: Not profitable. Rejected: Equity too low.');
    expect(decision.trace.map((t) => t.ruleId)).toEqual([mandatory.id, warning.id, reject.id]);
    expect(decision.trace[0]).toEqual({
      ruleId: mandatory.id,
      name: mandatory.name,
      ruleType: 'mandatory_reject',
      field: 'hasLegalActions',
      condition: 'equals',
      value: 'true',
      priority: 9,
      message: 'Sanctioned',
    });
  });

  it('gives the messages of the matched rejecting rules as rejection reasons, warnings excluded', () => {
    const warning = rule({ ruleType: RuleType.WARNING, field: 'isProfitable', value: 'false', priority: 1, message: 'Not profitable' });
    const reject = rule({ ruleType: RuleType.REJECT, field: 'hasEquityAbove1M', value: 'false', priority: 5, message: 'Equity too low.' });
    const mandatory = rule({
      ruleType: RuleType.MANDATORY_REJECT,
      field: 'hasLegalActions',
      value: 'true',
      priority: 9,
      message: 'Sanctioned',
    });
    const rules = compileRules([reject, mandatory, warning]);
    const rejected = decide(rules, { ...clean, isProfitable: false, hasEquityAbove1M: false, hasLegalActions: true });
    expect(rejected.rejectionReasons).toEqual(['Sanctioned', 'Equity too low.']);
    expect(rejectionReasons(rejected.trace)).toEqual(rejected.rejectionReasons);
    expect(decide(rules, { ...clean, isProfitable: false }).rejectionReasons).toEqual([]);
  });

  it('orders equal priorities by name, so the rationale is stable', () => {
    const b = rule({ name: 'b', field: 'isProfitable', value: 'false', message: 'B' });
    const a = rule({ name: 'a', field: 'hasSufficientLiquidity', value: 'false', message: 'A' });
    expect(decide(compileRules([b, a]), { ...clean, isProfitable: false, hasSufficientLiquidity: false }).rationale).toBe(
      'Caution: A. Caution: B.',
    );
  });

  it('skips a stored rule that could not be evaluated instead of throwing', () => {
    const broken = [rule({ field: 'noSuchField' }), rule({ condition: 'like' as RuleCondition }), rule({ value: ' , ' })];
    expect(() => decide(compileRules(broken), clean)).not.toThrow();
    expect(statusOf(broken)).toBe(AssessmentStatus.APPROVED);
  });
});

describe('decision engine: default rules', () => {
  const defaults = DEFAULT_RULES;

  it('approves a clean counterparty', () => {
    expect(statusOf(defaults)).toBe(AssessmentStatus.APPROVED);
  });

  it('automatically rejects legal actions and unconfirmed management reputation (the wizard warnings)', () => {
    expect(statusOf(defaults, { hasLegalActions: true })).toBe(AssessmentStatus.REJECTED);
    expect(statusOf(defaults, { managementReputation: Answer.NO })).toBe(AssessmentStatus.REJECTED);
    expect(statusOf(defaults, { managementReputation: Answer.UNKNOWN })).toBe(AssessmentStatus.REJECTED);
    expect(decide(compileRules(defaults), { ...clean, hasLegalActions: true }).rationale).toMatch(/^Automatic rejection: /);
  });

  it('gives caution for weak financials, missing references and a short trading history', () => {
    for (const answers of [
      { tradingYears: TradingYears.LESS_THAN_2 },
      { canProvideReferences: false },
      { hasSufficientLiquidity: false },
      { isProfitable: false },
      { hasAuditedFinancials: false },
    ]) {
      expect(statusOf(defaults, answers)).toBe(AssessmentStatus.CAUTION);
    }
  });

  it('are all valid definitions', () => {
    for (const r of defaults) expect(() => validateRuleDefinition(r)).not.toThrow();
  });
});

describe('rule validation', () => {
  const fails = (r: Partial<RuleDefinition>, message: RegExp) => {
    const call = () =>
      validateRuleDefinition({
        ruleType: RuleType.WARNING,
        field: 'hasLegalActions',
        condition: RuleCondition.EQUALS,
        value: 'true',
        ...r,
      });
    expect(call).toThrow(DomainError);
    expect(call).toThrow(message);
  };

  it('refuses unknown fields, unfit values, empty lists and lists for single-value conditions', () => {
    fails({ field: 'turnover' }, /Unknown field "turnover"/);
    fails({ value: 'yes' }, /Value "yes" does not fit hasLegalActions: write true or false/);
    fails({ field: 'tradingYears', value: '10' }, /use one of <2, 2-3, 3-5, >5/);
    fails({ field: 'managementReputation', condition: RuleCondition.IN, value: 'yes,maybe' }, /Value "maybe" does not fit/);
    fails({ condition: RuleCondition.IN, value: ' ,, ' }, /at least one item/);
    fails({ value: 'true,false' }, /takes a single value/);
    fails({ condition: 'contains' as RuleCondition }, /Condition must be one of/);
    fails({ ruleType: 'block' as RuleType }, /Rule type must be one of/);
  });

  it('takes numbers on numeric fields only, and only numeric conditions there', () => {
    fails(
      { field: 'currentRatio', condition: RuleCondition.EQUALS, value: '1' },
      /currentRatio is a number: use greater_than, less_than or between/,
    );
    fails(
      { field: 'hasLegalActions', condition: RuleCondition.GREATER_THAN, value: '1' },
      /compares numbers; hasLegalActions is not a number/,
    );
    fails({ field: 'currentRatio', condition: RuleCondition.LESS_THAN, value: 'one' }, /Value must be one number/);
    fails({ field: 'currentRatio', condition: RuleCondition.LESS_THAN, value: '0x10' }, /Value must be one number/);
    fails({ field: 'currentRatio', condition: RuleCondition.LESS_THAN, value: '1,2' }, /Value must be one number/);
    fails({ field: 'altmanZ', condition: RuleCondition.BETWEEN, value: '2.6' }, /two numbers, low,high/);
    fails({ field: 'altmanZ', condition: RuleCondition.BETWEEN, value: '2.6,1.1' }, /low end must not be above the high end/);
    fails({ field: 'creditGrade', condition: RuleCondition.IN, value: 'A,F' }, /Value "F" does not fit creditGrade/);
    for (const ok of [
      { field: 'altmanZ', condition: RuleCondition.BETWEEN, value: '1.1, 2.6' },
      { field: 'netMargin', condition: RuleCondition.LESS_THAN, value: '-0.05' },
      { field: 'requestedLimitMultiple', condition: RuleCondition.GREATER_THAN, value: '1' },
      { field: 'creditGrade', condition: RuleCondition.IN, value: 'D,E' },
    ]) {
      expect(() => validateRuleDefinition({ ruleType: RuleType.WARNING, ...ok })).not.toThrow();
    }
  });

  it('accepts any text for text fields', () => {
    expect(() =>
      validateRuleDefinition({
        ruleType: RuleType.REJECT,
        field: 'serviceType',
        condition: RuleCondition.NOT_IN,
        value: 'Consulting, Logistics',
      }),
    ).not.toThrow();
  });
});

describe('decision engine: screening', () => {
  it('a potential match cautions and a confirmed one rejects, naming the list and the entity', () => {
    const compiled = compileRules(DEFAULT_RULES);
    const detail = { screeningStatus: 'OFAC SDN: Orion Shipping Trading LLC, score 0.97' };
    const potential = decide(compiled, { ...clean, screeningStatus: 'potential_match' }, detail);
    expect(potential.status).toBe(AssessmentStatus.CAUTION);
    expect(potential.rationale).toBe(
      'Caution: Potential sanctions or watchlist match awaiting review (OFAC SDN: Orion Shipping Trading LLC, score 0.97).',
    );
    const confirmed = decide(compiled, { ...clean, screeningStatus: 'confirmed_match' }, detail);
    expect(confirmed.status).toBe(AssessmentStatus.REJECTED);
    expect(confirmed.rationale).toMatch(
      /^Automatic rejection: Confirmed sanctions or watchlist match \(OFAC SDN: Orion Shipping Trading LLC/,
    );
    expect(confirmed.rejectionReasons).toEqual(['Confirmed sanctions or watchlist match']);
    expect(decide(compiled, clean, detail).status).toBe(AssessmentStatus.APPROVED);
  });

  it('a counterparty screened against no list cautions, saying that no name was checked', () => {
    const unscreened = decide(compileRules(DEFAULT_RULES), { ...clean, screeningStatus: 'not_screened' });
    expect(unscreened.status).toBe(AssessmentStatus.CAUTION);
    expect(unscreened.rationale).toBe('Caution: Not screened: no sanctions or watch list was loaded, so no name was checked.');
    expect(unscreened.rejectionReasons).toEqual([]);
  });
});

// The rule editor offers the conditions Query.ruleFields lists for a field: these.
describe('rule fields: the conditions each takes', () => {
  it('offer greater than, less than and between for numbers, and the spec’s four for the rest', () => {
    expect(ruleFieldConditions('currentRatio')).toEqual([RuleCondition.GREATER_THAN, RuleCondition.LESS_THAN, RuleCondition.BETWEEN]);
    const spec = [RuleCondition.EQUALS, RuleCondition.NOT_EQUALS, RuleCondition.IN, RuleCondition.NOT_IN];
    for (const field of ['hasLegalActions', 'managementReputation', 'countryOfBusiness'] as const) {
      expect(ruleFieldConditions(field), field).toEqual(spec);
    }
    // Every condition a field is offered is one validateRuleDefinition takes for it.
    for (const field of Object.keys(RULE_FIELDS) as RuleField[]) {
      const value = RULE_FIELDS[field].kind === 'number' ? '1' : RULE_FIELDS[field].kind === 'boolean' ? 'true' : 'x';
      for (const condition of ruleFieldConditions(field)) {
        const v = condition === RuleCondition.BETWEEN ? '1,2' : RULE_FIELDS[field].kind === 'enum' ? ruleFieldValues(field)[0] : value;
        expect(
          () => validateRuleDefinition({ ruleType: RuleType.REJECT, field, condition, value: v }),
          `${field} ${condition}`,
        ).not.toThrow();
      }
    }
  });
});
