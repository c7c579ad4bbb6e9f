import { Button, Field, IconButton, Input, NativeSelect, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useFieldArray, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { COMPARISONS, NEW_BAND, type BandedInputName, type ScorecardFormValues } from '../scorecard-form';
import { TableScroll } from '../../../components/TableCard';

export type ScorecardForm = UseFormReturn<ScorecardFormValues>;

/**
 * A labelled number of the scorecard (points, a threshold, a PD…), with its error — the browser's
 * or the server's — under it. In a table the label is for screen readers only: the column says it.
 */
export function NumberField({
  form,
  name,
  label,
  hideLabel = false,
  helper,
  integer = false,
  readOnly = false,
}: {
  form: ScorecardForm;
  name: FieldPath<ScorecardFormValues>;
  label: string;
  hideLabel?: boolean;
  helper?: string;
  integer?: boolean;
  readOnly?: boolean;
}) {
  const { error } = form.getFieldState(name, form.formState);
  return (
    <Field.Root invalid={!!error} readOnly={readOnly}>
      <Field.Label>{hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : label}</Field.Label>
      <Input
        type="number"
        step={integer ? 1 : 'any'}
        inputMode={integer ? 'numeric' : 'decimal'}
        size="sm"
        minW="20"
        {...form.register(name, {
          valueAsNumber: true,
          validate: (v) =>
            typeof v !== 'number' || !Number.isFinite(v)
              ? 'Enter a number'
              : integer && !Number.isInteger(v)
                ? 'Enter a whole number'
                : true,
        })}
      />
      {error ? <Field.ErrorText>{error.message}</Field.ErrorText> : helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
}

/** The bands of one input, tried in order: comparison, threshold and points of each, with Add band and Remove. */
export function BandsEditor({ form, name, label }: { form: ScorecardForm; name: BandedInputName; label: string }) {
  const path = `scorecard.inputs.${name}.bands` as const;
  const { fields, append, remove } = useFieldArray({ control: form.control, name: path });
  const listError = form.getFieldState(path, form.formState).error;
  return (
    <Stack gap="2">
      {fields.length === 0 ? (
        <Text fontSize="sm" color="gray.700">
          No bands: every value scores 0.
        </Text>
      ) : (
        <TableScroll label={`${label} bands`}>
          <Table.Root size="sm" variant="outline" aria-label={`${label} bands`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Band</Table.ColumnHeader>
                <Table.ColumnHeader>Value is</Table.ColumnHeader>
                <Table.ColumnHeader>Threshold</Table.ColumnHeader>
                <Table.ColumnHeader>Points</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {fields.map((field, i) => {
                const comparison = `${path}.${i}.comparison` as const;
                const comparisonError = form.getFieldState(comparison, form.formState).error;
                return (
                  <Table.Row key={field.id} data-testid={`${name}-band`}>
                    <Table.Cell>{i + 1}</Table.Cell>
                    <Table.Cell>
                      <Field.Root invalid={!!comparisonError}>
                        <Field.Label>
                          <VisuallyHidden>{`${label} band ${i + 1} comparison`}</VisuallyHidden>
                        </Field.Label>
                        <NativeSelect.Root size="sm" minW="32">
                          <NativeSelect.Field {...form.register(comparison)}>
                            {COMPARISONS.map((c) => (
                              <option key={c.value} value={c.value}>
                                {c.label}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                        <Field.ErrorText>{comparisonError?.message}</Field.ErrorText>
                      </Field.Root>
                    </Table.Cell>
                    <Table.Cell>
                      <NumberField form={form} name={`${path}.${i}.threshold`} label={`${label} band ${i + 1} threshold`} hideLabel />
                    </Table.Cell>
                    <Table.Cell>
                      <NumberField form={form} name={`${path}.${i}.points`} label={`${label} band ${i + 1} points`} hideLabel />
                    </Table.Cell>
                    <Table.Cell>
                      <IconButton aria-label={`Remove ${label} band ${i + 1}`} variant="ghost" size="sm" onClick={() => remove(i)}>
                        <LuTrash2 />
                      </IconButton>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </TableScroll>
      )}
      {listError?.message && (
        <Text fontSize="sm" color="red.700" role="alert">
          {listError.message}
        </Text>
      )}
      <Button
        size="xs"
        variant="outline"
        alignSelf="flex-start"
        onClick={() => append({ ...NEW_BAND })}
        aria-label={`Add band to ${label}`}
      >
        <LuPlus /> Add band
      </Button>
    </Stack>
  );
}
