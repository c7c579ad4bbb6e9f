import { Alert, Button, Field, Input, Link, Separator, Stack } from '@chakra-ui/react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { LoginDocument, MeDocument } from '../../../generated/graphql';
import { SignInOptionsDocument } from '../generated/graphql';
import { setToken } from '../../../lib/auth-token';
import { errorInfo } from '../../../lib/errors';
import { applyServerError } from '../../../lib/form-errors';
import { notify } from '../../../lib/toaster';
import { AuthCard } from '../components/AuthCard';
import { PasskeySignIn } from '../components/PasskeySignIn';
import { SecondFactorStep } from '../components/SecondFactorStep';
import { SsoSignIn } from '../components/SsoSignIn';
import { signInFailureMessage } from '../sign-in-error';

/** A password sign-in whose account has a second factor: the step that finishes it. */
interface PendingStep {
  challenge: string;
  methods: string[];
}

export function SignInPage() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [login] = useMutation(LoginDocument);
  const { data: options } = useQuery(SignInOptionsDocument);
  const [pending, setPending] = useState<PendingStep | null>(null);
  const form = useForm<{ email: string; password: string }>({ defaultValues: { email: '', password: '' } });
  const { register, handleSubmit, formState } = form;
  const passwordLogin = options?.signInOptions.passwordLogin ?? true;
  const ssoLabel = options?.signInOptions.ssoLabel ?? null;
  // Single sign-on that did not sign in comes back here with why (/signin?ssoError=…).
  const [searchParams] = useSearchParams();
  const ssoError = searchParams.get('ssoError');
  const ssoErrorShown = useRef(false);
  useEffect(() => {
    if (!ssoError || ssoErrorShown.current) return;
    ssoErrorShown.current = true;
    notify('Single sign-on failed', ssoError, 'error');
  }, [ssoError]);

  /** Every way of signing in ends here: the session's token is kept and the account read afresh. */
  const onSignedIn = async (token: string) => {
    setToken(token);
    await client.query({ query: MeDocument, fetchPolicy: 'network-only' });
    notify('Login successful', 'Welcome back!', 'success');
    void navigate('/', { replace: true });
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data } = await login({ variables: { input: values } });
      if (!data) return;
      if (data.login.secondFactor) setPending(data.login.secondFactor);
      else if (data.login.token) await onSignedIn(data.login.token);
    } catch (error) {
      // Spec §8: every failure is a 'Login failed' toast; one naming a field also marks the field.
      const info = errorInfo(error);
      applyServerError(form, info);
      notify('Login failed', signInFailureMessage(info), 'error');
    }
  });

  if (pending) {
    return (
      <AuthCard title="Two-step verification" description="Finish signing in with your second factor">
        <SecondFactorStep challenge={pending.challenge} methods={pending.methods} onSignedIn={onSignedIn} />
        <Button variant="plain" size="sm" onClick={() => setPending(null)}>
          Start over
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Sign In"
      description="Sign in to your Counterparty account"
      footer={
        passwordLogin ? (
          <>
            Don&apos;t have an account?{' '}
            <Link asChild color="blue.600">
              <RouterLink to="/signup">Create an account</RouterLink>
            </Link>
          </>
        ) : undefined
      }
    >
      <Stack gap="4">
        {ssoError && (
          <Alert.Root status="error" data-testid="sso-error">
            <Alert.Indicator />
            <Alert.Title>{ssoError}</Alert.Title>
          </Alert.Root>
        )}
        {passwordLogin && (
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="4">
              <Field.Root required invalid={!!formState.errors.email}>
                <Field.Label>Email</Field.Label>
                <Input type="email" autoComplete="email webauthn" {...register('email', { required: 'Email is required' })} />
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
        )}
        {passwordLogin && <Separator />}
        <PasskeySignIn onSignedIn={onSignedIn} />
        {ssoLabel && <SsoSignIn label={ssoLabel} />}
      </Stack>
    </AuthCard>
  );
}
