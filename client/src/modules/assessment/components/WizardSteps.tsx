import { Button, HStack, Stack } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { SelectField } from '../../../components/FormFields';
import type { ErrorInfo } from '../../../lib/errors';
import { applyServerError, leafPathsOf } from '../../../lib/form-errors';
import { FinancialStatementsSection } from '../../credit/components/FinancialStatementsSection';
import { isFinancialsBlank } from '../../credit/financials-draft';
import { LeiLookup } from '../../ownership/components/LeiLookup';
import { OwnershipSection } from '../../ownership/components/OwnershipSection';
import type { OwnershipFormValues } from '../../ownership/hooks/useOwnershipPreview';
import { ownerErrorField } from '../../ownership/owners-draft';
import { TRADING_YEARS } from '../labels';
import {
  KEY_PEOPLE_LIMITS,
  keyPeopleOf,
  type FinancialBox,
  type Step1,
  type Step2,
  type Step3,
  type Step4,
  type Step5,
} from '../hooks/useWizard';
import { AnswerField, CheckField, TextField } from './FormControls';
import { LEGAL_WARNING, MANAGEMENT_WARNING, RejectionWarning } from './RejectionWarning';

export interface StepProps<T> {
  initial: T;
  last: boolean;
  /** The last step's button: 'Review Assessment' for a new assessment. */
  finishLabel: string;
  /** A field error the server gave on submission, for a field of this step. */
  serverError?: ErrorInfo;
  onNext(values: T): void;
  onBack(values: T): void;
  onCancel(): void;
}

const notBlank = (message: string) => (v: string) => (v.trim() ? true : message);

/**
 * A refused field as the step's form names it: the owners as a whole go on the list
 * (react-hook-form's `owners.root`), a row's id or kind on its name (no input of their own).
 */
function formErrorOf(info: ErrorInfo): ErrorInfo {
  if (!info.field) return info;
  return { ...info, field: info.field === 'owners' ? 'owners.root' : ownerErrorField(info.field) };
}

/** The frame every step shares: its fields, then Cancel / Back / Next (or Review Assessment). */
function StepForm<T extends FieldValues>({
  initial,
  last,
  finishLabel,
  serverError,
  onNext,
  onBack,
  onCancel,
  children,
}: StepProps<T> & { children: (form: UseFormReturn<T>) => ReactNode }) {
  const form = useForm<T>({ defaultValues: initial as DefaultValues<T> });
  useEffect(() => {
    // Nested fields too: a refused figure (financials.statements[1].totalAssets) or an owner's share
    // (owners[3].percent) goes on its input.
    if (serverError) {
      const fields = [...leafPathsOf(form.getValues()), 'owners.root'] as FieldPath<T>[];
      applyServerError(form, formErrorOf(serverError), { fields });
    }
  }, [form, serverError]);
  return (
    <form onSubmit={form.handleSubmit(onNext)} noValidate>
      <Stack gap="5">
        {children(form)}
        <HStack justify="space-between" pt="2">
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <HStack>
            <Button variant="outline" onClick={() => onBack(form.getValues())}>
              Back
            </Button>
            <Button type="submit" colorPalette="blue">
              {last ? finishLabel : 'Next'}
            </Button>
          </HStack>
        </HStack>
      </Stack>
    </form>
  );
}

export function CompanyInfoStep(props: StepProps<Step1>) {
  // Open at first only when the draft has owners (or the server refused one of them).
  const [ownershipOpen] = useState(() => (props.initial.owners?.length ?? 0) > 0 || !!props.serverError?.field?.startsWith('owners'));
  return <StepForm {...props}>{(form) => <CompanyInfoFields form={form} ownershipOpen={ownershipOpen} />}</StepForm>;
}

function CompanyInfoFields({ form, ownershipOpen }: { form: UseFormReturn<Step1>; ownershipOpen: boolean }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <>
      <LeiLookup form={form} />
      <TextField
        label="Company Name"
        required
        error={errors.companyName?.message}
        registration={register('companyName', { validate: notBlank('Company name is required') })}
      />
      <TextField
        label="Country of Registration"
        required
        error={errors.countryOfRegistration?.message}
        registration={register('countryOfRegistration', { validate: notBlank('Country of registration is required') })}
      />
      <TextField
        label="Country of Place of Business"
        required
        error={errors.countryOfBusiness?.message}
        registration={register('countryOfBusiness', { validate: notBlank('Country of business is required') })}
      />
      <TextField
        label="Business Address"
        required
        error={errors.address?.message}
        registration={register('address', { validate: notBlank('Address is required') })}
      />
      <OwnershipSection form={form as unknown as UseFormReturn<OwnershipFormValues>} defaultOpen={ownershipOpen} />
    </>
  );
}

