import { Card, HStack, Text } from '@chakra-ui/react';
import type { ErrorInfo } from '../../../lib/errors';
import { emptyFinancials } from '../../credit/financials-draft';
import { DEFAULTS, STEP_KEYS, stepOfField, type WizardData } from '../hooks/useWizard';
import { BusinessRationaleStep, CompanyHistoryStep, CompanyInfoStep, FinancialStep, ManagementStep } from './WizardSteps';
import { WizardStepper } from './WizardStepper';

/** The indicator's titles and descriptions (spec §2); `heading` is the card's when it differs. */
const STEPS: readonly { title: string; description: string; heading?: string }[] = [
  { title: 'Company Info', description: 'Basic details' },
  { title: 'Business Rationale', description: 'Purpose & contacts' },
  { title: 'Company History', description: 'Legal & references' },
  { title: 'Management', description: 'Leadership assessment' },
  { title: 'Financial', description: 'Financial standing', heading: 'Financial Standing' },
];

export interface AssessmentWizardProps {
  /** The answers so far and the step on screen. */
  data: WizardData;
  update(patch: Partial<WizardData>): void;
  /** A field the server refused: shown on the step holding it. */
  serverError?: ErrorInfo;
  /** The user moved on from a step: a refused field's message no longer applies. */
  onStepSaved?(): void;
  /** Cancel, and Back on the first step. */
  onLeave(): void;
  /** The last step validated: `data` holds every step. */
  onFinish(data: WizardData): void;
  /** The last step's button. */
  finishLabel: string;
  /** Changed to mount the first step afresh (the form was cleared). */
  generation?: number;
}

/**
 * The five steps of an assessment's answers with their indicator, over answers its page keeps:
 * the draft of a new assessment, or the answers of one being edited.
 */
export function AssessmentWizard({
  data,
  update,
  serverError,
  onStepSaved,
  onLeave,
  onFinish,
  finishLabel,
  generation = 0,
}: AssessmentWizardProps) {
  const current = Math.min(data.current ?? 0, STEPS.length - 1);
  const save = (index: number, values: unknown, next: number) => {
    onStepSaved?.();
    const patch = { [STEP_KEYS[index]]: values, current: next };
    update(patch);
    return { ...data, ...patch };
  };
  const common = (index: number) => ({
    last: index === STEPS.length - 1,
    finishLabel,
    serverError: serverError && stepOfField(serverError.field) === index ? serverError : undefined,
    onCancel: onLeave,
    onBack: (values: unknown) => {
      if (index === 0) return onLeave();
      save(index, values, index - 1);
    },
    onNext: (values: unknown) => {
      if (index === STEPS.length - 1) onFinish(save(index, values, index));
      else save(index, values, index + 1);
    },
  });

  return (
    <>
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
          {current === 0 && <CompanyInfoStep key={`0-${generation}`} initial={{ ...DEFAULTS.step1, ...data.step1 }} {...common(0)} />}
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
    </>
  );
}
