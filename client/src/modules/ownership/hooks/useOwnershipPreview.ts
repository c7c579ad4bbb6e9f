import { skipToken, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useWatch, type Control, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { PreviewOwnershipDocument, type OwnerInput, type OwnershipAnalysisFieldsFragment } from '../generated/graphql';
import { errorInfo } from '../../../lib/errors';
import { fieldOfError } from '../../../lib/form-errors';
import { isOwnersPreviewable, ownerErrorField, ownerFieldPaths, ownersInputOf, type OwnerDraft } from '../owners-draft';

/** Typing pauses this long before the owners are previewed. */
export const OWNERSHIP_PREVIEW_DEBOUNCE_MS = 500;

export type OwnershipPreviewState =
  /** No owners: nothing to preview. */
  | { status: 'blank' }
  /** Some row still lacks a name, a share in range or a company it holds shares in. */
  | { status: 'incomplete' }
  | { status: 'loading' }
  | { status: 'ready'; analysis: OwnershipAnalysisFieldsFragment }
  | { status: 'error'; message: string };

/** The fields of a form holding the owners and the company's name (the wizard's first step). */
export interface OwnershipFormValues extends FieldValues {
  companyName: string;
  owners?: OwnerDraft[];
}

/**
 * Previews the computed owners and the graph of the form's owners (Query.previewOwnership) once every
 * row is complete and typing has paused. A row the API refuses (`owners[3].percent`) gets the
 * message on its input until the next preview.
 */
export function useOwnershipPreview<T extends OwnershipFormValues>(form: UseFormReturn<T>): OwnershipPreviewState {
  const { setError, clearErrors } = form;
  const control = form.control as unknown as Control<OwnershipFormValues>;
  const [owners, companyName] = useWatch({ control, name: ['owners', 'companyName'] });
  const input = isOwnersPreviewable(owners) ? ownersInputOf(owners) : null;
  const key = input ? JSON.stringify({ owners: input, companyName: companyName?.trim() || null }) : null;
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    if (!key) return;
    const timer = setTimeout(() => setSettled(key), OWNERSHIP_PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const current = settled !== null && settled === key;
  const variables = current ? (JSON.parse(settled) as { owners: OwnerInput[]; companyName: string | null }) : null;
  const { data, error, previousData } = useQuery(PreviewOwnershipDocument, variables ? { variables, fetchPolicy: 'no-cache' } : skipToken);

  const info = current && error ? errorInfo(error) : null;
  const refused = info && input ? fieldOfError(info, ownerFieldPaths(input.length)) : undefined;
  const field = refused && refused !== 'owners' ? ownerErrorField(refused) : undefined;
  const message = info?.message;
  const marked = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (marked.current && marked.current !== field) clearErrors(marked.current as Path<T>);
    marked.current = field;
    if (field && message) setError(field as Path<T>, { type: 'preview', message });
  }, [field, message, clearErrors, setError]);

  if (!owners || owners.length === 0) return { status: 'blank' };
  if (!key) return { status: 'incomplete' };
  if (info) return { status: 'error', message: refused ? info.message : 'The preview is not available right now.' };
  const answer = current ? data?.previewOwnership : undefined;
  // While the next preview loads, the last one stays on screen (the graph does not blink at each keystroke).
  const shown = answer ?? previousData?.previewOwnership;
  if (!shown) return { status: 'loading' };
  return { status: 'ready', analysis: shown };
}
