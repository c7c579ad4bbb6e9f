import { Alert, Badge, Button, Card, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { PageHeader } from '../../../components/PageHeader';
import { UpdateProfileDocument } from '../../../generated/graphql';
import { notify } from '../../../lib/toaster';
import { useServerErrors } from '../../../lib/useServerErrors';
import { roleLabel, useCurrentUser } from '../hooks/useCurrentUser';
import { ChangePasswordCard } from '../components/ChangePasswordCard';
import { PasskeysCard } from '../components/PasskeysCard';
import { SessionsCard } from '../components/SessionsCard';
import { TwoStepCard } from '../components/TwoStepCard';

interface Values {
  firstName: string;
  lastName: string;
}

export function ProfilePage() {
  const { user } = useCurrentUser();
  const [update] = useMutation(UpdateProfileDocument);
  const form = useForm<Values>({
    values: { firstName: user?.firstName ?? '', lastName: user?.lastName ?? '' },
  });
  const { register, handleSubmit, formState, reset } = form;
  const onError = useServerErrors(form);
  if (!user) return null;
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data } = await update({ variables: { input: { firstName: values.firstName, lastName: values.lastName || null } } });
      if (data) reset({ firstName: data.updateProfile.firstName, lastName: data.updateProfile.lastName ?? '' });
      notify('Profile updated', undefined, 'success');
    } catch (error) {
      onError(error, 'Update failed');
    }
  });

  // Until the second factor MFA_REQUIRED asks for is enrolled, the server answers nothing else:
  // only the ways to enrol are shown (in the same places, so enrolling keeps their state, such as
  // the recovery codes on screen).
  const enrolling = user.mustEnrolSecondFactor;

  return (
    <Stack maxW="2xl">
      <PageHeader title="Account Settings" subtitle={enrolling ? 'Set up a second factor' : 'Your profile and role'} />
      {enrolling && (
        <Alert.Root status="warning" data-testid="must-enrol">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Your organisation requires a second factor.</Alert.Title>
            <Alert.Description>Set up an authenticator app or a passkey to continue.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {!enrolling && (
        <Card.Root>
          <Card.Body>
            <form onSubmit={onSubmit} noValidate>
              <Stack gap="5">
                <Field.Root required invalid={!!errors.firstName}>
                  <Field.Label>First Name</Field.Label>
                  <Input
                    {...register('firstName', {
                      validate: (v) => (v.trim() ? true : 'First name is required'),
                      maxLength: { value: 50, message: 'First name is too long' },
                    })}
                  />
                  <Field.ErrorText>{errors.firstName?.message}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={!!errors.lastName}>
                  <Field.Label>Last Name</Field.Label>
                  <Input {...register('lastName', { maxLength: { value: 50, message: 'Last name is too long' } })} />
                  <Field.ErrorText>{errors.lastName?.message}</Field.ErrorText>
                </Field.Root>
                <Field.Root readOnly>
                  <Field.Label>Email</Field.Label>
                  <Input value={user.email} readOnly bg="gray.50" />
                </Field.Root>
                <Stack direction="row" gap="10">
                  <Stack gap="1">
                    <Text fontSize="sm" color="gray.600">
                      Role
                    </Text>
                    <Badge colorPalette={user.role === 'ADMIN' ? 'purple' : 'blue'} alignSelf="flex-start">
                      {roleLabel(user.role)}
                    </Badge>
                  </Stack>
                  <Stack gap="1">
                    <Text fontSize="sm" color="gray.600">
                      Member Since
                    </Text>
                    <Text>{new Date(user.createdAt).toLocaleDateString()}</Text>
                  </Stack>
                </Stack>
                <Button
                  type="submit"
                  colorPalette="blue"
                  alignSelf="flex-start"
                  disabled={!formState.isDirty}
                  loading={formState.isSubmitting}
                >
                  Save
                </Button>
              </Stack>
            </form>
          </Card.Body>
        </Card.Root>
      )}
      {!enrolling && <ChangePasswordCard />}
      <TwoStepCard />
      <PasskeysCard />
      {!enrolling && <SessionsCard />}
    </Stack>
  );
}
