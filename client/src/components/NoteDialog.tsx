import { Stack } from '@chakra-ui/react';
import { useCallback, type ReactNode } from 'react';
import { useDialogForm } from '../lib/useDialogForm';
import { FormDialog } from './FormDialog';
import { NoteField, noteRules } from './FormFields';

/**
 * A dialog that acts on `item` once someone says why (resolving an alert, rejecting a rule change,
 * a finding on a screening hit): the question, then a required note. It sends the note trimmed
 * and closes; a refusal keeps it open with the error on the note, or in a toast.
 */
export function NoteDialog<T>({
  item,
  title,
  submitLabel,
  note,
  failed,
  onClose,
  onSubmit,
  children,
}: {
  /** What it acts on; the dialog is open while there is one. */
  item: T | null;
  title: string;
  submitLabel: string;
  /** The note's field: its name (the server's, so that its errors land on it), label and helper text. */
  note: { name: string; label: string; rows: number; helperText?: string };
  /** The toast's title and text when it fails other than on the note. */
  failed: { title: string; message: string };
  onClose(): void;
  onSubmit(item: T, note: string): Promise<void>;
  /** The question. */
  children: ReactNode;
}) {
  const { name } = note;
  const valuesOf = useCallback((): Record<string, string> => ({ [name]: '' }), [name]);
  const { form, submit } = useDialogForm({ open: item !== null, item, valuesOf, onClose });
  const { register, formState } = form;
  const save = submit(
    async (values) => {
      if (item) await onSubmit(item, values[name].trim());
    },
    failed.message,
    failed.title,
  );

  return (
    <FormDialog
      open={item !== null}
      title={title}
      submitLabel={submitLabel}
      onClose={onClose}
      onSubmit={save}
      submitting={formState.isSubmitting}
    >
      <Stack gap="4">
        {children}
        <NoteField
          label={note.label}
          rows={note.rows}
          helperText={note.helperText}
          error={formState.errors[name]}
          registration={register(name, noteRules(note.label))}
        />
      </Stack>
    </FormDialog>
  );
}
