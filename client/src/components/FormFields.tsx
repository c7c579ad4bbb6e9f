import { Field, Input, NativeSelect, Switch, Textarea } from '@chakra-ui/react';
import { Controller, type Control, type FieldPath, type FieldValues, type UseFormRegisterReturn } from 'react-hook-form';
import { dayFromToday } from '../lib/days';
import type { ReactNode } from 'react';

/** A labelled drop-down of fixed choices, registered with react-hook-form, with its error under it. */
export function SelectField({
  label,
  required,
  error,
  registration,
  options,
}: {
  label: string;
  required?: boolean;
  /** The field's error in the form's state (react-hook-form `formState.errors.<name>`). */
  error?: { message?: string };
  registration: UseFormRegisterReturn;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <Field.Root required={required} invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...registration}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error?.message}</Field.ErrorText>
    </Field.Root>
  );
}

/** A labelled on/off switch for a boolean field of a react-hook-form form (e.g. "Enabled"). */
export function SwitchField<T extends FieldValues>({ control, name, label }: { control: Control<T>; name: FieldPath<T>; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch.Root checked={!!field.value} onCheckedChange={(e) => field.onChange(e.checked)} colorPalette="blue">
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{label}</Switch.Label>
        </Switch.Root>
      )}
    />
  );
}

/** The longest note or reason the server takes. */
const MAX_NOTE = 2000;

/**
 * The rules of a required note or reason for react-hook-form `register`: not blank ("A reason is
 * required", from its label) and at most MAX_NOTE characters, both counted without the spaces
 * around it (it is sent trimmed).
 */
export const noteRules = (label: string) => ({
  validate: (v: string) =>
    !v.trim() ? `A ${label.toLowerCase()} is required` : v.trim().length > MAX_NOTE ? `At most ${MAX_NOTE} characters` : true,
});

/**
 * A labelled, required text area for a note or reason (registered with `noteRules`), with its error
 * under it, or else its helper text.
 */
export function NoteField({
  label,
  rows,
  helperText,
  error,
  registration,
}: {
  label: string;
  rows: number;
  helperText?: string;
  /** The field's error in the form's state (react-hook-form `formState.errors.<name>`). */
  error?: { message?: string };
  registration: UseFormRegisterReturn;
}) {
  return (
    <Field.Root required invalid={!!error}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Textarea rows={rows} {...registration} />
      {error || !helperText ? <Field.ErrorText>{error?.message}</Field.ErrorText> : <Field.HelperText>{helperText}</Field.HelperText>}
    </Field.Root>
  );
}

/**
 * The rules of a required day after today and at most `last` (YYYY-MM-DD, the reader's calendar)
 * for react-hook-form `register`; `beyond` says why a later day is refused.
 */
export const futureDayRules = (last: string, beyond: string) => ({
  validate: (v: string) => (!v ? 'Choose a date' : v < dayFromToday(1) ? 'Choose a day after today' : v > last ? beyond : true),
});

/** A labelled, required date input from tomorrow to `last` (registered with `futureDayRules`), with its error or helper text under it. */
export function FutureDayField({
  label,
  last,
  helperText,
  error,
  registration,
}: {
  label: string;
  last: string;
  helperText: string;
  error?: { message?: string };
  registration: UseFormRegisterReturn;
}) {
  return (
    <RequiredField label={label} helperText={helperText} error={error}>
      <Input type="date" min={dayFromToday(1)} max={last} {...registration} />
    </RequiredField>
  );
}

/** A required field's frame: its label, the input, and its error or else its helper text. */
function RequiredField({
  label,
  helperText,
  error,
  children,
}: {
  label: string;
  helperText: string;
  error?: { message?: string };
  children: ReactNode;
}) {
  return (
    <Field.Root required invalid={!!error}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {error ? <Field.ErrorText>{error.message}</Field.ErrorText> : <Field.HelperText>{helperText}</Field.HelperText>}
    </Field.Root>
  );
}

/** The rules of a required whole number from `min` to `max` for react-hook-form `register` (read as a number). */
export const wholeNumberRules = (min: number, max: number, unit = '') => ({
  valueAsNumber: true as const,
  validate: (v: number) => (Number.isInteger(v) && v >= min && v <= max ? true : `A whole number${unit} from ${min} to ${max}`),
});

/** A labelled, required whole-number input from `min` to `max` (registered with `wholeNumberRules`), with its error or helper text under it. */
export function WholeNumberField({
  label,
  min,
  max,
  helperText,
  error,
  registration,
}: {
  label: string;
  min: number;
  max: number;
  helperText: string;
  error?: { message?: string };
  registration: UseFormRegisterReturn;
}) {
  return (
    <RequiredField label={label} helperText={helperText} error={error}>
      <Input type="number" inputMode="numeric" min={min} max={max} step={1} {...registration} />
    </RequiredField>
  );
}
