import { Skeleton } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { AssessmentCreditDocument } from '../../../generated/graphql';
import { CreditAnalysisCard } from './CreditAnalysisCard';

/**
 * The credit analysis card of an assessment known to have one (AssessmentDetail's creditAnalysis),
 * with the statements and analysis read by their own query: the many documents that carry
 * AssessmentDetail stay small, and the checkbox-only path asks for nothing more.
 */
export function CreditAnalysisSection({ assessmentId }: { assessmentId: string }) {
  const { data, loading } = useQuery(AssessmentCreditDocument, { variables: { id: assessmentId }, errorPolicy: 'all' });
  const assessment = data?.assessment;
  if (!assessment?.creditAnalysis) return loading ? <Skeleton height="96" borderRadius="lg" /> : null;
  return (
    <CreditAnalysisCard analysis={assessment.creditAnalysis} financials={assessment.financials} approvedLimit={assessment.approvedLimit} />
  );
}
