import { useCallback } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { WholeNumberField, wholeNumberRules } from '../../../components/FormFields';
import { FormDialog } from '../../../components/FormDialog';
import { useDialogForm } from '../../../lib/useDialogForm';
import type { ApiKeyFieldsFragment } from '../generated/graphql';
import type { ApiKeyPolicy } from '../labels';

interface RotateValues {
  graceHours: number;
}

/** Rotate: a new secret for `apiKey`, the old one working on for the grace hours asked here. */
export function RotateKeyDialog({
  policy,
  apiKey,
  onClose,
  onRotate,
}: {
  policy: ApiKeyPolicy;
  apiKey: ApiKeyFieldsFragment | null;
  onClose(): void;
  /** Rotates it; rejects with the server's error, shown on its field or in a toast. */
  onRotate(key: ApiKeyFieldsFragment, graceHours: number): Promise<void>;
}) {
  const open = apiKey !== null;
  const grace = policy.graceHours;
  // One function per policy: the form starts afresh when it changes, not on every render.
  const valuesOf = useCallback((): RotateValues => ({ graceHours: grace.default }), [grace.default]);
  const { form, submit } = useDialogForm<RotateValues, ApiKeyFieldsFragment>({ open, item: apiKey, valuesOf, onClose });
  const { register, formState } = form;
  const { errors } = formState;
  const save = submit(
    async (v) => {
      if (apiKey) await onRotate(apiKey, v.graceHours);
    },
    'The API key could not be rotated',
    'API key not rotated',
  );
  return (
    <FormDialog
      open={open}
      title="Rotate API key"
      submitLabel="Rotate"
      onClose={onClose}
      onSubmit={save}
      submitting={formState.isSubmitting}
    >
      <Stack gap="4">
        <Text>
          <strong>{apiKey?.name}</strong> gets a new secret, shown once. Its clients should switch to it before the old one stops working.
        </Text>
        <WholeNumberField
          label="Grace hours"
          min={grace.min}
          max={grace.max}
          helperText="How long the old secret keeps working beside the new one (0 stops it at once, 168 is a week)."
          error={errors.graceHours}
          registration={register('graceHours', wholeNumberRules(grace.min, grace.max, ' of hours'))}
        />
      </Stack>
    </FormDialog>
  );
}
