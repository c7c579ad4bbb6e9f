import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import type { ErrorInfo } from '../../../lib/errors';
import { notify } from '../../../lib/toaster';
import { AssessmentWizard } from '../components/AssessmentWizard';
import { useStoredAnswers } from '../hooks/useStoredAnswers';
import { useWizard, type WizardLocationState } from '../hooks/useWizard';
import type { AnsweredSteps } from '../submission';

export function NewAssessmentPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const { data, update, clear } = useWizard();
  // A field the server refused on submission (from the review page): shown on its step until the
  // user moves on. Taken out of the history entry so a reload does not show it again.
  const [serverError, setServerError] = useState<ErrorInfo | undefined>(() => (location.state as WizardLocationState | null)?.serverError);
  useEffect(() => {
    if ((location.state as WizardLocationState | null)?.serverError) void navigate('.', { replace: true, state: null });
  }, [location.state, navigate]);

  // ?from=<id> ("New assessment from this one" on a record): its answers become the draft, in place
  // of any other, and the parameter goes so a reload keeps what the user changed since.
  const from = params.get('from');
  const source = useStoredAnswers(from);
  useEffect(() => {
    if (!from || source.loading) return;
    if (source.steps) {
      clear();
      update({ ...source.steps, current: 0, startedAt: new Date().toISOString() });
    } else notify('Assessment not found', 'There are no answers to start from', 'error');
    void navigate('/assessment/new', { replace: true });
  }, [from, source.loading, source.steps, clear, update, navigate]);

  // Router state { prefill } ("Re-assess" on a counterparty): the given answers become the draft the
  // same way, and the state goes so a reload keeps what the user changed since.
  const prefill = (location.state as { prefill?: AnsweredSteps } | null)?.prefill;
  useEffect(() => {
    if (!prefill) return;
    clear();
    update({ ...prefill, current: 0, startedAt: new Date().toISOString() });
    void navigate('/assessment/new', { replace: true, state: null });
  }, [prefill, clear, update, navigate]);

  useEffect(() => {
    if (!from && !prefill && !data.startedAt) update({ startedAt: new Date().toISOString() });
  }, [from, prefill, data.startedAt, update]);
  // Bumped by "Clear form" so the first step remounts empty. Not keyed on `startedAt`: that is set
  // just after the first render, and a remount then would drop what the user had begun typing.
  const [generation, setGeneration] = useState(0);
  const clearForm = () => {
    clear();
    setGeneration((g) => g + 1);
  };

  return (
    <Stack maxW="4xl" mx="auto">
      <PageHeader
        title="New Assessment"
        subtitle="Counterparty due diligence in five steps"
        actions={
          <Button variant="ghost" size="sm" onClick={clearForm} disabled={!!from || !!prefill}>
            Clear form
          </Button>
        }
      />
      {from || prefill ? (
        <Center minH="30vh">
          <Stack align="center" gap="4">
            <Spinner size="lg" color="blue.500" />
            <Text color="gray.600">Copying the answers...</Text>
          </Stack>
        </Center>
      ) : (
        <AssessmentWizard
          data={data}
          update={update}
          serverError={serverError}
          onStepSaved={() => setServerError(undefined)}
          onLeave={() => void navigate('/')}
          onFinish={() => void navigate('/assessment/review')}
          finishLabel="Review Assessment"
          generation={generation}
        />
      )}
    </Stack>
  );
}
