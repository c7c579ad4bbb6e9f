/**
 * What an audit entry's stored values read as: the catalog the client's audit trail and the PDF's
 * both label from, so neither shows `confirmed_match` or `not_required`. Pure (no imports): the
 * client imports this file as it is, the worker through the api's public entry.
 */
/** What an audit entry calls each changed field (the answers, and what re-decisions and reviews record beside them). */
export const AUDIT_FIELD_LABELS: Readonly<Record<string, string>> = {
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
  lei: 'LEI',
  owners: 'Owners',
  status: 'Status',
  ruleStatus: "Rules' Decision",
  screeningStatus: 'Screening Status',
  screeningReview: 'Screening Hit Review',
  rescreen: 'Re-screening',
  review: 'Final Review',
  approvedLimit: 'Approved Limit',
  reviewStatus: 'Four-eyes Review',
  alert: 'Alert Raised',
  alertResolved: 'Alert Resolved',
  newsArticleUrl: 'News Article URL',
  newsSummary: 'News Summary',
};

/** The label of a changed field, or its stored name when the catalog lacks it. */
export const auditFieldLabel = (field: string) => AUDIT_FIELD_LABELS[field] ?? field;

const VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  status: { approved: 'Approved', caution: 'Trade with Caution', rejected: 'Rejected', pending_review: 'Pending review' },
  ruleStatus: { approved: 'Approved', caution: 'Trade with Caution', rejected: 'Rejected', pending_review: 'Pending review' },
  screeningStatus: {
    clear: 'Clear',
    potential_match: 'Potential match',
    confirmed_match: 'Confirmed match',
    not_screened: 'Not screened',
  },
  reviewStatus: { not_required: 'Not required', pending: 'Pending', completed: 'Completed' },
  hitDecision: { confirmed: 'Confirmed', false_positive: 'False positive' },
  managementReputation: { yes: 'Yes', no: 'No', unknown: 'Unknown' },
  managementCapacity: { yes: 'Yes', no: 'No', unknown: 'Unknown' },
  tradingYears: { '<2': 'Less than 2 years', '2-3': '2 to 3 years', '3-5': '3 to 5 years', '>5': 'More than 5 years' },
};

/** A stored value as words when the catalog does not name it: `potential_match` → "Potential match". */
const humanize = (value: string) =>
  /^[a-z]+(_[a-z]+)+$/.test(value) ? value.charAt(0).toUpperCase() + value.slice(1).replaceAll('_', ' ') : value;

/** An owner as an audit entry stores it (the ownership module's Owner; restated: this file imports nothing). */
interface OwnerEntry {
  id: string;
  parentId: string | null;
  name: string;
  percent: number;
}

function ownersLabel(owners: readonly OwnerEntry[]): string {
  const names = new Map(owners.map((o) => [o.id, o.name]));
  return owners.map((o) => `${o.name} ${o.percent} %${o.parentId ? ` of ${names.get(o.parentId) ?? o.parentId}` : ''}`).join('; ');
}

/**
 * The label of `value` as stored under `field` in an audit entry's changes ("Confirmed match" for
 * screeningStatus confirmed_match); booleans read Yes/No, absent values N/A, lists joined.
 */
export function auditValueLabel(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return value.toString();
  if (typeof value === 'string') {
    const label = VALUE_LABELS[field]?.[value.toLowerCase()];
    return label ?? (field in VALUE_LABELS ? humanize(value.toLowerCase()) : value);
  }
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join(', ') || 'N/A';
  // Owners: who holds what, in a line ("Orrin Holdings 70 %; Velmira Quost 60 % of Orrin Holdings").
  if (field === 'owners' && Array.isArray(value)) return ownersLabel(value as OwnerEntry[]) || 'N/A';
  return JSON.stringify(value) ?? '';
}
