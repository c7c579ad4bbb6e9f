import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormDialog } from '../../../components/FormDialog';
import { FutureDayField, futureDayRules, NoteField, noteRules } from '../../../components/FormFields';
import { localDay, startOfDay } from '../../../lib/days';
import { CounterpartyTimelineEntriesDocument, OverrideGradeHoldDocument } from '../generated/graphql';
import { notify } from '../../../lib/toaster';
import { useDialogForm } from '../../../lib/useDialogForm';
import { formatDay } from '../format';

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
  const last = localDay(new Date(holdUntil));
  const save = submit(
    async ({ reason, until }) => {
      await override({ variables: { id: counterpartyId, reason: reason.trim(), until: startOfDay(until) } });
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
          <FutureDayField
            label="Until"
            last={last}
            helperText={`At the latest the hold's last day, ${formatDay(holdUntil)}.`}
            error={formState.errors.until}
            registration={register('until', futureDayRules(last, 'Not after the hold ends'))}
          />
        </Stack>
      </FormDialog>
    </>
  );
}
