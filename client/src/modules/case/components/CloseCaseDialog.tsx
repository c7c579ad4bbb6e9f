import { Stack, Text } from '@chakra-ui/react';
import { FormDialog } from '../../../components/FormDialog';
import { NoteField, noteRules, SelectField } from '../../../components/FormFields';
import { type CaseOutcome } from '../generated/graphql';
import { useDialogForm } from '../../../lib/useDialogForm';
import { CASE_OUTCOMES } from '../labels';

interface Values {
  outcome: CaseOutcome | '';
  note: string;
}

const valuesOf = (): Values => ({ outcome: '', note: '' });

/** Closes one case or several: an outcome and a note, both required. */
export function CloseCaseDialog({
  open,
  count,
  onClose,
  onSubmit,
}: {
  open: boolean;
  /** How many cases it closes (the title says when more than one). */
  count: number;
  onClose(): void;
  onSubmit(outcome: CaseOutcome, note: string): Promise<void>;
}) {
  const { form, submit } = useDialogForm<Values, null>({ open, item: null, valuesOf, onClose });
  const { register, formState } = form;
  const save = submit(
    async (values) => {
      if (values.outcome) await onSubmit(values.outcome, values.note.trim());
    },
    'The case could not be closed',
    'Close failed',
  );
  return (
    <FormDialog
      open={open}
      title={count > 1 ? `Close ${count} cases` : 'Close case'}
      submitLabel="Close"
      onClose={onClose}
      onSubmit={save}
      submitting={formState.isSubmitting}
    >
      <Stack gap="4">
        <Text color="gray.600">Record how the case ended. It can be reopened later with a reason.</Text>
        <SelectField
          label="Outcome"
          required
          error={formState.errors.outcome}
          registration={register('outcome', { validate: (v) => (v ? true : 'Choose an outcome') })}
          options={[{ value: '', label: 'Choose an outcome' }, ...CASE_OUTCOMES]}
        />
        <NoteField label="Note" rows={4} error={formState.errors.note} registration={register('note', noteRules('Note'))} />
      </Stack>
    </FormDialog>
  );
}
