import { Button, Field, Input, Link, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { RegisterDocument } from '../../../generated/graphql';
import { errorInfo } from '../../../lib/errors';
import { applyServerError } from '../../../lib/form-errors';
import { notify } from '../../../lib/toaster';
import { AuthCard } from '../components/AuthCard';

interface Values {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

const REGISTRATION_TOAST_MS = 7000;

export function SignUpPage() {
  const navigate = useNavigate();
  const [registerAccount] = useMutation(RegisterDocument);
  const form = useForm<Values>({ defaultValues: { email: '', firstName: '', lastName: '', password: '' } });
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await registerAccount({ variables: { input: { ...values, lastName: values.lastName || null } } });
      notify(
        'Registration successful',
        'Your account has been created and is pending admin approval. An administrator will review and approve your account before you can sign in.',
        'success',
        REGISTRATION_TOAST_MS,
      );
      void navigate('/signin');
    } catch (error) {
      // Spec §8: every failure is a 'Registration failed' toast; one naming a field also marks the field.
      const info = errorInfo(error);
      applyServerError(form, info);
      notify('Registration failed', info.message || 'Could not create account', 'error');
    }
  });

  return (
    <AuthCard
      title="Create Account"
      description="Register for access; an administrator approves new accounts"
      footer={
        <>
          Already have an account?{' '}
          <Link asChild color="blue.600">
            <RouterLink to="/signin">Sign in</RouterLink>
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <Field.Root required invalid={!!errors.email}>
            <Field.Label>Email</Field.Label>
            <Input type="email" autoComplete="email" {...register('email', { required: 'Email is required' })} />
            <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
          </Field.Root>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
            <Field.Root required invalid={!!errors.firstName}>
              <Field.Label>First Name</Field.Label>
              <Input
                autoComplete="given-name"
                {...register('firstName', {
                  required: 'First name is required',
                  maxLength: { value: 50, message: 'First name is too long' },
                })}
              />
              <Field.ErrorText>{errors.firstName?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.lastName}>
              <Field.Label>Last Name</Field.Label>
              <Input autoComplete="family-name" {...register('lastName', { maxLength: { value: 50, message: 'Last name is too long' } })} />
              <Field.ErrorText>{errors.lastName?.message}</Field.ErrorText>
            </Field.Root>
          </Stack>
          <Field.Root required invalid={!!errors.password}>
            <Field.Label>Password</Field.Label>
            <Input
              type="password"
              autoComplete="new-password"
              {...register('password', {
                required: 'Password is required',
                minLength: { value: 6, message: 'Password must be at least 6 characters' },
              })}
            />
            <Field.HelperText>At least 6 characters</Field.HelperText>
            <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="blue" loading={formState.isSubmitting} loadingText="Creating account...">
            Create Account
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
