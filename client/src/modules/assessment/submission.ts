import type { AssessmentDetailFragment, CreateAssessmentInput, FinancialsInput, UpdateAssessmentInput } from '../../generated/graphql';
import type { ErrorInfo } from '../../lib/errors';
import { fieldOfError } from '../../lib/form-errors';
import { financialFieldPaths, financialsDraftOf, financialsInputOf } from '../credit/financials-draft';
import { FINANCIAL_BOXES } from '../credit/hooks/useCreditPreview';
import { normalizeLei, ownerFieldPaths, ownersDraftOf, ownersInputOf } from '../ownership/owners-draft';
import { keyPeopleOf, type WizardData } from './hooks/useWizard';

// Apart from the wizard's provider (which every signed-in page loads): only the review page sends
// the draft, and reading the statements' figures is no part of the first download.

/** The merged submission, or null while any step is missing. */
export function submissionOf(data: WizardData): CreateAssessmentInput | null {
  const { step1: company, step2, step3, step4, step5: stored } = data;
  if (!company || !step2 || !step3 || !step4 || !stored) return null;
  // The touched boxes are the wizard's own bookkeeping, not an answer.
  const { financials: draft, touchedBoxes: _touched, ...step5 } = stored;
  const financials = financialsInputOf(draft);
  // No LEI or owners: sent exactly as before they existed.
  const { lei: typedLei, owners: ownerDrafts, ...step1 } = company;
  const lei = normalizeLei(typedLei ?? '');
  const owners = ownersInputOf(ownerDrafts);
  return {
    ...step1,
    ...(lei ? { lei } : {}),
    ...(owners ? { owners } : {}),
    ...step2,
    alternativeContacts: step2.alternativeContacts.trim() || null,
    ...step3,
    ...step4,
    // Drafts saved before the field existed have no key people.
    keyPeople: keyPeopleOf(step4.keyPeople),
    ...step5,
    // No statements: the checkbox-only path, sent exactly as before they existed.
    ...(financials ? { financials } : {}),
    startedAt: data.startedAt ?? null,
  };
}

/**
 * The wizard field a refused submission names, or undefined when the error is for a toast: an
 * answer, or a field of a statement (financials.statements[1].totalAssets, the column of year 2).
 * Errors on the statements as a whole have no field to show on.
 */
export function submissionFieldOf(info: ErrorInfo, input: CreateAssessmentInput): string | undefined {
  const answers = Object.keys(input).filter((key) => key !== 'financials' && key !== 'owners');
  return fieldOfError(info, [
    ...answers,
    'lei',
    ...financialFieldPaths(input.financials?.statements.length ?? 0),
    ...ownerFieldPaths(input.owners?.length ?? 0),
  ]);
}

/** A stored assessment's answers but its statements (those are read with its credit analysis). */
export type StoredAnswers = Pick<
  AssessmentDetailFragment,
  | 'companyName'
  | 'countryOfRegistration'
  | 'countryOfBusiness'
  | 'address'
  | 'businessRationale'
  | 'serviceType'
  | 'alternativeContacts'
  | 'keyPeople'
  | 'hasLegalActions'
  | 'canProvideReferences'
  | 'managementReputation'
  | 'managementCapacity'
  | 'tradingYears'
  | 'hasAuditedFinancials'
  | 'hasSufficientLiquidity'
  | 'isProfitable'
  | 'hasEquityAbove1M'
  | 'hasConsistentRevenue'
> &
  // Absent from records read before ownership existed (and from the reassessment drafts of those).
  Partial<Pick<AssessmentDetailFragment, 'lei' | 'owners'>>;

/** The five steps of the wizard, all answered. */
export type AnsweredSteps = Required<Pick<WizardData, 'step1' | 'step2' | 'step3' | 'step4' | 'step5'>>;

/**
 * The wizard's five steps holding a stored assessment's answers and statements (submissionOf's way
 * back), to edit them or to start a new assessment from them.
 */
export function draftOf(a: StoredAnswers, financials: FinancialsInput | null): AnsweredSteps {
  return {
    step1: {
      companyName: a.companyName,
      countryOfRegistration: a.countryOfRegistration,
      countryOfBusiness: a.countryOfBusiness,
      address: a.address,
      lei: a.lei ?? '',
      owners: ownersDraftOf(a.owners),
    },
    step2: { businessRationale: a.businessRationale, serviceType: a.serviceType, alternativeContacts: a.alternativeContacts ?? '' },
    step3: { hasLegalActions: a.hasLegalActions, canProvideReferences: a.canProvideReferences },
    step4: { managementReputation: a.managementReputation, managementCapacity: a.managementCapacity, keyPeople: a.keyPeople.join('\n') },
    step5: {
      tradingYears: a.tradingYears,
      hasAuditedFinancials: a.hasAuditedFinancials,
      hasSufficientLiquidity: a.hasSufficientLiquidity,
      isProfitable: a.isProfitable,
      hasEquityAbove1M: a.hasEquityAbove1M,
      hasConsistentRevenue: a.hasConsistentRevenue,
      financials: financialsDraftOf(financials),
      // The boxes were answered already: the statements' preview must not tick them over again.
      touchedBoxes: [...FINANCIAL_BOXES],
    },
  };
}

/**
 * An edit as the partial update takes it: the answers of `edited` that differ from `original`,
 * both made by submissionOf (so figures compare as they are sent); statements, owners or the LEI
 * taken away go as null. The start time is no answer, and an update does not take it.
 */
export function changesOf(original: CreateAssessmentInput, edited: CreateAssessmentInput): UpdateAssessmentInput {
  const { startedAt: _before, ...before } = original;
  const { startedAt: _after, ...after } = edited;
  const fields = new Set([...Object.keys(before), ...Object.keys(after)] as (keyof typeof after)[]);
  return Object.fromEntries(
    [...fields].filter((f) => JSON.stringify(before[f] ?? null) !== JSON.stringify(after[f] ?? null)).map((f) => [f, after[f] ?? null]),
  );
}
