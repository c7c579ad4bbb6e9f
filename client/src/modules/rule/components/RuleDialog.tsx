import { Button, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { FormDialog } from '../../../components/FormDialog';
import { SelectField, SwitchField } from '../../../components/FormFields';
import { useCallback, useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { ReplayRuleChangeQuery, RuleCondition, RuleFieldsQuery, RuleFragment, RuleType } from '../../../generated/graphql';
import { useDialogForm } from '../../../lib/useDialogForm';
import { conditionsFor, fieldHint } from '../labels';
import { ImpactPreview } from './ImpactPreview';

/** The API's catalog of the answers a rule can test (Query.ruleFields). */
export type RuleFieldOptions = RuleFieldsQuery['ruleFields'];

const RULE_TYPES: { value: RuleType; label: string }[] = [
  { value: 'WARNING', label: 'Warning (caution)' },
  { value: 'REJECT', label: 'Reject' },
  { value: 'MANDATORY_REJECT', label: 'Mandatory reject' },
];

export interface RuleValues {
  name: string;
  description: string;
  ruleType: RuleType;
  field: string;
  condition: RuleCondition;
  value: string;
  enabled: boolean;
  priority: number;
  message: string;
}

/** Spec §9 rule defaults: warning, equals, priority 0, enabled; the field is the catalog's first. */
const DEFAULTS: RuleValues = {
  name: '',
  description: '',
  ruleType: 'WARNING',
  field: '',
  condition: 'EQUALS',
  value: '',
  enabled: true,
  priority: 0,
  message: '',
};

// Only the form's fields: the fragment's id and __typename are not part of the input types.
const valuesOf = (rule: RuleFragment | null | undefined, firstField: string): RuleValues =>
  rule
    ? {
        name: rule.name,
        description: rule.description ?? '',
        ruleType: rule.ruleType,
        field: rule.field,
        condition: rule.condition,
        value: rule.value,
        enabled: rule.enabled,
        priority: rule.priority,
        message: rule.message,
      }
    : { ...DEFAULTS, field: firstField };

export function RuleDialog({
  open,
  rule,
  fields,
  onClose,
  onSave,
  onPreview,
  proposing = false,
}: {
  open: boolean;
  /** Changes need a second admin's approval: Save becomes "Propose Change". */
  proposing?: boolean;
  rule?: RuleFragment | null;
  /** The answers a rule can test, as the API's catalog lists them. */
  fields: RuleFieldOptions;
  onClose(): void;
  /** Saves the rule; rejects with the server's error, which the dialog shows on its field or in a toast. */
  onSave(values: RuleValues): Promise<void>;
  /** Replays the change over past assessments; rejects like onSave. */
  onPreview(values: RuleValues): Promise<ReplayRuleChangeQuery['replayRuleChange']>;
}) {
  const firstField = fields[0]?.name ?? '';
  // Stable while the catalog's first field is (it changes once, when the catalog arrives).
  const formValuesOf = useCallback((item?: RuleFragment | null) => valuesOf(item, firstField), [firstField]);
  const { form, onError, submit } = useDialogForm({ open, item: rule, valuesOf: formValuesOf, onClose });
  const { register, handleSubmit, control, formState, setValue } = form;
  const [impact, setImpact] = useState<ReplayRuleChangeQuery['replayRuleChange'] | null>(null);
  const [previewing, setPreviewing] = useState(false);
  // A fresh opening forgets the last preview (state adjusted while rendering, not in an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setImpact(null);
  }
  const preview = handleSubmit(async (values) => {
    setPreviewing(true);
    try {
      setImpact(await onPreview({ ...values, priority: Number(values.priority) }));
    } catch (error) {
      setImpact(null);
      onError(error, 'Error', 'Could not preview the impact');
    } finally {
      setPreviewing(false);
    }
  });
  const [fieldName, condition] = useWatch({ control, name: ['field', 'condition'] });
  const field = fields.find((f) => f.name === fieldName);
  const fieldOptions = fields.map((f) => ({ value: f.name, label: f.label }));
  const list = condition === 'IN' || condition === 'NOT_IN';
  const conditions = conditionsFor(field);
  // A field of another kind takes other conditions (the catalog's: a number's greater than / less
  // than / between, the spec's four for the rest). Switching fields moves the condition to one the field takes.
  useEffect(() => {
    const allowed = conditionsFor(field);
    if (field && !allowed.some((c) => c.value === condition)) setValue('condition', allowed[0].value);
  }, [field, condition, setValue]);
  const errors = formState.errors;

  const onSubmit = submit(
    (values) => onSave({ ...values, priority: Number(values.priority) }),
    rule ? 'Failed to update rule' : 'Failed to create rule',
  );

  return (
    <FormDialog
      open={open}
      title={rule ? 'Edit Rule' : 'Create Rule'}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={formState.isSubmitting}
      submitLabel={proposing ? 'Propose Change' : 'Save'}
      actions={
        <Button variant="outline" colorPalette="blue" onClick={preview} loading={previewing}>
          Preview impact
        </Button>
      }
    >
      <Stack gap="4">
        <Field.Root required invalid={!!errors.name}>
          <Field.Label>Name</Field.Label>
          <Input {...register('name', { validate: (v) => (v.trim() ? true : 'Name is required') })} />
          <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.description}>
          <Field.Label>Description</Field.Label>
          <Textarea rows={2} {...register('description')} />
          <Field.ErrorText>{errors.description?.message}</Field.ErrorText>
        </Field.Root>
        <HStack gap="4" align="flex-start">
          <SelectField label="Rule Type" error={errors.ruleType} registration={register('ruleType')} options={RULE_TYPES} />
          <Field.Root invalid={!!errors.priority}>
            <Field.Label>Priority</Field.Label>
            <Input type="number" step="1" {...register('priority', { valueAsNumber: true })} />
            {errors.priority ? (
              <Field.ErrorText>{errors.priority.message}</Field.ErrorText>
            ) : (
              <Field.HelperText>Lower number = higher priority</Field.HelperText>
            )}
          </Field.Root>
        </HStack>
        <HStack gap="4" align="flex-start">
          <SelectField label="Field" error={errors.field} registration={register('field')} options={fieldOptions} />
          <SelectField label="Condition" error={errors.condition} registration={register('condition')} options={conditions} />
        </HStack>
        <Field.Root required invalid={!!errors.value}>
          <Field.Label>Value</Field.Label>
          <Input {...register('value', { validate: (v) => (v.trim() ? true : 'Value is required') })} />
          <Field.HelperText>
            {field && fieldHint(field, condition)}
            {list ? ' — comma-separated list' : ''}
          </Field.HelperText>
          <Field.ErrorText>{errors.value?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!errors.message}>
          <Field.Label>Message</Field.Label>
          <Input {...register('message', { validate: (v) => (v.trim() ? true : 'Message is required') })} />
          <Field.HelperText>Shown in the rationale when the rule matches</Field.HelperText>
          <Field.ErrorText>{errors.message?.message}</Field.ErrorText>
        </Field.Root>
        <SwitchField control={control} name="enabled" label="Enabled" />
        {proposing && (
          <Text fontSize="sm" color="gray.700">
            Rule changes need a second admin's approval: this proposes the change, and the rules stay as they are until another admin
            approves it.
          </Text>
        )}
        {impact && <ImpactPreview result={impact} />}
      </Stack>
    </FormDialog>
  );
}
