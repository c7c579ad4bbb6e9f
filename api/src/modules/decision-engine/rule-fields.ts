import { ALTMAN_ZONES, GRADES } from '../kernel/credit-scale.js';
import { RATIO_CATALOG, type RatioCatalogEntry } from '../kernel/ratio-catalog.js';
import { Answer, TradingYears } from '../kernel/assessment.enums.js';
import { RuleCondition } from './rule-types.js';
import { LEI_STATUSES } from '../kernel/lei-code.js';

/** The type of an assessment answer a rule can test, and how its `value` text is read. */
export type FieldType = { kind: 'boolean' } | { kind: 'enum'; values: readonly string[] } | { kind: 'text' } | { kind: 'number' };

const BOOL = { kind: 'boolean' } as const;
const ANSWER = { kind: 'enum', values: Object.values(Answer) } as const;
const TEXT = { kind: 'text' } as const;
const NUMBER = { kind: 'number' } as const;

/**
 * What the credit analysis of an assessment's financial statements gives rules to test (credit
 * module, `creditFactsOf`). All null when no statements were given, and a ratio whose denominator
 * is zero or missing is null too: a null figure matches no numeric condition. The approved limit is
 * the final review's in force when the rules run: null at creation and after a re-decision superseded it.
 */
export const CREDIT_RULE_FIELDS = {
  currentRatio: NUMBER,
  quickRatio: NUMBER,
  debtToAssets: NUMBER,
  debtToEbitda: NUMBER,
  interestCover: NUMBER,
  netMargin: NUMBER,
  returnOnAssets: NUMBER,
  revenueGrowth: NUMBER,
  workingCapital: NUMBER,
  tangibleNetWorth: NUMBER,
  altmanZ: NUMBER,
  // The zones and grades are the kernel's, which the credit module scores with.
  altmanZone: { kind: 'enum', values: ALTMAN_ZONES },
  creditScore: NUMBER,
  creditGrade: { kind: 'enum', values: GRADES },
  requestedLimitMultiple: NUMBER,
  requestedAboveSuggested: BOOL,
  revenue: NUMBER,
  equity: NUMBER,
  // The limit a four-eyes review approved: null before any review (so at creation), read by re-decisions.
  approvedLimit: NUMBER,
  approvedLimitMultiple: NUMBER,
} as const satisfies Record<string, FieldType>;

export type CreditRuleField = keyof typeof CREDIT_RULE_FIELDS;

/**
 * What an assessment's ownership gives rules to test (ownership module's analysis, stored with it).
 * Without owners the count, the owners' status and the blocked share are null (nothing was said
 * about the owners: no condition matches); the LEI status is NONE without an LEI.
 */
export const OWNERSHIP_RULE_FIELDS = {
  beneficialOwnerCount: NUMBER,
  ownerScreeningStatus: { kind: 'enum', values: ['not_screened', 'clear', 'potential_match', 'confirmed_match'] },
  blockedOwnershipPercent: NUMBER,
  ultimateParentCountry: TEXT,
  leiStatus: { kind: 'enum', values: LEI_STATUSES },
} as const satisfies Record<string, FieldType>;

export type OwnershipRuleField = keyof typeof OWNERSHIP_RULE_FIELDS;
export type CreditFacts = { [K in CreditRuleField]: number | string | boolean | null };

/**
 * The outcome of sanctions and watchlist screening (screening module), as rules test it:
 * not_screened when no list was active (nothing was checked), or the assessment was never screened.
 */
export const SCREENING_STATUSES = ['not_screened', 'clear', 'potential_match', 'confirmed_match'] as const;
export type ScreeningStatus = (typeof SCREENING_STATUSES)[number];

/**
 * Every assessment answer a rule may test. Text fields compare case-insensitively after trimming
 * (e.g. a list of sanctioned countries); enums by their stored values.
 */