export function BusinessRationaleStep(props: StepProps<Step2>) {
  return (
    <StepForm {...props}>
      {({ register, formState: { errors } }) => (
        <>
          <TextField
            label="Business Rationale"
            required
            multiline
            helper="Why do we want to trade with this company? At least 10 characters."
            error={errors.businessRationale?.message}
            registration={register('businessRationale', {
              validate: (v: string) => (v.trim().length >= 10 ? true : 'Please provide a detailed business rationale'),
            })}
          />
          <TextField
            label="Service Type"
            required
            error={errors.serviceType?.message}
            registration={register('serviceType', { validate: notBlank('Service type is required') })}
          />
          <TextField
            label="Alternative Contacts"
            multiline
            helper="Contacts to use if the company is rejected (optional)"
            error={errors.alternativeContacts?.message}
            registration={register('alternativeContacts')}
          />
        </>
      )}
    </StepForm>
  );
}

export function CompanyHistoryStep(props: StepProps<Step3>) {
  return (
    <StepForm {...props}>
      {({ control, watch }) => (
        <>
          <CheckField control={control} name="hasLegalActions" label="The company has legal actions, fines, or sanctions against it" />
          {watch('hasLegalActions') && <RejectionWarning text={LEGAL_WARNING} />}
          <CheckField control={control} name="canProvideReferences" label="The company can provide two recent project references" />
        </>
      )}
    </StepForm>
  );
}

/** The key-people box holds at most the server's number of names, each at most its length. */
function validateKeyPeople(text: string | undefined): true | string {
  const names = keyPeopleOf(text);
  if (names.length > KEY_PEOPLE_LIMITS.count) return `Enter at most ${KEY_PEOPLE_LIMITS.count} names`;
  const long = names.find((n) => n.length > KEY_PEOPLE_LIMITS.length);
  return long ? `Each name must be at most ${KEY_PEOPLE_LIMITS.length} characters` : true;
}

export function ManagementStep(props: StepProps<Step4>) {
  return (
    <StepForm {...props}>
      {({ control, watch, register, formState: { errors } }) => (
        <>
          <AnswerField control={control} name="managementReputation" label="Is management transparent and of good reputation?" />
          {watch('managementReputation') !== 'YES' && <RejectionWarning text={MANAGEMENT_WARNING} />}
          <AnswerField control={control} name="managementCapacity" label="Does management have the capacity to deliver?" />
          <TextField
            label="Directors and beneficial owners"
            multiline
            helper="One name per line; each is screened against the sanctions and watch lists."
            error={errors.keyPeople?.message}
            registration={register('keyPeople', { validate: validateKeyPeople })}
          />
        </>
      )}
    </StepForm>
  );
}

export function FinancialStep(props: StepProps<Step5>) {
  // Open at first only when the draft has statements (or the server refused one of them).
  const [defaultOpen] = useState(
    () => !isFinancialsBlank(props.initial.financials) || !!props.serverError?.field?.startsWith('financials'),
  );
  return <StepForm {...props}>{(form) => <FinancialStepFields form={form} defaultOpen={defaultOpen} />}</StepForm>;
}

function FinancialStepFields({ form, defaultOpen }: { form: UseFormReturn<Step5>; defaultOpen: boolean }) {
  const { register, control, getValues, setValue, formState } = form;
  // A box the analyst sets by hand is theirs: the statements' preview no longer ticks it.
  const touched = (box: FinancialBox) => () => {
    const boxes = getValues('touchedBoxes') ?? [];
    if (!boxes.includes(box)) setValue('touchedBoxes', [...boxes, box]);
  };
  return (
    <>
      <SelectField
        label="Trading Years"
        error={formState.errors.tradingYears}
        registration={register('tradingYears')}
        options={TRADING_YEARS}
      />
      <CheckField control={control} name="hasAuditedFinancials" label="Two Years Audited Financials" />
      <CheckField
        control={control}
        name="hasSufficientLiquidity"
        label="Sufficient Liquidity"
        onUserChange={touched('hasSufficientLiquidity')}
      />
      <CheckField
        control={control}
        name="isProfitable"
        label="Recent Profitability (profitable in the last two years)"
        onUserChange={touched('isProfitable')}
      />
      <CheckField control={control} name="hasEquityAbove1M" label="Equity Above $1M" onUserChange={touched('hasEquityAbove1M')} />
      <CheckField
        control={control}
        name="hasConsistentRevenue"
        label="Consistent/Growing Revenue"
        onUserChange={touched('hasConsistentRevenue')}
      />
      <FinancialStatementsSection form={form} defaultOpen={defaultOpen} />
    </>
  );
}
