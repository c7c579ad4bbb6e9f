import { Field, Textarea } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** The longest note a saved version takes. */
const MAX_NOTE = 2000;

/** The rules of a version's optional note for react-hook-form `register`: at most MAX_NOTE characters, counted without the spaces around it. */
export const versionNoteRules = {
  validate: (v: string) => (v.trim().length > MAX_NOTE ? `At most ${MAX_NOTE} characters` : true),
};

/**
 * The optional note kept with a saved version (scorecard, ownership settings), registered with
 * `versionNoteRules`: why the change is made, with its error under it, or else that helper text.
 */
export function VersionNoteField({
  error,
  registration,
}: {
  /** The field's error in the form's state (react-hook-form `formState.errors.note`). */
  error?: { message?: string };
  registration: UseFormRegisterReturn;
}) {
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>Note</Field.Label>
      <Textarea rows={2} {...registration} />
      {error ? (
        <Field.ErrorText>{error.message}</Field.ErrorText>
      ) : (
        <Field.HelperText>Why the change is made; kept with the version</Field.HelperText>
      )}
    </Field.Root>
  );
}
