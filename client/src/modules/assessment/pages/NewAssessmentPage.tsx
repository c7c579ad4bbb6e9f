import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import type { ErrorInfo } from '../../../lib/errors';
import { BusinessRationaleStep, CompanyHistoryStep, CompanyInfoStep, FinancialStep, ManagementStep } from '../components/WizardSteps';
import { WizardStepper } from '../components/WizardStepper';
import { emptyFinancials } from '../../credit/financials-draft';
import { DEFAULTS, STEP_KEYS, stepOfField, useWizard, type WizardLocationState } from '../hooks/useWizard';

/** The indicator's titles and descriptions (spec §2); `heading` is the card's when it differs. */
const STEPS: readonly { title: string; description: string; heading?: string }[] = [
  { title: 'Company Info', description: 'Basic details' },
  { title: 'Business Rationale', description: 'Purpose & contacts' },
  { title: 'Company History', description: 'Legal & references' },
  { title: 'Management', description: 'Leadership assessment' },
  { title: 'Financial', description: 'Financial standing', heading: 'Financial Standing' },
];

export function NewAssessmentPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { data, update, clear } = useWizard();
  const current = Math.min(data.current ?? 0, STEPS.length - 1);
  // A field the server refused on submission (from the review page): shown on its step until the
  // user moves on. Taken out of the history entry so a reload does not show it again.
  const [serverError, setServerError] = useState<ErrorInfo | undefined>(() => (location.state as WizardLocationState | null)?.serverError);
  useEffect(() => {
    if ((location.state as WizardLocationState | null)?.serverError) void navigate('.', { replace: true, state: null });
  }, [location.state, navigate]);

  useEffect(() => {
    if (!data.startedAt) update({ startedAt: new Date().toISOString() });
  }, [data.startedAt, update]);
  // Bumped by "Clear form" so the first step remounts empty. Not keyed on `startedAt`: that is set
  // just after the first render, and a remount then would drop what the user had begun typing.
  const [generation, setGeneration] = useState(0);
  const clearForm = () => {
    clear();
    setGeneration((g) => g + 1);
  };

  const save = (index: number, values: unknown, next: number) => {
    setServerError(undefined);
    update({ [STEP_KEYS[index]]: values, current: next });
  };
  const common = (index: number) => ({
    last: index === STEPS.length - 1,
    serverError: serverError && stepOfField(serverError.field) === index ? serverError : undefined,
    onCancel: () => navigate('/'),
    onBack: (values: unknown) => {
      if (index === 0) return navigate('/');
      save(index, values, index - 1);
    },
    onNext: (values: unknown) => {
      if (index === STEPS.length - 1) {
        save(index, values, index);
        void navigate('/assessment/review');
      } else save(index, values, index + 1);
    },
  });

  return (
    <Stack maxW="4xl" mx="auto">
      <PageHeader
        title="New Assessment"
        subtitle="Counterparty due diligence in five steps"
        actions={
          <Button variant="ghost" size="sm" onClick={clearForm}>
            Clear form
          </Button>
        }
      />
      <WizardStepper steps={STEPS} current={current} />
      <Card.Root>
        <Card.Header>
          <HStack justify="space-between">
            <Card.Title>{STEPS[current].heading ?? STEPS[current].title}</Card.Title>
            <Text fontSize="sm" color="gray.600">
              Step {current + 1} of {STEPS.length}
            </Text>
          </HStack>
          <Card.Description>{STEPS[current].description}</Card.Description>
        </Card.Header>
        <Card.Body>
          {current === 0 && <CompanyInfoStep key={`0-${generation}`} initial={data.step1 ?? DEFAULTS.step1} {...common(0)} />}
          {current === 1 && <BusinessRationaleStep key="1" initial={data.step2 ?? DEFAULTS.step2} {...common(1)} />}
          {current === 2 && <CompanyHistoryStep key="2" initial={data.step3 ?? DEFAULTS.step3} {...common(2)} />}
          {current === 3 && <ManagementStep key="3" initial={{ ...DEFAULTS.step4, ...data.step4 }} {...common(3)} />}
          {current === 4 && (
            <FinancialStep
              key="4"
              initial={{ ...DEFAULTS.step5, financials: emptyFinancials(), touchedBoxes: [], ...data.step5 }}
              {...common(4)}
            />
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
