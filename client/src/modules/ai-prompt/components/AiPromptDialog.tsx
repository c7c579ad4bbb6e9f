import { Field, HStack, Input, Slider, Stack, Text, Textarea } from '@chakra-ui/react';
import { FormDialog } from '../../../components/FormDialog';
import { SelectField, SwitchField } from '../../../components/FormFields';
import { Controller } from 'react-hook-form';
import type { AiModel, AiPromptFieldsFragment, PromptCategory } from '../../../generated/graphql';
import { useDialogForm } from '../../../lib/useDialogForm';
import { formatTemperature } from '../temperature';

export const MODELS: { value: AiModel; label: string }[] = [
  { value: 'GPT_4O', label: 'gpt-4o' },
  { value: 'GPT_4O_MINI', label: 'gpt-4o-mini' },
  { value: 'GPT_4_TURBO', label: 'gpt-4-turbo' },
  { value: 'GPT_4', label: 'gpt-4' },
  { value: 'GPT_35_TURBO', label: 'gpt-3.5-turbo' },
];

export const CATEGORIES: { value: PromptCategory; label: string }[] = [
  { value: 'NEWS_SUMMARIZATION', label: 'News summarization' },
  { value: 'RISK_ANALYSIS', label: 'Risk analysis' },
  { value: 'GENERAL', label: 'General' },
];

export interface AiPromptValues {
  name: string;
  description: string;
  category: PromptCategory;
  model: AiModel;
  temperature: number;
  maxTokens: number;
  promptText: string;
  enabled: boolean;
}

/** Spec §9 defaults: gpt-4o-mini, temperature 70 (0.7), 1000 tokens, enabled, category general. */
const DEFAULTS: AiPromptValues = {
  name: '',
  description: '',
  category: 'GENERAL',
  model: 'GPT_4O_MINI',
  temperature: 70,
  maxTokens: 1000,
  promptText: '',
  enabled: true,
};
// Only the form's fields: the fragment's id and __typename are not part of the input types.
const valuesOf = (p?: AiPromptFieldsFragment | null): AiPromptValues =>
  p
    ? {
        name: p.name,
        description: p.description ?? '',
        category: p.category,
        model: p.model,
        temperature: p.temperature,
        maxTokens: p.maxTokens,
        promptText: p.promptText,
        enabled: p.enabled,
      }
    : DEFAULTS;

export function AiPromptDialog({
  open,
  prompt,
  onClose,
  onSave,
}: {
  open: boolean;
  prompt?: AiPromptFieldsFragment | null;
  onClose(): void;
  onSave(values: AiPromptValues): Promise<void>;
}) {
  const { form, submit } = useDialogForm({ open, item: prompt, valuesOf, onClose });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const onSubmit = submit(
    (values) => onSave({ ...values, maxTokens: Number(values.maxTokens) }),
    prompt ? 'Failed to update AI prompt' : 'Failed to create AI prompt',
  );

  return (
    <FormDialog
      open={open}
      title={prompt ? 'Edit AI Prompt' : 'Create AI Prompt'}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={formState.isSubmitting}
    >
      <Stack gap="4">
        <Field.Root required invalid={!!errors.name}>
          <Field.Label>Name</Field.Label>
          <Input {...register('name', { validate: (v) => (v.trim() ? true : 'Name is required') })} />
          <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.description}>
          <Field.Label>Description</Field.Label>
          <Input {...register('description')} />
          <Field.ErrorText>{errors.description?.message}</Field.ErrorText>
        </Field.Root>
        <HStack gap="4" align="flex-start">
          <SelectField label="Category" required error={errors.category} registration={register('category')} options={CATEGORIES} />
          <SelectField label="Model" required error={errors.model} registration={register('model')} options={MODELS} />
        </HStack>
        <HStack gap="6" align="flex-start">
          <Controller
            control={control}
            name="temperature"
            render={({ field, fieldState }) => (
              <Stack flex="1" gap="1">
                <Slider.Root
                  min={0}
                  max={100}
                  step={5}
                  value={[field.value]}
                  onValueChange={(e) => field.onChange(e.value[0])}
                  colorPalette="blue"
                >
                  <HStack justify="space-between">
                    <Slider.Label>Temperature</Slider.Label>
                    <Slider.ValueText>{formatTemperature(field.value)}</Slider.ValueText>
                  </HStack>
                  <Slider.Control>
                    <Slider.Track>
                      <Slider.Range />
                    </Slider.Track>
                    <Slider.Thumbs />
                  </Slider.Control>
                </Slider.Root>
                {fieldState.error && (
                  <Text fontSize="xs" color="fg.error">
                    {fieldState.error.message}
                  </Text>
                )}
              </Stack>
            )}
          />
          <Field.Root invalid={!!errors.maxTokens} maxW="40">
            <Field.Label>Max Tokens</Field.Label>
            <Input
              type="number"
              {...register('maxTokens', {
                valueAsNumber: true,
                min: { value: 100, message: '100-4000' },
                max: { value: 4000, message: '100-4000' },
              })}
            />
            {errors.maxTokens ? (
              <Field.ErrorText>{errors.maxTokens.message}</Field.ErrorText>
            ) : (
              <Field.HelperText>100-4000</Field.HelperText>
            )}
          </Field.Root>
        </HStack>
        <Field.Root required invalid={!!errors.promptText}>
          <Field.Label>Prompt Text</Field.Label>
          <Textarea rows={6} {...register('promptText', { validate: (v) => (v.trim() ? true : 'Prompt text is required') })} />
          <Field.ErrorText>{errors.promptText?.message}</Field.ErrorText>
        </Field.Root>
        <SwitchField control={control} name="enabled" label="Enabled" />
      </Stack>
    </FormDialog>
  );
}
