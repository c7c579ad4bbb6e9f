import { Checkbox, Field, Fieldset, Input, Stack, Text } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import { FormDialog } from '../../../components/FormDialog';
import { type CaseKind, type CaseQueueFieldsFragment } from '../generated/graphql';
import { useDialogForm } from '../../../lib/useDialogForm';
import { CASE_KIND, CASE_KINDS } from '../labels';

export interface QueueValues {
  name: string;
  kinds: CaseKind[];
  memberIds: string[];
}

const valuesOf = (queue?: CaseQueueFieldsFragment | null): QueueValues => ({
  name: queue?.name ?? '',
  kinds: queue ? [...queue.kinds] : [],
  memberIds: queue ? [...queue.memberIds] : [],
});

const toggled = <T,>(list: T[], value: T, on: boolean) => (on ? [...list, value] : list.filter((v) => v !== value));

/** Creates a queue (no `queue`) or edits one: its name, the kinds of case it takes, and its members. */
export function QueueDialog({
  open,
  queue,
  users,
  onClose,
  onSave,
}: {
  open: boolean;
  queue: CaseQueueFieldsFragment | null;
  users: readonly { id: string; name: string }[];
  onClose(): void;
  onSave(values: QueueValues): Promise<void>;
}) {
  const { form, submit } = useDialogForm<QueueValues, CaseQueueFieldsFragment>({
    open,
    item: queue,
    valuesOf,
    onClose,
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  const save = submit((values) => onSave({ ...values, name: values.name.trim() }), 'The queue could not be saved', 'Queue not saved');

  return (
    <FormDialog
      open={open}
      title={queue ? 'Edit queue' : 'New queue'}
      onClose={onClose}
      onSubmit={save}
      submitting={formState.isSubmitting}
    >
      <Stack gap="5">
        <Field.Root required invalid={!!errors.name}>
          <Field.Label>
            Name
            <Field.RequiredIndicator />
          </Field.Label>
          <Input {...register('name', { validate: (v) => (v.trim() ? true : 'A name is required') })} maxLength={100} />
          <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
        </Field.Root>
        <Controller
          control={control}
          name="kinds"
          rules={{ validate: (v) => (v.length ? true : 'Choose at least one kind of case') }}
          render={({ field }) => (
            <Fieldset.Root invalid={!!errors.kinds}>
              <Fieldset.Legend>Kinds of case</Fieldset.Legend>
              <Fieldset.HelperText>New cases of these kinds are given to the queue's members in turn.</Fieldset.HelperText>
              <Stack gap="2" pt="1">
                {CASE_KINDS.map((kind) => (
                  <Checkbox.Root
                    key={kind}
                    checked={field.value.includes(kind)}
                    onCheckedChange={(e) => field.onChange(toggled(field.value, kind, e.checked === true))}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{CASE_KIND[kind].label}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Stack>
              <Fieldset.ErrorText>{errors.kinds?.message}</Fieldset.ErrorText>
            </Fieldset.Root>
          )}
        />
        <Controller
          control={control}
          name="memberIds"
          render={({ field }) => (
            <Fieldset.Root invalid={!!errors.memberIds}>
              <Fieldset.Legend>Members</Fieldset.Legend>
              {users.length === 0 ? (
                <Text color="gray.600" fontSize="sm">
                  No active accounts to choose from.
                </Text>
              ) : (
                <Stack gap="2" pt="1" maxH="60" overflowY="auto">
                  {users.map((u) => (
                    <Checkbox.Root
                      key={u.id}
                      checked={field.value.includes(u.id)}
                      onCheckedChange={(e) => field.onChange(toggled(field.value, u.id, e.checked === true))}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{u.name}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </Stack>
              )}
              <Fieldset.ErrorText>{errors.memberIds?.message}</Fieldset.ErrorText>
            </Fieldset.Root>
          )}
        />
      </Stack>
    </FormDialog>
  );
}
