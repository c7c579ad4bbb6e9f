import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { AssessmentCreditDocument, AssessmentDetailDocument } from '../../../generated/graphql';
import { draftOf } from '../submission';

/**
 * A record as the wizard takes it over, to edit it or to start a new assessment from it: the
 * record, and its answers as the five steps, read from the server (an edit is made on the current
 * revision); its statements come with its credit analysis. Nothing is read without an id.
 */
export function useStoredAnswers(id: string | null) {
  const options = { variables: { id: id ?? '' }, skip: !id, errorPolicy: 'all', fetchPolicy: 'network-only' } as const;
  const detail = useQuery(AssessmentDetailDocument, options);
  const credit = useQuery(AssessmentCreditDocument, options);
  const loading = detail.loading || credit.loading;
  const record = loading ? undefined : detail.data?.assessment;
  const financials = credit.data?.assessment.financials ?? null;
  const steps = useMemo(() => record && draftOf(record, financials), [record, financials]);
  return { loading, record, steps };
}
