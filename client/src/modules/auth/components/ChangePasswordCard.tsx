import { Button, Card, Field, Input, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { ChangePasswordDocument } from '../../../generated/graphql';
import { notify } from '../../../lib/toaster';
import { useServerErrors } from '../../../lib/useServerErrors';
import { checkConfirmation, checkNewPassword } from '../password-rules';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password on /profile: the server ends the user's other sessions and keeps this one. */
export function ChangePasswordCard() {
  const [changePassword] = useMutation(ChangePasswordDocument);
  const form = useForm<Values>({ defaultValues: EMPTY });
  const { register, handleSubmit, formState, reset } = form;
  const onError = useServerErrors(form);
  const errors = formState.errors;

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword({ variables: { input: { currentPassword, newPassword } } });
      reset(EMPTY);
      notify('Password changed', 'Your other sessions have been signed out.', 'success');
    } catch (error) {
      // A wrong current password or a refused new one goes on its field; anything else is a toast.
      onError(error, 'Update failed');
    }
  });

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Change password</Card.Title>
        <Card.Description>Your other signed-in sessions end; this one stays.</Card.Description>
      </Card.Header>
      <Card.Body>
        <form onSubmit={onSubmit} noValidate aria-label="Change password">
          <Stack gap="5">
            <Field.Root required invalid={!!errors.currentPassword}>
              <Field.Label>Current Password</Field.Label>
              <Input
                type="password"
                autoComplete="current-password"
                {...register('currentPassword', { required: 'Current password is required' })}
              />
              <Field.ErrorText>{errors.currentPassword?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root required invalid={!!errors.newPassword}>
              <Field.Label>New Password</Field.Label>
              <Input
                type="password"
                autoComplete="new-password"
                {...register('newPassword', { validate: (v, all) => checkNewPassword(v, all.currentPassword), deps: ['confirmPassword'] })}
              />
              {errors.newPassword ? (
                <Field.ErrorText>{errors.newPassword.message}</Field.ErrorText>
              ) : (
                <Field.HelperText>At least 6 characters</Field.HelperText>
              )}
            </Field.Root>
            <Field.Root required invalid={!!errors.confirmPassword}>
              <Field.Label>Confirm New Password</Field.Label>
              <Input
                type="password"
                autoComplete="new-password"
                {...register('confirmPassword', { validate: (v, all) => checkConfirmation(v, all.newPassword) })}
              />
              <Field.ErrorText>{errors.confirmPassword?.message}</Field.ErrorText>
            </Field.Root>
            <Button
              type="submit"
              colorPalette="blue"
              alignSelf="flex-start"
              loading={formState.isSubmitting}
              loadingText="Changing password..."
            >
              Change Password
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
