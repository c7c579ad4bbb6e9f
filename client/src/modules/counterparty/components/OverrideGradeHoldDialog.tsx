import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormDialog } from '../../../components/FormDialog';
import { NoteField, noteRules } from '../../../components/FormFields';
import { CounterpartyTimelineEntriesDocument, OverrideGradeHoldDocument } from '../generated/graphql';
import { notify } from '../../../lib/toaster';
import { useDialogForm } from '../../../lib/useDialogForm';
import { formatDay } from '../format';

/** A date input's value (local) of a moment. */
function dayOf(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const tomorrow = () => {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  return dayOf(d);
};

interface OverrideValues {
  reason: string;
  until: string;
}

// Named as the server names its fields, so that its BAD_USER_INPUT errors land on them.
const EMPTY = (): OverrideValues => ({ reason: '', until: '' });

/**
 * Admins: lifts a counterparty's grade hold until a chosen day (at the latest the hold's last
 * day), with a reason kept on its timeline; new assessments are then graded on their score alone.
 */
export function OverrideGradeHoldDialog({ counterpartyId, holdUntil }: { counterpartyId: string; holdUntil: string }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const { form, submit } = useDialogForm<OverrideValues, null>({ open, item: null, valuesOf: EMPTY, onClose: close });
  const { register, formState } = form;
  // The answer updates the counterparty in the cache; the timeline gains the override's entry.
  const [override] = useMutation(OverrideGradeHoldDocument, {
    refetchQueries: [{ query: CounterpartyTimelineEntriesDocument, variables: { id: counterpartyId } }],
  });
  const last = dayOf(new Date(holdUntil));
  const save = submit(
    async ({ reason, until }) => {
      // The start of the chosen day, where the reader is.
      const at = new Date(`${until}T00:00:00`).toISOString();
      await override({ variables: { id: counterpartyId, reason: reason.trim(), until: at } });
      notify('Grade hold overridden', 'New assessments are graded on their score alone until it ends', 'success');
    },
    'The grade hold could not be overridden',
    'Override failed',
  );

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Override grade hold
      </Button>
      <FormDialog
        open={open}
        title="Override grade hold"
        submitLabel="Override"
        onClose={close}
        onSubmit={save}
        submitting={formState.isSubmitting}
      >
        <Stack gap="4">
          <Text>Until the override ends, a new assessment may give a better grade than the held one if its score reaches it.</Text>
          <NoteField
            label="Reason"
            rows={3}
            helperText="Why the hold is lifted; kept on the counterparty's timeline with your name."
            error={formState.errors.reason}
            registration={register('reason', noteRules('Reason'))}
          />
          <Field.Root required invalid={!!formState.errors.until}>
            <Field.Label>
              Until
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              type="date"
              min={tomorrow()}
              max={last}
              {...register('until', {
                validate: (v) =>
                  !v ? 'Choose a date' : v < tomorrow() ? 'Choose a day after today' : v > last ? 'Not after the hold ends' : true,
              })}
            />
            {formState.errors.until ? (
              <Field.ErrorText>{formState.errors.until.message}</Field.ErrorText>
            ) : (
              <Field.HelperText>At the latest the hold's last day, {formatDay(holdUntil)}.</Field.HelperText>
            )}
          </Field.Root>
        </Stack>
      </FormDialog>
    </>
  );
}
