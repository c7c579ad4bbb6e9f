import { Button, Center, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import {
  AnalyticsDocument,
  AssessmentsDocument,
  CreateAssessmentDocument,
  type AssessmentDetailFragment,
} from '../../../generated/graphql';
import { errorInfo } from '../../../lib/errors';
import { notify } from '../../../lib/toaster';
import { useActionErrorHandler } from '../../../lib/useActionErrorHandler';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { companyItems, keyCriteria, ListCard } from '../components/CompanySummary';
import { CreditAnalysisSection } from '../../credit/components/CreditAnalysisSection';
import { DecisionCard } from '../components/DecisionCard';
import { ExportReportCard } from '../components/ExportReportCard';
import { NewsAnalysisCard } from '../components/NewsAnalysisCard';
import { ScreeningCard } from '../components/ScreeningCard';
import { stepOfField, useWizard, type WizardLocationState } from '../hooks/useWizard';
import { submissionFieldOf, submissionOf } from '../submission';

const CLEAR_DELAY_MS = 100;

/** Submits the wizard once on arrival, then shows the server's decision. */
export function ReviewPage() {
  const navigate = useNavigate();
  const onError = useActionErrorHandler();
  const { data, update, clear } = useWizard();
  const { user } = useCurrentUser();
  const [result, setResult] = useState<AssessmentDetailFragment | null>(null);
  const [create, { loading }] = useMutation(CreateAssessmentDocument, { refetchQueries: [AssessmentsDocument, AnalyticsDocument] });
  const submitted = useRef(false);

  useEffect(() => {
    if (submitted.current || result) return;
    submitted.current = true;
    // Submitted before and answered: the page was left inside the 100 ms before the draft goes.
    // Finish the clear and show the assessment that was made.
    if (data.submittedId) {
      clear();
      void navigate(`/assessment/${data.submittedId}`, { replace: true });
      return;
    }
    const input = submissionOf(data);
    if (!input) {
      notify('No Assessment Data', 'Please complete the assessment form first', 'error');
      void navigate('/assessment/new', { replace: true });
      return;
    }
    // One key per draft, stored with it before the request leaves: a reload inside the spec's
    // 100 ms before the draft is cleared submits it again, and gets this assessment back.
    const idempotencyKey = data.submissionKey ?? crypto.randomUUID();
    if (!data.submissionKey) update({ submissionKey: idempotencyKey });
    void create({ variables: { input, idempotencyKey } })
      .then(({ data: created }) => {
        if (!created) return;
        update({ submittedId: created.createAssessment.id });
        setResult(created.createAssessment);
        setTimeout(clear, CLEAR_DELAY_MS);
      })
      .catch((error: unknown) => {
        // A field the server refused: back to the step holding it, with the message on the field.
        const info = errorInfo(error);
        const field = submissionFieldOf(info, input);
        const step = stepOfField(field);
        if (field && step !== undefined) {
          update({ current: step });
          void navigate('/assessment/new', { replace: true, state: { serverError: info } satisfies WizardLocationState });
          return;
        }
        onError(error);
        void navigate('/assessment/new', { replace: true });
      });
  }, [data, result, create, update, clear, navigate, onError]);

  if (loading || !result) {
    return (
      <Center minH="50vh">
        <Stack align="center" gap="4">
          <Spinner size="xl" color="blue.500" />
          <Text color="gray.600">Analyzing assessment...</Text>
        </Stack>
      </Center>
    );
  }

  return (
    <Stack gap="6">
      <PageHeader
        title={result.companyName}
        subtitle="Assessment result"
        actions={
          <Button asChild variant="outline">
            <RouterLink to="/">Back to Home</RouterLink>
          </Button>
        }
      />
      <DecisionCard assessment={result} />
      <ScreeningCard assessment={result} admin={user?.role === 'ADMIN'} onReviewed={setResult} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <ListCard title="Company Information" items={companyItems(result)} />
        <ListCard title="Key Criteria" items={keyCriteria(result)} />
      </SimpleGrid>
      {result.creditAnalysis && <CreditAnalysisSection assessmentId={result.id} />}
      <NewsAnalysisCard assessmentId={result.id} summary={result.newsSummary} url={result.newsArticleUrl} />
      <ExportReportCard id={result.id} companyName={result.companyName} />
    </Stack>
  );
}
