import { statusLabel } from '../../components/StatusBadge';
import type { AssessmentDetailFragment } from '../../generated/graphql';
import { formatAmount, NONE } from '../credit/format';
import { SCREENING_STATUS } from '../screening/labels';
import { allCriteria, companyItems } from './components/CompanySummary';

/** What a reviewer is shown of an assessment, label by label, as the pages show it. */
function shown(a: AssessmentDetailFragment): [string, string][] {
  const credit = a.creditAnalysis;
  const currency = credit?.currency ?? '';
  return [
    ...companyItems(a),
    ['Alternative Contacts', a.alternativeContacts || 'N/A'],
    ...allCriteria(a),
    ['Requested limit', credit?.requestedLimit == null ? NONE : formatAmount(credit.requestedLimit, currency)],
    ['Credit grade', credit?.grade ?? NONE],
    ['Screening', a.screening ? (SCREENING_STATUS[a.screening.status]?.label ?? a.screening.status) : NONE],
    ["Rules' decision", statusLabel(a.ruleStatus)],
  ];
}

/**
 * What changed between the assessment a reviewer saw and the one now stored, as
 * "Requested limit: USD 1,000,000 → USD 500,000,000" lines; when nothing shown changed (the
 * statements' other figures, a hit's finding), one line that says so and points to the audit trail.
 */
export function reviewChanges(seen: AssessmentDetailFragment, now: AssessmentDetailFragment): string[] {
  const before = new Map(shown(seen));
  const lines = shown(now)
    .filter(([label, value]) => before.get(label) !== value)
    .map(([label, value]) => `${label}: ${before.get(label) ?? NONE} → ${value}`);
  return lines.length > 0 ? lines : ['Its statements, screening findings or news changed: the audit trail below lists each change.'];
}
