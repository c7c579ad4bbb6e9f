import { Button, Card, HStack, Stack, Steps, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { LuCheck } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { BusinessRationaleStep, CompanyHistoryStep, CompanyInfoStep, FinancialStep, ManagementStep } from '../components/WizardSteps';
import { DEFAULTS, useWizard, type WizardData } from '../hooks/useWizard';

/** The indicator's titles and descriptions (spec §2); `heading` is the card's when it differs. */
const STEPS: readonly { title: string; description: string; heading?: string }[] = [
  { title: 'Company Info', description: 'Basic details' },
  { title: 'Business Rationale', description: 'Purpose & contacts' },
  { title: 'Company History', description: 'Legal & references' },
  { title: 'Management', description: 'Leadership assessment' },
  { title: 'Financial', description: 'Financial standing', heading: 'Financial Standing' },
];

type StepKey = 'step1' | 'step2' | 'step3' | 'step4' | 'step5';
const KEYS: StepKey[] = ['step1', 'step2', 'step3', 'step4', 'step5'];

export function NewAssessmentPage() {
  const navigate = useNavigate();
  const { data, update, clear } = useWizard();
  const current = Math.min(data.current ?? 0, STEPS.length - 1);

  useEffect(() => {
    if (!data.startedAt) update({ startedAt: new Date().toISOString() });
  }, [data.startedAt, update]);

  const save = (index: number, values: unknown, next: number) => update({ [KEYS[index]!]: values, current: next } as Partial<WizardData>);
  const common = (index: number) => ({
    last: index === STEPS.length - 1,
    onCancel: () => navigate('/'),
    onBack: (values: unknown) => {
      if (index === 0) return navigate('/');
      save(index, values, index - 1);
    },
    onNext: (values: unknown) => {
      if (index === STEPS.length - 1) {
        save(index, values, index);
        navigate('/assessment/review');
      } else save(index, values, index + 1);
    },
  });

  return (
    <Stack maxW="4xl" mx="auto">
      <PageHeader
        title="New Assessment"
        subtitle="Counterparty due diligence in five steps"
        actions={
          <Button variant="ghost" size="sm" onClick={clear}>
            Clear form
          </Button>
        }
      />
      <Steps.Root step={current} count={STEPS.length} colorPalette="blue" size="sm" mb="6">
        <Steps.List>
          {STEPS.map((s, i) => (
            <Steps.Item key={s.title} index={i} title={s.title}>
              <Steps.Indicator>
                <Steps.Status complete={<LuCheck aria-label="completed" />} incomplete={<Steps.Number />} />
              </Steps.Indicator>
              <Stack gap="0">
                <Steps.Title>{s.title}</Steps.Title>
                <Steps.Description>{s.description}</Steps.Description>
              </Stack>
              <Steps.Separator />
            </Steps.Item>
          ))}
        </Steps.List>
      </Steps.Root>
      <Card.Root>
        <Card.Header>
          <HStack justify="space-between">
            <Card.Title>{STEPS[current]!.heading ?? STEPS[current]!.title}</Card.Title>
            <Text fontSize="sm" color="gray.500">
              Step {current + 1} of {STEPS.length}
            </Text>
          </HStack>
          <Card.Description>{STEPS[current]!.description}</Card.Description>
        </Card.Header>
        <Card.Body>
          {current === 0 && <CompanyInfoStep key={`0-${data.startedAt}`} initial={data.step1 ?? DEFAULTS.step1} {...common(0)} />}
          {current === 1 && <BusinessRationaleStep key="1" initial={data.step2 ?? DEFAULTS.step2} {...common(1)} />}
          {current === 2 && <CompanyHistoryStep key="2" initial={data.step3 ?? DEFAULTS.step3} {...common(2)} />}
          {current === 3 && <ManagementStep key="3" initial={data.step4 ?? DEFAULTS.step4} {...common(3)} />}
          {current === 4 && <FinancialStep key="4" initial={data.step5 ?? DEFAULTS.step5} {...common(4)} />}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
