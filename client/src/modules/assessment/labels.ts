import type { Answer, TradingYears } from '../../generated/graphql';

export const TRADING_YEARS: { value: TradingYears; label: string }[] = [
  { value: 'LESS_THAN_2', label: 'Less than 2 years' },
  { value: 'TWO_TO_3', label: '2 to 3 years' },
  { value: 'THREE_TO_5', label: '3 to 5 years' },
  { value: 'MORE_THAN_5', label: 'More than 5 years' },
];

export const ANSWERS: { value: Answer; label: string }[] = [
  { value: 'YES', label: 'Yes' },
  { value: 'UNKNOWN', label: 'Unknown' },
  { value: 'NO', label: 'No' },
];

export const tradingYearsLabel = (v: string) => TRADING_YEARS.find((t) => t.value === v)?.label ?? v;
export const answerLabel = (v: string) => ANSWERS.find((a) => a.value === v)?.label ?? v;
export const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

/** Human labels of every assessment answer, for criteria lists and audit entries. */
export const FIELD_LABELS: Record<string, string> = {
  companyName: 'Company Name',
  countryOfRegistration: 'Country of Registration',
  countryOfBusiness: 'Country of Business',
  address: 'Business Address',
  businessRationale: 'Business Rationale',
  serviceType: 'Service Type',
  alternativeContacts: 'Alternative Contacts',
  keyPeople: 'Directors and Beneficial Owners',
  hasLegalActions: 'Legal Actions / Sanctions',
  canProvideReferences: 'Can Provide References',
  managementReputation: 'Management Reputation',
  managementCapacity: 'Management Capacity',
  tradingYears: 'Trading Years',
  hasAuditedFinancials: 'Audited Financials',
  hasSufficientLiquidity: 'Sufficient Liquidity',
  isProfitable: 'Profitable',
  hasEquityAbove1M: 'Equity Above $1M',
  hasConsistentRevenue: 'Consistent Revenue',
  financials: 'Financial Statements',
  status: 'Status',
  ruleStatus: "Rules' Decision",
  // What re-decisions and reviews record beside the answers.
  screeningStatus: 'Screening Status',
  screeningReview: 'Screening Hit Review',
  rescreen: 'Re-screening',
  review: 'Final Review',
  reviewStatus: 'Four-eyes Review',
  alert: 'Alert Raised',
  alertResolved: 'Alert Resolved',
  newsArticleUrl: 'News Article URL',
  newsSummary: 'News Summary',
};

/**
 * Who made an audited change: "by Jane Doe" (the name is kept after the account is deleted), "by
 * the system (monitoring)" for a re-screening, or "by a deleted account" for an entry without a name.
 */
export function auditAuthor(log: { userId?: string | null; userName?: string | null }): string {
  if (log.userName) return `by ${log.userName}`;
  return log.userId ? 'by a deleted account' : 'by the system (monitoring)';
}
