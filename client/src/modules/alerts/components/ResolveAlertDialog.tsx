import { Field, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import { FormDialog } from '../../../components/FormDialog';
import { NoteField, noteRules } from '../../../components/FormFields';
import type { AlertFieldsFragment, HitReviewDecision } from '../../../generated/graphql';
import { useDialogForm } from '../../../lib/useDialogForm';
import { findingChoices, isScreeningAlert } from '../labels';

/** What resolving an alert sends: the note, and for a screening alert the finding on its hit (or null). */
export interface Resolution {
  note: string;
  hitDecision: HitReviewDecision | null;
}

interface ResolveValues {
  note: string;
  /** '' until chosen; the server's field name, so that its error lands here. */
  hitDecision: HitReviewDecision | '';
}

const EMPTY = (): ResolveValues => ({ note: '', hitDecision: '' });

/**
 * Resolves one open alert with a required note. A screening alert (a new hit, or a confirmed hit
 * gone from its list) also offers the finding on its hit — Confirmed match or False positive —
 * which the API records on the hit (the note as its reason) when no one has reviewed the hit yet,
 * so the finding is handled once. Only the API knows whether the hit still waits for a finding: it
 * answers BAD_USER_INPUT on `hitDecision` when one is needed, shown on the choice.
 */
export function ResolveAlertDialog({
  alert,
  admin,
  onClose,
  onResolve,
}: {
  alert: AlertFieldsFragment | null;
  /** Whether the viewer is an admin (only an admin clears a confirmed match). */
  admin: boolean;
  onClose(): void;
  /** Resolves it; rejects with the server's error, shown on its field or in a toast. */
  onResolve(alert: AlertFieldsFragment, resolution: Resolution): Promise<void>;
}) {
  const { form, submit } = useDialogForm<ResolveValues, AlertFieldsFragment>({
    open: alert !== null,
    item: alert,
    valuesOf: EMPTY,
    onClose,
  });
  const { register, control, formState } = form;
  const screening = alert ? isScreeningAlert(alert.kind) : false;
  const choices = alert ? findingChoices(alert.kind, admin) : [];
  const save = submit(
    async ({ note, hitDecision }) => {
      if (alert) await onResolve(alert, { note: note.trim(), hitDecision: screening && hitDecision ? hitDecision : null });
    },
    'Could not resolve the alert',
    'Resolve Failed',
  );
  const findingError = formState.errors.hitDecision?.message;

  return (
    <FormDialog
      open={alert !== null}
      title="Resolve Alert"
      submitLabel="Resolve"
      onClose={onClose}
      onSubmit={save}
      submitting={formState.isSubmitting}
    >
      <Stack gap="4">
        <Text>
          <strong>{alert?.companyName}</strong>: {alert?.summary}
        </Text>
        {screening && (
          <Field.Root invalid={!!findingError}>
            <Field.Label>Finding on the screening hit</Field.Label>
            <Controller
              control={control}
              name="hitDecision"
              render={({ field }) => (
                <RadioGroup.Root
                  value={field.value || null}
                  onValueChange={(e) => field.onChange(e.value ?? '')}
                  name={field.name}
                  aria-label="Finding on the screening hit"
                  colorPalette="blue"
                >
                  <HStack gap="6" wrap="wrap">
                    {choices.map((c, i) => (
                      <RadioGroup.Item key={c.value} value={c.value} disabled={c.disabled}>
                        <RadioGroup.ItemHiddenInput ref={i === 0 ? field.ref : undefined} onBlur={field.onBlur} />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>{c.label}</RadioGroup.ItemText>
                      </RadioGroup.Item>
                    ))}
                  </HStack>
                </RadioGroup.Root>
              )}
            />
            {findingError ? (
              <Field.ErrorText>{findingError}</Field.ErrorText>
            ) : (
              <Field.HelperText>
                Needed while no one has reviewed the hit: it is recorded on the hit with your note as the reason, and the assessment is
                decided again.{choices.some((c) => c.disabled) && ' Only an admin can clear a confirmed match.'}
              </Field.HelperText>
            )}
          </Field.Root>
        )}
        <NoteField
          label="Note"
          rows={4}
          helperText="How it was handled; recorded in the audit trail with your name."
          error={formState.errors.note}
          registration={register('note', noteRules('Note'))}
        />
      </Stack>
    </FormDialog>
  );
}