export const RULE_FIELDS = {
  hasLegalActions: BOOL,
  canProvideReferences: BOOL,
  managementReputation: ANSWER,
  managementCapacity: ANSWER,
  tradingYears: { kind: 'enum', values: Object.values(TradingYears) },
  hasAuditedFinancials: BOOL,
  hasSufficientLiquidity: BOOL,
  isProfitable: BOOL,
  hasEquityAbove1M: BOOL,
  hasConsistentRevenue: BOOL,
  countryOfRegistration: TEXT,
  countryOfBusiness: TEXT,
  serviceType: TEXT,
  screeningStatus: { kind: 'enum', values: SCREENING_STATUSES },
  // The assessment's approval is past its periodic review date: true only on a re-decision of a stored one.
  approvalExpired: BOOL,
  ...CREDIT_RULE_FIELDS,
  ...OWNERSHIP_RULE_FIELDS,
} as const satisfies Record<string, FieldType>;

export type RuleField = keyof typeof RULE_FIELDS;

export const isRuleField = (field: string): field is RuleField => Object.hasOwn(RULE_FIELDS, field);

/**
 * A ratio as the rule editor names it: the catalog's label, and for one shown as a percentage the
 * reminder that a rule compares its fraction.
 */
const RATIO_RULE_LABELS = Object.fromEntries(
  RATIO_CATALOG.map((r) => [r.key, r.unit === 'percent' ? `${r.label} (0.05 = 5 %)` : r.label]),
) as Record<RatioCatalogEntry['key'], string>;

/** What the rule editor calls each field: the catalog the API serves (Query.ruleFields), so no client keeps a copy. */
export const RULE_FIELD_LABELS: Record<RuleField, string> = {
  hasLegalActions: 'Legal actions / sanctions',
  canProvideReferences: 'Can provide references',
  managementReputation: 'Management reputation',
  managementCapacity: 'Management capacity',
  tradingYears: 'Trading years',
  hasAuditedFinancials: 'Audited financials',
  hasSufficientLiquidity: 'Sufficient liquidity',
  isProfitable: 'Profitable',
  hasEquityAbove1M: 'Equity above $1M',
  hasConsistentRevenue: 'Consistent revenue',
  countryOfRegistration: 'Country of registration',
  countryOfBusiness: 'Country of business',
  serviceType: 'Service type',
  screeningStatus: 'Sanctions screening',
  approvalExpired: 'Approval expired (review date passed)',
  ...RATIO_RULE_LABELS,
  altmanZ: 'Altman Z″ score',
  altmanZone: 'Altman Z″ zone',
  creditScore: 'Scorecard score (0–100)',
  creditGrade: 'Scorecard grade',
  requestedLimitMultiple: 'Requested limit ÷ suggested limit',
  requestedAboveSuggested: 'Requested limit above the suggested limit',
  revenue: 'Revenue (latest year)',
  equity: 'Equity (latest year)',
  approvedLimit: 'Approved limit (four-eyes review)',
  approvedLimitMultiple: 'Approved limit ÷ suggested limit',
  beneficialOwnerCount: 'Beneficial owners (count)',
  ownerScreeningStatus: "Owners' screening (highest)",
  blockedOwnershipPercent: 'Blocked ownership (%, listed owners)',
  ultimateParentCountry: "Ultimate parent's country",
  leiStatus: 'LEI status',
};

/** The values a field's rules compare with: its enum values, true/false, or none (free text). */
export function ruleFieldValues(field: RuleField): readonly string[] {
  const type: FieldType = RULE_FIELDS[field];
  return type.kind === 'enum' ? type.values : type.kind === 'boolean' ? ['true', 'false'] : [];
}

/** The conditions that compare numbers: a number field takes only these, any other field none of them. */
export const NUMERIC_CONDITIONS: readonly RuleCondition[] = [RuleCondition.GREATER_THAN, RuleCondition.LESS_THAN, RuleCondition.BETWEEN];
/** The spec's four conditions, for answers that are not numbers. */
const ANSWER_CONDITIONS: readonly RuleCondition[] = [
  RuleCondition.EQUALS,
  RuleCondition.NOT_EQUALS,
  RuleCondition.IN,
  RuleCondition.NOT_IN,
];

/** The conditions a field's rules may use (validateRuleDefinition refuses the others; the editor offers these). */
export const ruleFieldConditions = (field: RuleField): readonly RuleCondition[] =>
  RULE_FIELDS[field].kind === 'number' ? NUMERIC_CONDITIONS : ANSWER_CONDITIONS;
