import { Field, NativeSelect, Switch } from '@chakra-ui/react';
import { Controller, type Control, type FieldPath, type FieldValues, type UseFormRegisterReturn } from 'react-hook-form';

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
