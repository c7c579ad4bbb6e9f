import { Button, Dialog, Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { LuUserPlus } from 'react-icons/lu';
import { DialogFrame } from '../../../components/DialogFrame';
import { CreateUserDocument, UsersDocument, type Role } from '../../../generated/graphql';
import { notify } from '../../../lib/toaster';
import { useServerErrors } from '../../../lib/useServerErrors';
import { fullName } from '../../auth/hooks/useCurrentUser';

interface Values {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  role: Role;
}

const EMPTY: Values = { email: '', firstName: '', lastName: '', password: '', role: 'ANALYST' };

export function CreateUserDialog() {
  const [open, setOpen] = useState(false);
  const [createUser] = useMutation(CreateUserDocument, { refetchQueries: [UsersDocument] });
  const form = useForm<Values>({ defaultValues: EMPTY });
  const { register, handleSubmit, control, reset, formState } = form;
  const errors = formState.errors;
  const onError = useServerErrors(form);
  const [email, firstName, password] = useWatch({ control, name: ['email', 'firstName', 'password'] });
  const complete = Boolean(email.trim() && firstName.trim() && password);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data } = await createUser({ variables: { input: { ...values, lastName: values.lastName || null } } });
      if (data) notify('User Created', `${fullName(data.createUser)} has been created and approved successfully`, 'success');
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
          <Field.ErrorText>{errors.role?.message}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </DialogFrame>
  );
}
