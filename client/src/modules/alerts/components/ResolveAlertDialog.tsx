import { Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/FormDialog';
import type { AlertFieldsFragment } from '../../../generated/graphql';
import { useServerErrors } from '../../../lib/useServerErrors';

const MAX_NOTE = 2000;

/** Resolves one open alert with a required note. */
export function ResolveAlertDialog({
  alert,
  onClose,
  onResolve,
}: {
  alert: AlertFieldsFragment | null;
  onClose(): void;
  /** Resolves it; rejects with the server's error, shown on the note or in a toast. */
  onResolve(alert: AlertFieldsFragment, note: string): Promise<void>;
}) {
  const form = useForm<{ note: string }>({ defaultValues: { note: '' } });
  const { register, handleSubmit, reset, formState } = form;
  const onError = useServerErrors(form);
  useEffect(() => {
    if (alert) reset({ note: '' });
  }, [alert, reset]);

  const submit = handleSubmit(async ({ note }) => {
    if (!alert) return;
    try {
      await onResolve(alert, note.trim());
      onClose();
    } catch (error) {
      onError(error, 'Resolve Failed', 'Could not resolve the alert');
    }
  });

  return (
    <FormDialog
      open={!!alert}
      title="Resolve Alert"
      submitLabel="Resolve"
      onClose={onClose}
      onSubmit={submit}
      submitting={formState.isSubmitting}
    >
      <Stack gap="4">
        <Text>
          <strong>{alert?.companyName}</strong>: {alert?.summary}
        </Text>
        <Field.Root required invalid={!!formState.errors.note}>
          <Field.Label>
            Note
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            rows={4}
            {...register('note', {
              validate: (v) => (!v.trim() ? 'A note is required' : v.trim().length > MAX_NOTE ? `At most ${MAX_NOTE} characters` : true),
            })}
          />
          {formState.errors.note ? (
            <Field.ErrorText>{formState.errors.note.message}</Field.ErrorText>
          ) : (
            <Field.HelperText>How it was handled; recorded in the audit trail with your name.</Field.HelperText>
          )}
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}
