import { auditFieldLabel } from '../../../../api/src/modules/assessment/audit-labels';
import { type AssessmentCreditQuery, type AssessmentDetailFragment } from '../../generated/graphql';
import { allCriteria, companyItems } from '../assessment/components/CompanySummary';
import { FIGURES } from '../credit/figures';
import { fiscalYearLabel, formatAmount, formatFigure, NONE } from '../credit/format';
import { REVIEW_DECISION, SCREENING_STATUS } from '../screening/labels';

export type Financials = NonNullable<AssessmentCreditQuery['assessment']['financials']>;

/** One difference between two assessments: the label the record shows, and its value before and after. */
export interface Change {
  label: string;
  before: string;
  after: string;
}

export interface Changes {
  answers: Change[];
  figures: Change[];
  screening: Change[];
}

/** [label, value] pairs compared: what differs (or is only on one side) becomes a change. */
function compare(before: [string, string][], after: [string, string][]): Change[] {
  const old = new Map(before);
  const now = new Map(after);
  const labels = [...new Set([...before.map(([label]) => label), ...after.map(([label]) => label)])];
  return labels
    .map((label) => ({ label, before: old.get(label) ?? NONE, after: now.get(label) ?? NONE }))
    .filter((change) => change.before !== change.after);
}

/** The answers as the record's page lists them, with its labels. */
const answersOf = (a: AssessmentDetailFragment): [string, string][] => [
  ...companyItems(a),
  ['Alternative Contacts', a.alternativeContacts || 'N/A'],
  ...allCriteria(a),
];

/** The statements' terms and every figure of every fiscal year, labelled "Revenue, FY 2024 (31 Dec)". */
function figuresOf(f: Financials | null | undefined): [string, string][] {
  if (!f) return [];
  const rows: [string, string][] = [
    ['Currency', f.currency],
    ['Payment terms (days)', String(f.paymentTermsDays)],
    ['Requested limit', formatAmount(f.requestedLimit, f.currency)],
  ];
  for (const s of f.statements) {
    const year = fiscalYearLabel(s.fiscalYearEnd);
    for (const figure of FIGURES) rows.push([`${figure.label}, ${year}`, formatFigure(s[figure.key])]);
  }
  return rows;
}

/** Statements in a phrase, for the side of a comparison where the other has none: "2 fiscal years in USD". */
function statementsSummary(f: Financials | null | undefined): string {
  if (!f || f.statements.length === 0) return 'None given';
  const years = `${f.statements.length} fiscal year${f.statements.length === 1 ? '' : 's'} in ${f.currency}`;
  return f.requestedLimit == null ? years : `${years}, requested limit ${formatAmount(f.requestedLimit, f.currency)}`;
}

/** The statements compared figure by figure; given on one side only, one line that says so. */
function compareFigures(before: Financials | null | undefined, after: Financials | null | undefined): Change[] {
  const given = (f: Financials | null | undefined) => !!f && f.statements.length > 0;
  if (given(before) !== given(after))
    return [{ label: auditFieldLabel('financials'), before: statementsSummary(before), after: statementsSummary(after) }];
  return compare(figuresOf(before), figuresOf(after));
}

/** Each screening hit by what it matched, with its finding. */
function hitsOf(a: AssessmentDetailFragment): [string, string][] {
  const screening = a.screening;
  if (!screening) return [['Screening', SCREENING_STATUS.NOT_SCREENED.label]];
  return [
    ['Screening', SCREENING_STATUS[screening.status]?.label ?? screening.status],
    ...screening.hits.map((hit): [string, string] => [
      `${hit.caption} (${hit.listName}) on ${hit.subject.name}`,
      hit.review ? REVIEW_DECISION[hit.review.decision] : hit.goneSince ? 'No longer listed' : 'Not reviewed',
    ]),
  ];
}

/** What changed from `before` (the earlier assessment) to `after`: answers, figures and screening hits. */
export function changesBetween(
  before: { detail: AssessmentDetailFragment; financials: Financials | null | undefined },
  after: { detail: AssessmentDetailFragment; financials: Financials | null | undefined },
): Changes {
  return {
    answers: compare(answersOf(before.detail), answersOf(after.detail)),
    figures: compareFigures(before.financials, after.financials),
    screening: compare(hitsOf(before.detail), hitsOf(after.detail)),
  };
}
