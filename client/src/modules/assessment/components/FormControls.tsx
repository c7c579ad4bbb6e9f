import { Checkbox, Field, HStack, Input, RadioGroup, Textarea } from '@chakra-ui/react';
import type { Control, FieldPath, FieldValues, UseFormRegisterReturn } from 'react-hook-form';
import { Controller, useFormState } from 'react-hook-form';
import { ANSWERS } from '../labels';

export function TextField({
  label,
  error,
  required,
  helper,
  multiline,
  registration,
}: {
  label: string;
  error?: string;
  required?: boolean;
  helper?: string;
  multiline?: boolean;
  registration: UseFormRegisterReturn;
}) {
  return (
    <Field.Root required={required} invalid={!!error}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {multiline ? <Textarea rows={4} {...registration} /> : <Input {...registration} />}
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** The error of one field (a server's validation message on a checkbox or radio choice). */
function useFieldError<T extends FieldValues>(control: Control<T>, name: FieldPath<T>): string | undefined {
  const { errors } = useFormState({ control, name });
  const error = errors[name] as { message?: string } | undefined;
  return error?.message;
}

export function CheckField<T extends FieldValues>({
  control,
  name,
  label,
  onUserChange,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** Called when the person (not the program) ticks or unticks the box. */
  onUserChange?: () => void;
}) {
  const error = useFieldError(control, name);
  return (
    <Field.Root invalid={!!error}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Checkbox.Root
            checked={!!field.value}
            onCheckedChange={(e) => {
              field.onChange(e.checked === true);
              onUserChange?.();
            }}
            colorPalette="blue"
          >
            <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} name={field.name} />
            <Checkbox.Control />
            <Checkbox.Label>{label}</Checkbox.Label>
          </Checkbox.Root>
        )}
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

export function AnswerField<T extends FieldValues>({ control, name, label }: { control: Control<T>; name: FieldPath<T>; label: string }) {
  const error = useFieldError(control, name);
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <RadioGroup.Root
            value={field.value}
            onValueChange={(e) => field.onChange(e.value)}
            name={field.name}
            aria-label={label}
            colorPalette="blue"
          >
            <HStack gap="6">
              {ANSWERS.map((a) => (
                <RadioGroup.Item key={a.value} value={a.value}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{a.label}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
        )}
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
