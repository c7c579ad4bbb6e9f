import { Button, Center, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { AnalyticsDocument, AssessmentDetailDocument, AssessmentsDocument, CreateAssessmentDocument } from '../../../generated/graphql';
import { errorInfo } from '../../../lib/errors';
import { notify } from '../../../lib/toaster';
import { useActionErrorHandler } from '../../../lib/useActionErrorHandler';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { AssessmentNotFound } from '../components/AssessmentNotFound';
import { companyItems, keyCriteria, ListCard } from '../components/CompanySummary';
import { CreditAnalysisSection } from '../../credit/components/CreditAnalysisSection';
import { DecisionCard } from '../components/DecisionCard';
import { ExportReportCard } from '../components/ExportReportCard';
import { NewsAnalysisCard } from '../components/NewsAnalysisCard';
import { ScreeningCard } from '../components/ScreeningCard';
import { OwnershipCard } from '../../ownership/components/OwnershipCard';
import { stepOfField, useWizard, type WizardLocationState } from '../hooks/useWizard';
import { submissionFieldOf, submissionOf } from '../submission';

const CLEAR_DELAY_MS = 100;

/**
 * Submits the wizard once on arrival, then shows the server's decision at `?id=<assessment>`: that
 * address shows the result again on a reload (from the server, with nothing submitted).
 */
export function ReviewPage() {
  const navigate = useNavigate();
  const onError = useActionErrorHandler();
  const { data, update, clear } = useWizard();
  const { user } = useCurrentUser();
  const [params] = useSearchParams();
  const id = params.get('id');
  const shown = useQuery(AssessmentDetailDocument, { variables: { id: id ?? '' }, skip: !id, errorPolicy: 'all' });
  const [create, { loading, data: created }] = useMutation(CreateAssessmentDocument, {
    refetchQueries: [AssessmentsDocument, AnalyticsDocument],
  });
  const submitted = useRef(false);

  useEffect(() => {
    if (submitted.current) return;
    submitted.current = true;
    if (id) {
      // Opened again inside the 100 ms before the draft that made it goes: finish the clear.
      if (data.submittedId === id) clear();
      return;
    }
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
        void navigate(`/assessment/review?id=${created.createAssessment.id}`, { replace: true });
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
  }, [id, data, create, update, clear, navigate, onError]);

  // The assessment just made is shown at once, while the query for its address (kept current by
  // the cache afterwards) runs.
  const result = shown.data?.assessment ?? (created?.createAssessment.id === id ? created?.createAssessment : undefined);
  if (id && !shown.loading && !result) return <AssessmentNotFound />;
  if (loading || !result) {
    return (
      <Center minH="50vh">
        <Stack align="center" gap="4">
          <Spinner size="xl" color="blue.500" />
          <Text color="gray.600">{id ? 'Loading assessment...' : 'Analyzing assessment...'}</Text>
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
          <>
            <Button asChild colorPalette="blue">
              <RouterLink to={`/assessment/${result.id}`}>Open record</RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to="/">Back to Home</RouterLink>
            </Button>
          </>
        }
      />
      <DecisionCard assessment={result} />
      <ScreeningCard assessment={result} admin={user?.role === 'ADMIN'} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <ListCard title="Company Information" items={companyItems(result)} />
        <ListCard title="Key Criteria" items={keyCriteria(result)} />
      </SimpleGrid>
      <OwnershipCard assessmentId={result.id} />
      {result.creditAnalysis && <CreditAnalysisSection assessmentId={result.id} />}
      <NewsAnalysisCard assessmentId={result.id} summary={result.newsSummary} url={result.newsArticleUrl} />
      <ExportReportCard id={result.id} companyName={result.companyName} />
    </Stack>
  );
}
