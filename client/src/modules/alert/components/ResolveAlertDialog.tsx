import { Field, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import { FormDialog } from '../../../components/FormDialog';
import { NoteField, noteRules } from '../../../components/FormFields';
import type { AlertFieldsFragment, HitReviewDecision } from '../../../generated/graphql';
import { useDialogForm } from '../../../lib/useDialogForm';
import { CLEARING_NEEDS_ADMIN } from '../../screening/labels';
import { findingChoices } from '../labels';

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

/** What the server lets the viewer record with a screening alert's resolution (the alert's viewerCan). */
export interface AlertFindings {
  hitDecisions: readonly HitReviewDecision[];
  refused?: string | null;
}

/**
 * Resolves one open alert with a required note. A screening alert whose hit still waits for a
 * finding (a new hit, or a confirmed hit gone from its list) also offers the finding on its hit —
 * Confirmed match or False positive, those the server refuses the viewer disabled (`findings`) —
 * which the API records on the hit (the note as its reason), so the finding is handled once. The
 * API answers BAD_USER_INPUT on `hitDecision` when one is needed and none was chosen, shown on the
 * choice.
 */
export function ResolveAlertDialog({
  alert,
  findings,
  onClose,
  onResolve,
}: {
  alert: AlertFieldsFragment | null;
  /** The findings the viewer may record with it; none (or not yet known) asks for none. */
  findings?: AlertFindings | null;
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
  const choices = alert ? findingChoices(findings?.hitDecisions ?? []) : [];
  const asksFinding = choices.length > 0;
  const save = submit(
    async ({ note, hitDecision }) => {
      if (alert) await onResolve(alert, { note: note.trim(), hitDecision: asksFinding && hitDecision ? hitDecision : null });
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
        {asksFinding && (
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
                decided again.{findings?.refused && ` ${CLEARING_NEEDS_ADMIN}`}
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
