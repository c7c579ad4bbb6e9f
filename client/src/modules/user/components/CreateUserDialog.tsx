import { Button, Dialog, Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { LuUserPlus } from 'react-icons/lu';
import { DialogFrame } from '../../../components/DialogFrame';
import type { Role } from '../../../generated/graphql';
import { notify } from '../../../lib/toaster';
import { useServerErrors } from '../../../lib/useServerErrors';
import { fullName } from '../../auth/hooks/useCurrentUser';
import { useAccountChange } from '../hooks/useAccountChange';

interface Values {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  role: Role;
}

const EMPTY: Values = { email: '', firstName: '', lastName: '', password: '', role: 'ANALYST' };

/**
 * The Create User dialog. With four-eyes admin controls on (`approvalRequired`), a new admin is
 * proposed for a second admin's approval instead of created; the dialog says so before it is sent.
 */
export function CreateUserDialog({ approvalRequired = false }: { approvalRequired?: boolean }) {
  const [open, setOpen] = useState(false);
  const submitChange = useAccountChange();
  const form = useForm<Values>({ defaultValues: EMPTY });
  const { register, handleSubmit, control, reset, formState } = form;
  const errors = formState.errors;
  const onError = useServerErrors(form);
  const [email, firstName, password, role] = useWatch({ control, name: ['email', 'firstName', 'password', 'role'] });
  const complete = Boolean(email.trim() && firstName.trim() && password);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const outcome = await submitChange({ action: 'CREATE_USER', user: { ...values, lastName: values.lastName || null } });
      if (outcome?.applied && outcome.user) {
        notify('User Created', `${fullName(outcome.user)} has been created and approved successfully`, 'success');
      }
      reset(EMPTY);
      setOpen(false);
    } catch (error) {
      onError(error);
    }
  });

  return (
    <DialogFrame
      open={open}
      title="Create User"
      onOpen={() => setOpen(true)}
      onClose={() => {
        setOpen(false);
        form.clearErrors();
      }}
      onSubmit={onSubmit}
      trigger={
        <Dialog.Trigger asChild>
          <Button colorPalette="blue">
            <LuUserPlus /> Create User
          </Button>
        </Dialog.Trigger>
      }
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.ActionTrigger>
          <Button type="submit" colorPalette="blue" disabled={!complete} loading={formState.isSubmitting}>
            Create User
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Field.Root required invalid={!!errors.email}>
          <Field.Label>Email</Field.Label>
          <Input type="email" autoComplete="off" {...register('email')} />
          <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!errors.firstName}>
          <Field.Label>First Name</Field.Label>
          <Input {...register('firstName')} />
          <Field.ErrorText>{errors.firstName?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.lastName}>
          <Field.Label>Last Name</Field.Label>
          <Input {...register('lastName')} />
          <Field.ErrorText>{errors.lastName?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!errors.password}>
          <Field.Label>Password</Field.Label>
          <Input type="password" autoComplete="new-password" {...register('password')} />
          {errors.password ? (
            <Field.ErrorText>{errors.password.message}</Field.ErrorText>
          ) : (
            <Field.HelperText>At least 6 characters</Field.HelperText>
          )}
        </Field.Root>
        <Field.Root invalid={!!errors.role}>
          <Field.Label>Role</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('role')}>
              <option value="ANALYST">Analyst</option>
              <option value="ADMIN">Admin</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {errors.role ? (
            <Field.ErrorText>{errors.role.message}</Field.ErrorText>
          ) : (
            approvalRequired &&
            role === 'ADMIN' && <Field.HelperText>A new admin needs a second admin's approval: this proposes the account.</Field.HelperText>
          )}
        </Field.Root>
      </Stack>
    </DialogFrame>
  );
}
