import { skipToken, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useWatch, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { CreditPreviewDocument, type CreditPreviewInput, type CreditPreviewQuery } from '../../../generated/graphql';
import { errorInfo } from '../../../lib/errors';
import { fieldOfError } from '../../../lib/form-errors';
import type { FinancialBox, Step5 } from '../../assessment/hooks/useWizard';
import { financialFieldPaths, financialsInputOf, isFinancialsBlank, isFinancialsComplete, termsProblem } from '../financials-draft';

/** How long typing must pause before the statements are previewed. */
export const PREVIEW_DEBOUNCE_MS = 600;

/** The boxes the statements may decide, in the order step 5 shows them. */
export const FINANCIAL_BOXES: readonly FinancialBox[] = [
  'hasSufficientLiquidity',
  'isProfitable',
  'hasEquityAbove1M',
  'hasConsistentRevenue',
];

export type CreditPreviewState =
  /** No statements typed: the checkbox-only path. */
  | { status: 'blank' }
  /** Statements begun but not complete enough to preview; `message` names a term to correct, else the figures are missing. */
  | { status: 'incomplete'; message?: string }
  | { status: 'loading' }
  | {
      status: 'ready';
      analysis: CreditPreviewQuery['creditPreview']['analysis'];
      /** The boxes the statements decided (ticked or not), other than those set by hand. */
      prefilled: FinancialBox[];
    }
  | { status: 'error'; message: string };

/**
 * Previews the credit analysis of the step's statements (Query.creditPreview) once they are
 * complete and typing has paused, and pre-ticks the boxes they decide — except the boxes the
 * analyst has set by hand (`touchedBoxes`). A figure the API refuses is marked on its input.
 */
export function useCreditPreview(form: UseFormReturn<Step5>): CreditPreviewState {
  const { control, getValues, setValue, setError, clearErrors } = form;
  const [financials, tradingYears, touched] = useWatch({ control, name: ['financials', 'tradingYears', 'touchedBoxes'] });
  const input = isFinancialsComplete(financials) ? financialsInputOf(financials) : null;
  const key = input ? JSON.stringify({ financials: input, tradingYears } satisfies CreditPreviewInput) : null;
  // The statements as they stood when typing last paused: what is previewed.
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    if (!key) return;
    const timer = setTimeout(() => setSettled(key), PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const current = settled !== null && settled === key;
  const { data, error } = useQuery(
    CreditPreviewDocument,
    current ? { variables: { input: JSON.parse(settled) as CreditPreviewInput }, fetchPolicy: 'no-cache' } : skipToken,
  );
  const answer = current ? data?.creditPreview : undefined;

  // The boxes the answer decides, on the form (the analyst's own are left alone).
  useEffect(() => {
    if (!answer) return;
    const touchedNow = getValues('touchedBoxes') ?? [];
    for (const box of FINANCIAL_BOXES) {
      const suggested = answer.suggestedBoxes[box];
      if (suggested !== null && !touchedNow.includes(box) && getValues(box) !== suggested) setValue(box, suggested, { shouldDirty: true });
    }
  }, [answer, getValues, setValue]);

  // A refused figure goes on its input until the next preview; so do unreadable payment terms or
  // limit, which keep it from a preview (not the figures' fault).
  const info = current && error ? errorInfo(error) : null;
  const problem = termsProblem(financials);
  const unreadable = problem && problem.field !== 'financials.currency' ? problem : null;
  const refused = info && input ? fieldOfError(info, financialFieldPaths(input.statements.length)) : undefined;
  const field = refused ?? unreadable?.field;
  const message = refused ? info?.message : unreadable?.message;
  const marked = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (marked.current && marked.current !== field) clearErrors(marked.current as FieldPath<Step5>);
    marked.current = field;
    if (field && message) setError(field as FieldPath<Step5>, { type: 'preview', message });
  }, [field, message, clearErrors, setError]);

  if (isFinancialsBlank(financials)) return { status: 'blank' };
  if (!key) return { status: 'incomplete', message: problem?.message };
  if (info) return { status: 'error', message: field ? info.message : 'The preview is not available right now.' };
  if (!answer) return { status: 'loading' };
  const prefilled = FINANCIAL_BOXES.filter((box) => answer.suggestedBoxes[box] !== null && !(touched ?? []).includes(box));
  return { status: 'ready', analysis: answer.analysis, prefilled };
}
