import { Alert, Button, Center, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { UpdateAssessmentDocument } from '../../../generated/graphql';
import { errorInfo, type ErrorInfo } from '../../../lib/errors';
import { notify } from '../../../lib/toaster';
import { useActionErrorHandler } from '../../../lib/useActionErrorHandler';
import { AssessmentNotFound } from '../components/AssessmentNotFound';
import { AssessmentWizard } from '../components/AssessmentWizard';
import { useStoredAnswers } from '../hooks/useStoredAnswers';
import { stepOfField, type WizardData } from '../hooks/useWizard';
import { changesOf, submissionFieldOf, submissionOf, type AnsweredSteps } from '../submission';

/**
 * /assessment/:id/edit: the wizard over a record's answers, for its creator or an admin
 * (viewerCan.edit, the rule the API enforces). Saving sends what changed, for the revision loaded.
 */
export function EditAssessmentPage() {
  const { id = '' } = useParams();
  const { loading, record, steps } = useStoredAnswers(id);
  if (loading) return <Skeleton height="60vh" borderRadius="lg" />;
  if (!record || !steps) return <AssessmentNotFound />;
  if (!record.viewerCan.edit) {
    return (
      <Center minH="50vh">
        <Stack align="center" gap="4" textAlign="center">
          <Text fontSize="xl" fontWeight="semibold">
            You cannot edit this assessment
          </Text>
          <Text color="gray.600">Only the analyst who created an assessment, or an admin, can change it.</Text>
          <Button asChild colorPalette="blue">
            <RouterLink to={`/assessment/${record.id}`}>Back to the record</RouterLink>
          </Button>
        </Stack>
      </Center>
    );
  }
  return <EditWizard key={record.id} id={record.id} companyName={record.companyName} revision={record.revision} steps={steps} />;
}

interface EditWizardProps {
  id: string;
  companyName: string;
  /** The revision the answers were read at: the edit is made on it. */
  revision: number;
  steps: AnsweredSteps;
}

function EditWizard({ id, companyName, revision, steps }: EditWizardProps) {
  const navigate = useNavigate();
  const onError = useActionErrorHandler();
  // The answers as loaded, and their revision: what an edit is compared with and made on. Kept
  // apart from later cache updates, so a change made meanwhile is a conflict, not a new baseline.
  const [loaded] = useState(() => ({ revision, answers: submissionOf(steps) }));
  const [data, setData] = useState<WizardData>(steps);
  const update = useCallback((patch: Partial<WizardData>) => setData((d) => ({ ...d, ...patch })), []);
  const [serverError, setServerError] = useState<ErrorInfo | undefined>();
  const [conflict, setConflict] = useState<string | undefined>();
  const [save, { loading }] = useMutation(UpdateAssessmentDocument);
  // One request at a time: a second click would reach the server after the first changed the revision.
  const saving = useRef(false);
  const recordPath = `/assessment/${id}`;

  const finish = (next: WizardData) => {
    const edited = submissionOf(next);
    if (!edited || !loaded.answers || saving.current) return;
    saving.current = true;
    setConflict(undefined);
    save({ variables: { id, input: { ...changesOf(loaded.answers, edited), revision: loaded.revision } } })
      .then(() => {
        notify('Assessment Updated', 'Decided again with the current rules', 'success');
        void navigate(recordPath);
      })
      .catch((error: unknown) => {
        saving.current = false;
        const info = errorInfo(error);
        if (info.code === 'CONFLICT' && info.field === 'revision') return setConflict(info.message);
        // A field the server refused: back to the step holding it, with the message on the field.
        const step = stepOfField(submissionFieldOf(info, edited));
        if (step !== undefined) {
          setServerError(info);
          update({ current: step });
          return;
        }
        onError(error, 'Not saved');
      });
  };

  return (
    <Stack maxW="4xl" mx="auto">
      <PageHeader
        title={`Edit ${companyName}`}
        subtitle="Saving decides it again with the current rules; a change may need a second person's review"
      />
      {conflict && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Not saved: someone changed this assessment</Alert.Title>
            <Alert.Description>{conflict}</Alert.Description>
            <Button asChild size="sm" variant="outline" mt="2" alignSelf="flex-start">
              <RouterLink to={recordPath}>Open the current record</RouterLink>
            </Button>
          </Alert.Content>
        </Alert.Root>
      )}
      <AssessmentWizard
        data={data}
        update={update}
        serverError={serverError}
        onStepSaved={() => setServerError(undefined)}
        onLeave={() => void navigate(recordPath)}
        onFinish={finish}
        finishLabel={loading ? 'Saving...' : 'Save Changes'}
      />
    </Stack>
  );
}
