import type { CreateAssessmentInput } from '../../generated/graphql';
import type { ErrorInfo } from '../../lib/errors';
import { fieldOfError } from '../../lib/form-errors';
import { financialFieldPaths, financialsInputOf } from '../credit/financials-draft';
import { keyPeopleOf, type WizardData } from './hooks/useWizard';

// Apart from the wizard's provider (which every signed-in page loads): only the review page sends
// the draft, and reading the statements' figures is no part of the first download.

/** The merged submission, or null while any step is missing. */
export function submissionOf(data: WizardData): CreateAssessmentInput | null {
  const { step1, step2, step3, step4, step5: stored } = data;
  if (!step1 || !step2 || !step3 || !step4 || !stored) return null;
  // The touched boxes are the wizard's own bookkeeping, not an answer.
  const { financials: draft, touchedBoxes: _touched, ...step5 } = stored;
  const financials = financialsInputOf(draft);
  return {
    ...step1,
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
  const answers = Object.keys(input).filter((key) => key !== 'financials');
  return fieldOfError(info, [...answers, ...financialFieldPaths(input.financials?.statements.length ?? 0)]);
}
