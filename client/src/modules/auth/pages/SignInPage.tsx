import { Button, Field, Input, Link, Stack } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { LoginDocument, MeDocument } from '../../../generated/graphql';
import { setToken } from '../../../lib/auth-token';
import { errorInfo } from '../../../lib/errors';
import { applyServerError } from '../../../lib/form-errors';
import { notify } from '../../../lib/toaster';
import { AuthCard } from '../components/AuthCard';
import { signInFailureMessage } from '../sign-in-error';

export function SignInPage() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [login] = useMutation(LoginDocument);
  const form = useForm<{ email: string; password: string }>({ defaultValues: { email: '', password: '' } });
  const { register, handleSubmit, formState } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data } = await login({ variables: { input: values } });
      if (!data?.login.token) return;
      setToken(data.login.token);
      client.writeQuery({ query: MeDocument, data: { me: data.login.user } });
      notify('Login successful', 'Welcome back!', 'success');
      void navigate('/', { replace: true });
    } catch (error) {
      // Spec §8: every failure is a 'Login failed' toast; one naming a field also marks the field.
      const info = errorInfo(error);
      applyServerError(form, info);
      notify('Login failed', signInFailureMessage(info), 'error');
    }
  });

  return (
    <AuthCard
      title="Sign In"
      description="Sign in to your Counterparty account"
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link asChild color="blue.600">
            <RouterLink to="/signup">Create an account</RouterLink>
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <Field.Root required invalid={!!formState.errors.email}>
            <Field.Label>Email</Field.Label>
            <Input type="email" autoComplete="email" {...register('email', { required: 'Email is required' })} />
            <Field.ErrorText>{formState.errors.email?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={!!formState.errors.password}>
            <Field.Label>Password</Field.Label>
            <Input type="password" autoComplete="current-password" {...register('password', { required: 'Password is required' })} />
            <Field.ErrorText>{formState.errors.password?.message}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="blue" loading={formState.isSubmitting} loadingText="Signing in...">
            Sign In
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
